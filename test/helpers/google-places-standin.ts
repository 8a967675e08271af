import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in that speaks the Google Places API (New) as our provider uses it:
 * POST /v1/places:searchText, GET /v1/places/{id}, GET /v1/{photo}/media. Like the real API it
 * wants the key in X-Goog-Api-Key and a field mask in X-Goog-FieldMask, answers only the
 * fields masked, and reports errors as { error: { code, message, status } }. Tests switch it
 * to slow, failing or garbled answers.
 */

export const STANDIN_KEY = 'test-key-0123456789abcdef';

export interface StandinPlace {
  id: string;
  displayName: { text: string; languageCode: string };
  formattedAddress: string;
  location: { latitude: number; longitude: number };
  types: string[];
  rating?: number;
  userRatingCount?: number;
  priceLevel?: string;
  editorialSummary?: { text: string };
  internationalPhoneNumber?: string;
  websiteUri?: string;
  regularOpeningHours?: { openNow: boolean; weekdayDescriptions: string[] };
  photos?: { name: string; widthPx: number; heightPx: number }[];
}

export const STANDIN_PLACES: StandinPlace[] = [
  {
    id: 'ChIJrRMgU7ZhLxMRxAOFkC7I8Sg',
    displayName: { text: 'Hotel Hassler Roma', languageCode: 'en' },
    formattedAddress: 'Piazza della Trinità dei Monti, 6, 00187 Roma RM, Italy',
    location: { latitude: 41.906, longitude: 12.4833 },
    types: ['hotel', 'lodging', 'point_of_interest', 'establishment'],
    rating: 4.7,
    userRatingCount: 2114,
    priceLevel: 'PRICE_LEVEL_VERY_EXPENSIVE',
    editorialSummary: { text: 'Grand hotel at the top of the Spanish Steps.' },
    internationalPhoneNumber: '+39 06 699340',
    websiteUri: 'https://www.hotelhasslerroma.com/',
    regularOpeningHours: { openNow: true, weekdayDescriptions: ['Monday: Open 24 hours', 'Tuesday: Open 24 hours'] },
    photos: [{ name: 'places/ChIJrRMgU7ZhLxMRxAOFkC7I8Sg/photos/AelY_hassler1', widthPx: 4000, heightPx: 3000 }],
  },
  {
    id: 'ChIJ_enoteca_Coronari_0001',
    displayName: { text: 'Enoteca dei Coronari', languageCode: 'en' },
    formattedAddress: 'Via dei Coronari, 12, 00186 Roma RM, Italy',
    location: { latitude: 41.8998, longitude: 12.4698 },
    types: ['wine_bar', 'bar', 'point_of_interest', 'establishment'],
    rating: 4.6,
    userRatingCount: 318,
    priceLevel: 'PRICE_LEVEL_MODERATE',
    internationalPhoneNumber: '+39 06 6880 0000',
    websiteUri: 'https://enoteca-coronari.example/',
    regularOpeningHours: { openNow: false, weekdayDescriptions: ['Monday: Closed', 'Tuesday: 6:00 PM – 12:00 AM'] },
  },
  {
    id: 'ChIJu46S-ZZhLxMROG5lkwZ3D7k',
    displayName: { text: 'Rome', languageCode: 'en' },
    formattedAddress: 'Rome, Metropolitan City of Rome Capital, Italy',
    location: { latitude: 41.9027835, longitude: 12.4963655 },
    types: ['locality', 'political'],
    photos: [{ name: 'places/ChIJu46S-ZZhLxMROG5lkwZ3D7k/photos/AelY_rome1', widthPx: 4000, heightPx: 3000 }],
  },
];

/** A tiny JPEG-looking body (the stand-in's photo). */
export const PHOTO_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);

export type StandinMode = 'ok' | 'slow' | 'error' | 'garbled';

export interface RecordedRequest {
  method: string;
  path: string;
  key: string | undefined;
  fieldMask: string | undefined;
  body: unknown;
}

export interface PlacesStandin {
  url: string;
  requests: RecordedRequest[];
  mode: StandinMode;
  /** How long a 'slow' answer takes. */
  delayMs: number;
  close(): Promise<void>;
}

/** The fields of `value` named by a field mask ('places.id,places.displayName' or 'id,regularOpeningHours.weekdayDescriptions'). */
function masked(value: Record<string, unknown>, paths: string[]): Record<string, unknown> {
  if (paths.includes('*')) return value;
  const out: Record<string, unknown> = {};
  for (const path of paths) {
    const [head, ...rest] = path.split('.');
    if (!(head! in value)) continue;
    const v = value[head!];
    if (rest.length && v && typeof v === 'object' && !Array.isArray(v)) {
      out[head!] = { ...((out[head!] as Record<string, unknown>) ?? {}), ...masked(v as Record<string, unknown>, [rest.join('.')]) };
    } else out[head!] = v;
  }
  return out;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function error(res: ServerResponse, code: number, status: string, message: string) {
  send(res, code, { error: { code, message, status } });
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startPlacesStandin(): Promise<PlacesStandin> {
  const state = { mode: 'ok' as StandinMode, delayMs: 2000 };
  const requests: RecordedRequest[] = [];
  let base = '';

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', base);
    const raw = req.method === 'POST' ? await readBody(req) : '';
    const key = req.headers['x-goog-api-key'] as string | undefined;
    const fieldMask = req.headers['x-goog-fieldmask'] as string | undefined;
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      return error(res, 400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.');
    }
    requests.push({ method: req.method ?? 'GET', path: url.pathname + url.search, key, fieldMask, body });

    // The photo's bytes live at a URL without the key, as Google's photoUri does.
    if (url.pathname.startsWith('/photo-bytes/')) {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': PHOTO_BYTES.length });
      return res.end(PHOTO_BYTES);
    }
    if (state.mode === 'slow') await new Promise((r) => setTimeout(r, state.delayMs));
    if (res.destroyed) return;
    if (state.mode === 'error') return error(res, 500, 'INTERNAL', 'Internal error encountered.');
    if (state.mode === 'garbled') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end('{"places": [ {"id": ');
    }
    if (key !== STANDIN_KEY) return error(res, 403, 'PERMISSION_DENIED', 'The provided API key is invalid.');

    const photo = /^\/v1\/(places\/[^/]+\/photos\/[^/]+)\/media$/.exec(url.pathname);
    if (photo && req.method === 'GET') {
      if (url.searchParams.get('skipHttpRedirect') !== 'true') return error(res, 400, 'INVALID_ARGUMENT', 'Expected skipHttpRedirect.');
      if (!url.searchParams.get('maxWidthPx')) return error(res, 400, 'INVALID_ARGUMENT', 'maxWidthPx or maxHeightPx is required.');
      return send(res, 200, { name: photo[1], photoUri: `${base}/photo-bytes/${encodeURIComponent(photo[1]!)}.jpg` });
    }
    if (!fieldMask) return error(res, 400, 'INVALID_ARGUMENT', 'FieldMask is a required parameter.');
    const paths = fieldMask.split(',').map((p) => p.trim());

    if (url.pathname === '/v1/places:searchText' && req.method === 'POST') {
      const request = body as { textQuery?: string; pageSize?: number };
      if (!request?.textQuery) return error(res, 400, 'INVALID_ARGUMENT', 'Empty text_query.');
      const words = request.textQuery.toLowerCase().split(/[\s,]+/).filter((w) => w.length > 2 && w !== 'hotel');
      // Best match first: the place whose name and address hold most of the words.
      const score = (p: StandinPlace) => words.filter((w) => `${p.displayName.text} ${p.formattedAddress}`.toLowerCase().includes(w)).length;
      const found = STANDIN_PLACES.filter((p) => score(p) > 0).sort((a, b) => score(b) - score(a));
      const placeFields = paths.filter((p) => p.startsWith('places.')).map((p) => p.slice('places.'.length));
      const places = found.slice(0, request.pageSize ?? 20).map((p) => masked(p as unknown as Record<string, unknown>, placeFields));
      return send(res, 200, places.length ? { places } : {});
    }
    const details = /^\/v1\/places\/([^/:]+)$/.exec(url.pathname);
    if (details && req.method === 'GET') {
      const place = STANDIN_PLACES.find((p) => p.id === decodeURIComponent(details[1]!));
      if (!place) return error(res, 404, 'NOT_FOUND', 'Requested entity was not found.');
      return send(res, 200, masked(place as unknown as Record<string, unknown>, paths));
    }
    return error(res, 404, 'NOT_FOUND', `No route ${req.method} ${url.pathname}`);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    requests,
    get mode() {
      return state.mode;
    },
    set mode(m: StandinMode) {
      state.mode = m;
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(ms: number) {
      state.delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
