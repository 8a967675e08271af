import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createTestApp, sessionCookie, type TestApp, type TestUser } from '../helpers/app.js';
import type { Actor, MatrixFixtures, MatrixRow } from './matrix/types.js';
import { createFixtures } from './matrix/fixtures.js';

/**
 * Hostile input never yields a 5xx (DESIGN API, issue 12 item 7). Walks every operation of
 * the OpenAPI document, so a new route is covered without touching this file, and calls it
 * with hostile values (NUL and other control characters, numbers past the columns, year 0,
 * deep JSON, wrong types, odd ids, 1 MB strings) in its path, query and body, as every
 * principal of the role matrix. Live streams (text/event-stream) stay open: only their
 * refusal of an anonymous caller and their answer to odd ids are checked.
 *
 * Sampling keeps it quick: the route's main principal (an owner for signed-in routes, a super
 * admin for staff ones, anonymous for public ones) gets every variant; the other principals
 * get a spread of three (two when the policy refuses them before any validation).
 */

type JsonSchema = {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};
type Operation = {
  parameters?: { in: 'path' | 'query'; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
  'x-policy': string;
};
type Call = { method: string; url: string; body?: string; contentType?: string; label: string };

const matrixModules = import.meta.glob<{ rows: MatrixRow[] }>('./matrix/*.ts', { eager: true });
const matrixRows = Object.entries(matrixModules)
  .filter(([file]) => !/\/(types|fixtures)\.ts$/.test(file))
  .flatMap(([, m]) => m.rows);

const actors: Actor[] = ['anonymous', 'client', 'otherClient', 'organizer', 'unapprovedTeam', 'team', 'superAdmin'];
const ALLOWED: Record<string, Actor[]> = {
  public: actors,
  'signed-in': actors.filter((a) => a !== 'anonymous'),
  staff: ['team', 'superAdmin'],
  'super-admin': ['superAdmin'],
};
const MAIN: Record<string, Actor> = { public: 'anonymous', 'signed-in': 'client', staff: 'superAdmin', 'super-admin': 'superAdmin' };

const NUL = 'a\u0000b';
/** Half a surrogate pair: valid JSON ("\ud800"), no character, refused by PostgreSQL. */
const LONE = 'a\ud800b';
const BELL = 'x\u0007y';
const MEGA = 'x'.repeat(1_000_000);
const deepArray = (n: number) => '['.repeat(n) + ']'.repeat(n);
const deepObject = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);

/** Odd values of a path segment. */
const ODD_IDS = [
  '%00',
  'a%00b',
  '%07',
  'x'.repeat(2000),
  '2147483648',
  '99999999999999999999999',
  '-1',
  '0',
  '1.5',
  'null',
  '00000000-0000-0000-0000-000000000000',
  randomUUID(),
  '0000-01-01',
  'T-2147483648',
  '%E0%A4%A',
  "1'%20or%20'1'='1",
  '%F0%9F%98%80',
];
/** Odd values of one query parameter (raw, already encoded). */
const ODD_QUERY = ['%00', 'a%00b', '%0A', '2147483648', '-2147483649', '1e400', '0000-01-01', 'x'.repeat(5000), '%E0%A4%A', '[]'];

/** A plausible valid value for a JSON schema (the base each hostile field is put into). */
function sample(s: JsonSchema | undefined, depth = 0): unknown {
  if (!s || depth > 8) return 'x';
  if (s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum.find((v) => v !== '') ?? s.enum[0];
  const alt = s.anyOf ?? s.oneOf;
  if (alt) return sample(alt.find((a) => a.type !== 'null' && !(a.enum && a.enum.length === 1 && a.enum[0] === '')) ?? alt[0], depth + 1);
  if (s.allOf) return Object.assign({}, ...s.allOf.map((a) => sample(a, depth + 1) as object));
  switch (s.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const k of s.required ?? []) {
        const p = s.properties?.[k];
        out[k] = p?.type === 'string' && !p.enum ? sampleString(p, k) : sample(p, depth + 1);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items, depth + 1));
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, Math.min(1, s.maximum ?? 1));
    case 'boolean':
      return false;
    case 'string':
      return sampleString(s);
    default:
      return 'x';
  }
}

function sampleString(s: JsonSchema, name = ''): string {
  if (/e-?mail/i.test(name)) return `hostile-${randomUUID().slice(0, 8)}@example.com`;
  if (/url|photo|image|website/i.test(name)) return 'https://example.com/a.jpg';
  if (/date/i.test(name) && !s.pattern) return '2027-05-01';
  if (s.format === 'date') return '2027-05-01';
  if (s.format === 'email') return `hostile-${randomUUID().slice(0, 8)}@example.com`;
  if (s.format === 'uuid') return randomUUID();
  if (s.format === 'uri' || s.format === 'url') return 'https://example.com/a';
  const candidates = ['Hostile sample', '10:00', 'https://example.com/a', 'hostile@example.com', 'abc', '1', 'x'.repeat(s.minLength ?? 1)];
  if (s.pattern) {
    const re = new RegExp(s.pattern);
    return candidates.find((c) => re.test(c)) ?? 'x';
  }
  return candidates.find((c) => c.length >= (s.minLength ?? 0) && c.length <= (s.maxLength ?? Infinity)) ?? 'x'.repeat(s.minLength ?? 1);
}

/** Hostile values for a field of this schema: its own kind's extremes first, then wrong types. */
function hostileValues(s: JsonSchema | undefined, huge: boolean): unknown[] {
  const kinds = new Set<string>();
  const walk = (x: JsonSchema | undefined) => {
    if (!x) return;
    if (x.type) kinds.add(x.type);
    if (x.format === 'date') kinds.add('date');
    for (const a of [...(x.anyOf ?? []), ...(x.oneOf ?? []), ...(x.allOf ?? [])]) walk(a);
  };
  walk(s);
  const out: unknown[] = [];
  if (kinds.has('string') || kinds.size === 0) out.push(NUL, BELL, LONE, 'one\ntwo', huge ? MEGA : 'x'.repeat(5000));
  if (kinds.has('date')) out.push('0000-01-01', '9999-12-31', '-001000-01-01');
  if (kinds.has('integer') || kinds.has('number')) out.push(2147483648, -2147483649, 1e308, Number.MAX_SAFE_INTEGER + 2, 0.5);
  if (kinds.has('array')) out.push([NUL], Array.from({ length: 2000 }, () => NUL));
  if (kinds.has('object')) out.push({ ['a\u0000']: NUL });
  out.push({ $gt: '' }, null);
  return out;
}

/** Every path to a leaf of the base body that its schema describes (two levels deep). */
function fieldPaths(s: JsonSchema | undefined, value: unknown, prefix: string[] = [], depth = 0): { path: string[]; schema: JsonSchema }[] {
  if (!s || depth > 2) return [];
  if (s.allOf) return s.allOf.flatMap((a) => fieldPaths(a, value, prefix, depth));
  const alt = s.anyOf ?? s.oneOf;
  if (alt) {
    const obj = alt.find((a) => a.type === 'object');
    if (obj && value && typeof value === 'object') return fieldPaths(obj, value, prefix, depth);
  }
  if (s.type !== 'object' || !s.properties) return prefix.length ? [{ path: prefix, schema: s }] : [];
  return Object.entries(s.properties).flatMap(([k, sub]) => {
    const v = (value as Record<string, unknown> | undefined)?.[k];
    const deeper = sub.type === 'object' && v && typeof v === 'object' ? fieldPaths(sub, v, [...prefix, k], depth + 1) : [];
    return [{ path: [...prefix, k], schema: sub }, ...deeper];
  });
}

function setPath(base: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  let cur = copy;
  for (const k of path.slice(0, -1)) {
    if (!cur[k] || typeof cur[k] !== 'object') cur[k] = {};
    cur = cur[k] as Record<string, unknown>;
  }
  cur[path.at(-1)!] = value;
  return copy;
}

/** Valid bodies where the schema alone cannot say (refinements, matching fields), so hostile fields reach the services. */
const BASES: Record<string, unknown> = {
  'PATCH /api/questionnaires/{id}': { status: 'processing', version: 1 },
  'PATCH /api/team/users/{id}': { approved: true, version: 1 },
  'PATCH /api/team/invites/{id}': { approved: true, version: 1 },
  'PATCH /api/trips/{id}': { tripName: 'Hostile trip', version: 1 },
  'POST /api/ai/flights': { departureCity: 'Paris', arrivalCity: 'Rome', departureDate: '2027-05-01', returnDate: '2027-05-08' },
  'POST /api/places/enrich': { tripId: '$trip' },
  'PATCH /api/billing/{tripId}/items/{itemId}': { billed: true, previous: false },
  'PUT /api/billing/{tripId}/include': { includeFlight: true, previous: false },
};
const baseOf = (key: string) => {
  const b = BASES[key];
  return b === undefined ? undefined : JSON.parse(JSON.stringify(b).replace('"$trip"', JSON.stringify(fixtures.ids.trip)));
};

const isStream = (op: Operation) =>
  Object.values(op.responses ?? {}).some((r) => Object.keys(r.content ?? {}).includes('text/event-stream'));

let t: TestApp;
let cookies: Record<Actor, string | undefined>;
let users: Record<Exclude<Actor, 'anonymous'>, TestUser>;
let fixtures: MatrixFixtures;
let doc: { paths: Record<string, Record<string, Operation>> };
/** Valid values of path parameters, by route and name (fixtures: a trip of `client`, a client, ...). */
let pathValues: (route: string, name: string) => string;
let queryValues: (name: string) => string | undefined;

beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 1_000_000 });
  const make = (role: string, approved = true) => t.user({ role, approved });
  users = {
    client: await make('client'),
    otherClient: await make('client'),
    organizer: await make('organizer'),
    unapprovedTeam: await make('team', false),
    team: await make('team'),
    superAdmin: await make('super_admin'),
  };
  cookies = { anonymous: undefined, ...Object.fromEntries(Object.entries(users).map(([k, v]) => [k, v.cookie])) } as never;
  const u = Object.fromEntries(Object.entries(users).map(([k, v]) => [k, { id: v.id, email: v.email }])) as MatrixFixtures['users'];
  fixtures = { users: u, ids: await createFixtures(t, u) };
  // A questionnaire and a prepared client, so body checks reach the services behind them.
  const q = await t.database.db
    .insertInto('trip_questionnaires')
    .values({ name: 'Hostile Guest', email: 'hostile-guest@example.com', destination: 'paris', duration: '3-5', budget: 'luxury', interests: ['culture'] })
    .returning('id')
    .executeTakeFirstOrThrow();
  fixtures.ids.questionnaire = q.id;
  const byRoute: Record<string, Record<string, string>> = {
    '/api/questionnaires/{id}': { id: q.id },
    '/api/questionnaires/{id}/client': { id: q.id },
    '/api/clients/{clientId}': { clientId: u.client.id },
  };
  pathValues = (route, name) => {
    for (const [prefix, values] of Object.entries(byRoute)) if (route.startsWith(prefix) && values[name]) return values[name];
    // Else the value the role matrix uses for this route (its fixtures).
    const fastify = route.replace(/\{(\w+)\}/g, ':$1');
    const row = matrixRows.find((r) => r.route === fastify);
    if (row) {
      const url = typeof row.url === 'function' ? row.url(fixtures) : row.url;
      const segs = url.split('?')[0]!.split('/');
      const idx = fastify.split('/').indexOf(`:${name}`);
      if (idx >= 0 && segs[idx]) return segs[idx];
    }
    return randomUUID();
  };
  queryValues = (name) => (name === 'tripId' ? fixtures.ids.trip : undefined);
  doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
});
afterAll(async () => {
  await t?.close();
});

/** The calls of one operation: odd path ids, odd query values, hostile bodies and fields. */
function callsOf(route: string, method: string, op: Operation): Call[] {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const base = bodySchema ? (baseOf(`${method} ${route}`) ?? sample(bodySchema)) : undefined;
  const url = (overrides: Record<string, string> = {}, query = '') => {
    let u = route.replace(/\{(\w+)\}/g, (_m, n: string) => overrides[n] ?? encodeURIComponent(pathValues(route, n)));
    const q = queryParams
      .filter((p) => p.required || queryValues(p.name))
      .map((p) => `${p.name}=${encodeURIComponent(queryValues(p.name) ?? String(sample(p.schema)))}`);
    if (query) q.push(query);
    if (q.length) u += `?${q.join('&')}`;
    return u;
  };
  const json = (b: unknown) => ({ body: JSON.stringify(b), contentType: 'application/json' });
  const withBody = base !== undefined ? json(base) : {};
  const calls: Call[] = [];
  for (const p of pathParams) {
    for (const odd of ODD_IDS) calls.push({ method, url: url({ [p.name]: odd }), ...withBody, label: `path ${p.name}=${odd.slice(0, 30)}` });
  }
  for (const p of queryParams) {
    for (const odd of ODD_QUERY) calls.push({ method, url: url({}, `${p.name}=${odd}`), ...withBody, label: `query ${p.name}=${odd.slice(0, 30)}` });
    calls.push({ method, url: url({}, `${p.name}=1&${p.name}=2`), ...withBody, label: `query ${p.name} twice` });
  }
  calls.push({ method, url: url({}, 'q=%00&search=%00&unknown=%00'), ...withBody, label: 'query q=%00' });
  if (bodySchema) {
    const whole: [string, string][] = [
      ['deep array body', deepArray(100_000)],
      ['deep object body', deepObject(50_000)],
      ['null body', 'null'],
      ['array body', '[]'],
      ['string body', '"x"'],
      ['number body', '2147483648'],
      ['broken JSON', '{"a":'],
      ['NUL key', '{"\\u0000":1}'],
    ];
    for (const [label, body] of whole) calls.push({ method, url: url(), body, contentType: 'application/json', label });
    calls.push({ method, url: url(), body: 'a=1', contentType: 'application/x-www-form-urlencoded', label: 'form body' });
    let hugeSent = false;
    for (const f of fieldPaths(bodySchema, base)) {
      // One 1 MB string per route (in its first text field); 5,000 characters elsewhere.
      const values = hostileValues(f.schema, !hugeSent);
      hugeSent ||= values.includes(MEGA);
      for (const v of values) {
        const shown = typeof v === 'string' ? JSON.stringify(v.slice(0, 20)) : JSON.stringify(v)?.slice(0, 30);
        calls.push({ method, url: url(), ...json(setPath(base, f.path, v)), label: `body ${f.path.join('.')}=${shown}` });
      }
      // Deep JSON inside a field.
      calls.push({ method, url: url(), body: JSON.stringify(setPath(base, f.path, 0)).replace(/0(?=[}\]]*$)/, deepArray(20_000)), contentType: 'application/json', label: `body ${f.path.join('.')}=deep` });
    }
  }
  return calls;
}

async function signInAgain() {
  for (const [k, v] of Object.entries(users) as [Exclude<Actor, 'anonymous'>, TestUser][]) {
    const probe = await t.app.inject({ url: '/api/auth/session', headers: { cookie: cookies[k] ?? '' } });
    if (probe.json().user) continue;
    try {
      cookies[k] = await sessionCookie(t.app, v.email, v.password);
    } catch {
      // A hostile call changed this actor (password, e-mail): a fresh one of the same role takes its place.
      const role = { client: 'client', otherClient: 'client', organizer: 'organizer', unapprovedTeam: 'team', team: 'team', superAdmin: 'super_admin' }[k];
      const fresh = await t.user({ role, approved: k !== 'unapprovedTeam' });
      cookies[k] = fresh.cookie;
    }
  }
}

describe('hostile input never gives a 5xx', () => {
  it('walks every route of the OpenAPI document as every principal', async () => {
    const failures: string[] = [];
    let count = 0;
    const send = async (call: Call, actor: Actor) => {
      count++;
      // A fresh address each time, so sign-up and Create Client get past 'already registered'.
      if (call.body) call = { ...call, body: call.body.replace(/hostile-\w{8}@example\.com/g, () => `hostile-${randomUUID().slice(0, 8)}@example.com`) };
      const res = await t.app.inject({
        method: call.method as 'GET',
        url: call.url,
        headers: {
          ...(cookies[actor] ? { cookie: cookies[actor] } : {}),
          ...(call.contentType ? { 'content-type': call.contentType } : {}),
        },
        ...(call.body !== undefined ? { payload: call.body } : {}),
      });
      if (res.statusCode >= 500) failures.push(`${actor} ${call.method} ${call.url.slice(0, 120)} [${call.label}] -> ${res.statusCode} ${res.body.slice(0, 160)}`);
      return res;
    };
    const operations = Object.entries(doc.paths).flatMap(([route, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ route, method: method.toUpperCase(), op })),
    );
    expect(operations.length).toBeGreaterThan(50);
    let streams = 0;
    const weakBases: string[] = [];
    for (const { route, method, op } of operations) {
      if (route === '/api/openapi.json') continue;
      const policy = op['x-policy'];
      expect(Object.keys(ALLOWED), `${method} ${route} policy`).toContain(policy);
      const calls = callsOf(route, method, op);
      const started = Date.now();
      if (isStream(op)) {
        // Open streams never end: only the anonymous refusal and odd ids, which answer at once.
        streams++;
        const odd = calls.filter((c) => c.label.startsWith('path '));
        const anon = await send({ method, url: route.replace(/\{(\w+)\}/g, (_m, n: string) => pathValues(route, n)), label: 'anonymous' }, 'anonymous');
        expect(anon.statusCode, `${method} ${route} anonymous`).toBe(401);
        // Odd ids answer at once (400/404); a well-formed id of no trip is left out, since a stream could open.
        for (const c of odd.filter((c) => !/^path \w+=[0-9a-f]{8}-/.test(c.label))) {
          await send(c, 'anonymous');
          await send(c, MAIN[policy]!);
        }
        continue;
      }
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      if (bodySchema) {
        const base = baseOf(`${method} ${route}`) ?? sample(bodySchema);
        const res = await send({ method, url: calls.find((c) => c.label === 'query q=%00')!.url.replace(/[?&]q=%00.*$/, ''), body: JSON.stringify(base), contentType: 'application/json', label: 'base' }, MAIN[policy]!);
        if (res.statusCode === 400) weakBases.push(`${method} ${route}: ${res.body.slice(0, 200)}`);
      }
      for (const actor of actors) {
        const allowed = ALLOWED[policy]!.includes(actor);
        // The main principal gets every variant; the others a spread of a few (three when the
        // policy lets them in, two when it refuses them before any validation).
        const few = allowed ? 3 : 2;
        const picked = actor === MAIN[policy] ? calls : calls.filter((_c, i) => i % Math.max(1, Math.floor(calls.length / few)) === actors.indexOf(actor) % Math.max(1, Math.floor(calls.length / few))).slice(0, few);
        for (const c of picked) await send(c, actor);
      }
      if (route.startsWith('/api/auth/') || route.startsWith('/api/team/users/')) await signInAgain();
      if (process.env.HOSTILE_REPORT && Date.now() - started > 1000) console.log(`slow: ${method} ${route} ${Date.now() - started} ms, ${calls.length} variants`);
    }
    expect(streams).toBeGreaterThan(0);
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    if (weakBases.length) console.log(`bodies refused as a whole (fields checked only by validation):\n${weakBases.join('\n')}`);
    console.log(`hostile calls: ${count}, 5xx: ${failures.length}`);
    if (process.env.HOSTILE_REPORT) writeFileSync(process.env.HOSTILE_REPORT, [`calls ${count} 5xx ${failures.length}`, ...failures].join('\n'));
    expect(failures).toEqual([]);
  }, 300_000);

  it('out-of-range travel values: refused on write, and read without a 5xx once stored (issue 24)', async () => {
    const failures: string[] = [];
    const trip = fixtures.ids.trip;
    const call = async (actor: Actor, method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { ...(cookies[actor] ? { cookie: cookies[actor] } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
        ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
      });
      if (res.statusCode >= 500) failures.push(`${actor} ${method} ${url} -> ${res.statusCode} ${res.body.slice(0, 160)}`);
      return res;
    };
    const flight = { airline: 'AF', departure: '2027-05-01T09:00', arrival: '2027-05-01T11:00', price: 100 };
    const hotel = { name: 'H', checkIn: '2027-05-01', checkOut: '2027-05-03', pricePerNight: 100, rooms: 1 };
    const travelValues: [string, unknown][] = [
      ['outboundFlight', { ...flight, price: 1e14 }],
      ['outboundFlight', { ...flight, price: Number.MAX_VALUE }],
      ['returnFlight', { ...flight, airline: 'A'.repeat(900_000) }],
      ['returnFlight', { ...flight, arrival: '2027-04-30T09:00' }],
      ['returnFlight', { ...flight, departure: '0000-01-01T00:00' }],
      ['hotel', { ...hotel, rooms: Number.MAX_SAFE_INTEGER }],
      ['hotel', { ...hotel, checkOut: '2027-04-01' }],
      ['hotel', { ...hotel, checkIn: 'tomorrow' }],
      ['hotel', { ...hotel, coordinates: { lat: 91, lng: 181 } }],
      ['hotel', { ...hotel, pricePerNight: -1e14 }],
      ['destinationLatitude', 91],
      ['destinationLongitude', -181],
      ['destinationPhotoUrl', 'javascript:alert(1)'],
      ['budgetEur', 1e300],
    ];
    for (const [field, value] of travelValues) {
      const res = await call('superAdmin', 'PATCH', `/api/trips/${trip}`, { version: 1, [field]: value });
      expect(res.statusCode, `${field}=${JSON.stringify(value).slice(0, 60)}: ${res.body.slice(0, 200)}`).toBe(400);
    }
    for (const key of ['', ' ', 'k'.repeat(201), 'a\u0000b', 'é']) {
      await call('client', 'POST', '/api/custom-activities', { title: 'T', address: 'A' }, { 'idempotency-key': key });
    }
    // Rows written before the bounds: every read of the trip answers without a 5xx.
    await t.database.db
      .updateTable('trips')
      .set({
        outbound_flight: JSON.stringify({ ...flight, price: 1e14, airline: 'A'.repeat(200_000) }),
        return_flight: JSON.stringify({ ...flight, price: Number.MAX_VALUE }),
        hotel: JSON.stringify({ ...hotel, pricePerNight: 1e14, rooms: Number.MAX_SAFE_INTEGER, checkIn: '0001-01-01', checkOut: '9999-12-31', coordinates: { lat: 91, lng: 500 } }),
        hotel_coordinates: JSON.stringify({ lat: 91, lng: 12 }),
        destination_latitude: 91,
        destination_longitude: 500,
        destination_photo_url: 'javascript:alert(1)',
        include_flight_in_billing: true,
        include_hotel_in_billing: true,
      })
      .where('id', '=', trip)
      .execute();
    const reads = Object.entries(doc.paths).flatMap(([route, ops]) =>
      Object.entries(ops)
        .filter(([method, op]) => (method === 'get' || route.startsWith('/api/distances/')) && !isStream(op) && /\{(tripId|id)\}/.test(route) && /trips|billing|distances|workspace/.test(route))
        .map(([method]) => ({ method: method.toUpperCase(), url: route.replace(/\{(\w+)\}/g, (_m, n: string) => (n === 'tripId' || n === 'id' ? trip : pathValues(route, n))) })),
    );
    expect(reads.length).toBeGreaterThan(5);
    for (const r of reads) for (const actor of ['superAdmin', 'client'] as const) await call(actor, r.method, r.url);
    expect(failures).toEqual([]);
  }, 120_000);
});

describe('hostile values are refused with a 400 naming the field', () => {
  const post = (url: string, body: unknown, cookie?: string) =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, payload: JSON.stringify(body) });
  const questionnaire = { name: 'Ada Lovelace', email: 'ada@example.com', destination: 'paris', duration: '3-5', budget: 'luxury', interests: ['culture'] };

  it('control characters, and line breaks in a single-line field', async () => {
    const nul = await post('/api/questionnaires', { ...questionnaire, name: 'Ada\u0000' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.fields.name).toBe('Must not contain control characters');
    expect(nul.json().error.message).toContain('name');
    const lines = await post('/api/questionnaires', { ...questionnaire, name: 'Ada\nBcc: x@example.com' });
    expect(lines.statusCode).toBe(400);
    expect(lines.json().error.fields.name).toBe('Must fit on one line');
    // A multi-line field keeps its newlines.
    const requests = await post('/api/questionnaires', { ...questionnaire, specialRequests: 'A quiet room.\nLate check-out.' });
    expect(requests.statusCode).toBe(200);
    const search = await t.app.inject({ url: '/api/trips?q=%00', headers: { cookie: cookies.superAdmin! } });
    expect(search.statusCode).toBe(400);
    expect(search.json().error.fields).toHaveProperty('q');
    const key = await post('/api/places/search', { query: 'Louvre', location: null, ['x\u0000']: 1 }, cookies.client);
    expect(key.statusCode).toBe(400);
    // Half a surrogate pair, deep in a free-form document: PostgreSQL would refuse it with a 500.
    const trip = await t.app.inject({ url: `/api/trips/${fixtures.ids.trip}`, headers: { cookie: cookies.superAdmin! } });
    const { version } = trip.json() as { version: number };
    const day = { id: randomUUID(), date: '2027-05-10', title: 'Arrival \ud800', timeSlots: [] };
    const lone = await t.app.inject({
      method: 'PUT',
      url: `/api/trips/${fixtures.ids.trip}/days`,
      headers: { 'content-type': 'application/json', cookie: cookies.superAdmin! },
      payload: JSON.stringify({ version, mode: 'editor', days: [day] }),
    });
    expect(lone.statusCode).toBe(400);
    expect(Object.values(lone.json().error.fields)).toEqual(['Must be valid Unicode text']);
  });

  it('numbers past their column and dates outside 1900-2200', async () => {
    const version = await t.app.inject({
      method: 'PATCH',
      url: `/api/trips/${fixtures.ids.trip}/visibility`,
      headers: { 'content-type': 'application/json', cookie: cookies.superAdmin! },
      payload: JSON.stringify({ visibleToClient: true, version: 2147483648 }),
    });
    expect(version.statusCode).toBe(400);
    expect(version.json().error.fields).toHaveProperty('version');
    for (const date of ['0000-01-01', '1899-12-31', '2201-01-01']) {
      const res = await post('/api/clients', { email: `dates-${date}@example.com`, startDate: date }, cookies.superAdmin);
      expect(res.statusCode, date).toBe(400);
      expect(res.json().error.fields.startDate, date).toBe('Please enter a date between 1900 and 2200');
    }
    const ok = await post('/api/clients', { email: 'dates-ok@example.com', startDate: '2200-12-31' }, cookies.superAdmin);
    expect(ok.statusCode).toBe(201);
  });

  it('deep JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/places/search',
      headers: { 'content-type': 'application/json', cookie: cookies.client! },
      payload: `{"query":"Louvre","location":${'{"a":'.repeat(40)}1${'}'.repeat(40)}}`,
    });
    expect(res.statusCode).toBe(400);
  });
});
