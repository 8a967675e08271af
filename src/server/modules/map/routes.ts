import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '#shared/contracts/common.js';
import {
  LabelsParams,
  MAP_MAX_ZOOM,
  MapConfigResponse,
  MapLabelsResponse,
  TileParams,
  VectorTile,
} from '#shared/contracts/map.js';
import type { Basemap, EncodedBody } from '#server/providers/basemap/basemap.js';
import { createNaturalEarthBasemap } from '#server/providers/basemap/natural-earth.js';
import { badRequest, notFound } from '#server/lib/errors.js';
import { tileUrlProblem } from '#server/providers/basemap/tile-config.js';

/**
 * The trip map's basemap (issue 8 §5, ADR 010), registered under /api/map.
 *
 * GET /config tells the browser what to draw: our own Natural Earth vector tiles
 * (the default, no internet needed) or, when MAP_TILE_URL is set, a real tile
 * server that the browser loads directly. Tiles and labels carry the data's
 * version in their URL and never change: they are cached for a year. Everything
 * is public: land and country names are no secret, and no session lookup is spent
 * on the dozens of tiles a map asks for.
 */
export interface MapPluginOptions {
  /** MAP_TILE_URL: a raster tile server's URL template, with {z}, {x} and {y}. */
  tileUrl?: string;
  /** MAP_TILE_ATTRIBUTION: the credit that tile server requires (plain text). */
  tileAttribution?: string;
  /** Default: Natural Earth from the world-atlas package. */
  basemap?: Basemap;
}

const YEAR = 365 * 24 * 3600;
const IMMUTABLE = `public, max-age=${YEAR}, immutable`;

export default async function mapRoutes(fastify: FastifyInstance, options: MapPluginOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Options win (tests); otherwise MAP_TILE_URL / MAP_TILE_ATTRIBUTION through config.ts.
  const config = (fastify as { ctx?: { config?: { mapTileUrl?: string; mapTileAttribution?: string } } }).ctx?.config;
  options = { tileUrl: config?.mapTileUrl, tileAttribution: config?.mapTileAttribution, ...options };
  if (options.tileUrl) {
    const problem = tileUrlProblem(options.tileUrl);
    if (problem) throw new Error(`MAP_TILE_URL ${problem}`);
  }
  const basemap = options.basemap ?? createNaturalEarthBasemap();
  const base = fastify.prefix; // '/api/map' once registered

  app.get(
    '/config',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['map'],
        summary: 'Which basemap the trip map draws: our offline tiles, or the configured tile server',
        response: { 200: MapConfigResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      if (options.tileUrl) {
        return {
          basemap: {
            kind: 'remote' as const,
            tileUrl: options.tileUrl,
            attribution: options.tileAttribution ?? '',
            maxZoom: MAP_MAX_ZOOM,
          },
        };
      }
      void basemap.labels().catch(() => undefined); // a map is about to ask for tiles: load the data now
      return {
        basemap: {
          kind: 'offline' as const,
          tileUrl: `${base}/tiles/${basemap.version}/{z}/{x}/{y}`,
          labelsUrl: `${base}/labels/${basemap.version}`,
          attribution: basemap.attribution,
          maxZoom: MAP_MAX_ZOOM,
        },
      };
    },
  );

  app.get(
    '/tiles/:version/:z/:x/:y',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['map'],
        summary: 'One vector tile of the offline basemap (land and borders), standard z/x/y',
        params: TileParams,
        response: { 200: VectorTile, 304: z.null(), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { version, z: zoom, x, y } = request.params;
      const n = 2 ** zoom;
      if (x >= n || y >= n) throw badRequest(`At zoom ${zoom} tile x and y must be below ${n}`, x >= n ? { x: `Must be below ${n}` } : { y: `Must be below ${n}` });
      if (version !== basemap.version) throw notFound('Unknown basemap version: reload the page');
      return sendBody(request, reply, await basemap.tile(zoom, x, y));
    },
  );

  app.get(
    '/labels/:version',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['map'],
        summary: 'Country and city names of the offline basemap',
        params: LabelsParams,
        response: { 200: MapLabelsResponse, 304: z.null(), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      if (request.params.version !== basemap.version) throw notFound('Unknown basemap version: reload the page');
      return sendBody(request, reply, await basemap.labels());
    },
  );
}

/** Sends prepared JSON bytes (already compressed when the browser accepts it), or 304 when unchanged. */
function sendBody(request: FastifyRequest, reply: FastifyReply, body: EncodedBody) {
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  // A strong validator names one representation: the compressed forms get their own.
  const etag = encoding ? body.etag.replace(/"$/, `-${encoding}"`) : body.etag;
  reply.header('cache-control', IMMUTABLE);
  reply.header('etag', etag);
  reply.header('vary', 'accept-encoding');
  const match = request.headers['if-none-match'];
  if (match && match.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
    return reply.status(304).send();
  }
  reply.type('application/json; charset=utf-8');
  if (encoding) {
    reply.header('content-encoding', encoding);
    return reply.send(body.encoded(encoding));
  }
  return reply.send(body.json);
}

function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name!.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
  return null;
}
