import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EnrichBody,
  EnrichResponse,
  GeocodeBody,
  GeocodeResponse,
  PlaceIdParams,
  PlaceListQuery,
  PlaceListResponse,
  PlacePhotoQuery,
  PlaceSearchBody,
  PlaceSearchResponse,
  PlacesCapabilities,
} from '#shared/contracts/places.js';
import { PLACES_MESSAGES } from '#shared/domain/places.js';
import { errorResponses, signedInActor } from '#server/lib/http.js';
import { ErrorBody } from '#shared/contracts/common.js';
import { mediaResponse, noBody } from '#server/lib/openapi.js';

/** A picture never changes for a week; its ETag tells a browser when the catalogue changed it. */
const IMAGE_CACHE = 'public, max-age=604800, immutable';

/**
 * /api/places (issue 8 §1; spec §7 google-places-search, google-geocode-search): the search
 * box, the geocoder of destination and address fields, the backoffice catalogue, the drawn
 * pictures and Google's photos through our server. Registered with the prefix /places.
 */
export default async function placesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const places = () => app.ctx.services.places;

  app.post(
    '/search',
    {
      config: { policy: 'signed-in', signInMessage: PLACES_MESSAGES.signInToSearch },
      schema: {
        tags: ['places'],
        summary:
          'google-places-search {query, location}: at most 5 places, best text match first, then nearest to location (the catalogue offline, Google Places when configured); 502 when the provider fails',
        body: PlaceSearchBody,
        response: { 200: PlaceSearchResponse, 502: ErrorBody, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return places().search(request.body);
    },
  );

  app.post(
    '/geocode',
    {
      config: { policy: 'signed-in', signInMessage: PLACES_MESSAGES.signInToSearch },
      schema: {
        tags: ['places'],
        summary:
          'google-geocode-search {query}: countries, cities, towns and places with formatted_address, location and photoUrl, for destination and address fields; 502 when the provider fails',
        body: GeocodeBody,
        response: { 200: GeocodeResponse, 502: ErrorBody, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return places().geocode(request.body.query);
    },
  );

  app.get(
    '',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['places'],
        summary: 'The built-in catalogue for the backoffice: search (name, address, city, kind), city and kind filters, paging, and the filters’ counts',
        querystring: PlaceListQuery,
        response: { 200: PlaceListResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return places().list(request.query);
    },
  );

  app.get(
    '/:id/image',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['places'],
        summary: 'The drawn picture (SVG) of a catalogue place: what it is, its name and its city’s colours',
        params: PlaceIdParams,
        response: {
          200: mediaResponse('image/svg+xml', 'The picture (SVG)'),
          304: noBody('Not Modified: the picture named by If-None-Match'),
          400: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const image = places().image(request.params.id);
      reply.header('cache-control', IMAGE_CACHE);
      reply.header('etag', image.etag);
      reply.header('x-content-type-options', 'nosniff');
      // An SVG opened on its own may not run anything.
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      const match = request.headers['if-none-match'];
      if (match && match.split(',').some((t) => t.trim().replace(/^W\//, '') === image.etag)) return reply.status(304).send(null);
      return reply.type('image/svg+xml; charset=utf-8').send(image.svg);
    },
  );

  app.get(
    '/photo',
    {
      config: { policy: 'signed-in' },
      schema: {
        tags: ['places'],
        summary: 'A Google Places photo fetched with our key and passed on (the key never reaches a browser); 404 when Google Places is not configured, 502 when it fails',
        querystring: PlacePhotoQuery,
        response: { 200: mediaResponse(['image/jpeg', 'image/png', 'image/webp'], 'The photo, in the type Google sent'), 502: ErrorBody, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const photo = await places().photo(request.query.name, request.query.maxWidth);
      reply.header('cache-control', 'private, max-age=86400');
      reply.header('x-content-type-options', 'nosniff');
      return reply.type(photo.contentType).send(photo.body);
    },
  );

  app.get(
    '/capabilities',
    {
      config: { policy: 'signed-in' },
      schema: {
        tags: ['places'],
        summary: "What the places provider can do: { enrich } is true only with Google Places configured, so screens offer 'Enrich with Google' only then",
        response: { 200: PlacesCapabilities, ...errorResponses(401) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, max-age=300');
      return places().capabilities();
    },
  );

  app.post(
    '/enrich',
    {
      config: { policy: 'signed-in' },
      schema: {
        tags: ['places'],
        summary:
          "enrich-trip-activities {tripId}: fills phone, website, openingHours, types, editorialSummary, priceLevel and coordinates of the trip's options (staff, or an organizer of the trip); 'Please select a trip first' without a trip; 502 when the provider fails (nothing written)",
        body: EnrichBody,
        response: { 200: EnrichResponse, 502: ErrorBody, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => places().enrich(await signedInActor(request), request.body.tripId),
  );
}
