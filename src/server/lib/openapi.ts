import { z } from 'zod';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Policy } from '#shared/permissions.js';
import { ErrorBody } from '#shared/contracts/common.js';

/**
 * What the OpenAPI document says beyond the routes' zod schemas, made in one place for every route
 * (ADR 035): each operation's `operationId`, its `security` from its access policy, its `x-policy`,
 * the media type of answers that are not JSON, and the 400 and 403 every route can answer by
 * construction. Route files only declare what their answers are (`mediaResponse`, `eventStream`).
 */

/** better-auth's session cookie (auth/auth.ts: cookiePrefix `mv`; `__Secure-` in front on https). */
export const SESSION_COOKIE = 'mv.session_token';
export const SESSION_SCHEME = 'sessionCookie';

export const securitySchemes = {
  [SESSION_SCHEME]: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      "The session set by POST /api/auth/sign-in (better-auth's signed session cookie; named `__Secure-mv.session_token` when the site is served over https). " +
      'Which signed-in people an operation admits is its `x-policy` (signed-in, staff, super-admin); finer rules are checked by the service.',
  },
} as const;

// ---------------------------------------------------------------------------------------------
// Answers that are not JSON

interface Media {
  types: string[];
  /** Bytes (a PDF, a photo): the document shows a binary string instead of the schema. */
  binary: boolean;
}
const mediaOf = new WeakMap<object, Media>();

/**
 * A response whose body is a file or a page, not JSON: the document declares it with these media
 * types. The schema stays what Fastify uses (z.any() lets bytes and text through untouched).
 */
export function mediaResponse(types: string | string[], description: string, opts: { binary?: boolean } = {}) {
  const schema = z.any().describe(description);
  const list = Array.isArray(types) ? types : [types];
  mediaOf.set(schema, { types: list, binary: opts.binary ?? !list.every((t) => t.startsWith('text/') || t.endsWith('+xml')) });
  return schema;
}

/**
 * The 200 answer of a Server-Sent Events stream: each event is `event: <name>` and `data: <JSON>`
 * lines; `events` maps each event name to the schema of its data. The route writes the stream
 * itself (lib/sse.ts), so the schema only documents it.
 */
export function eventStream(description: string, events: Record<string, z.ZodType>) {
  const names = Object.keys(events) as [string, ...string[]];
  const schema = z
    .object({
      event: z.enum(names).describe('The `event:` line: what happened'),
      data: z.union([...new Set(Object.values(events))] as [z.ZodType, z.ZodType, ...z.ZodType[]]).describe('The `data:` line, JSON'),
    })
    .describe(description);
  mediaOf.set(schema, { types: ['text/event-stream'], binary: false });
  return schema;
}

/** `ready` when the stream opens, `end` when the viewer lost access (lib/sse.ts): no data. */
export const StreamSignal = z.object({}).describe('{}');

/** An answer without a body (304 Not Modified). */
export function noBody(description: string) {
  const schema = z.null().describe(description);
  mediaOf.set(schema, { types: [], binary: false });
  return schema;
}

// ---------------------------------------------------------------------------------------------
// operationId

/**
 * Ids where the rule below reads worse than a name: actions (POST .../restore) and verbs the method
 * does not say (PUT .../pin). Keyed by method and the route as registered; the rest are made by the rule.
 */
const OPERATION_IDS: Record<string, string> = {
  'GET /api/auth/session': 'getSession',
  'POST /api/auth/sign-in': 'signIn',
  'POST /api/auth/sign-up': 'signUp',
  'POST /api/auth/sign-out': 'signOut',
  'POST /api/auth/forgot-password': 'requestPasswordReset',
  'GET /api/auth/reset-password/:token': 'checkPasswordResetToken',
  'POST /api/auth/reset-password': 'resetPassword',
  'POST /api/auth/password': 'changePassword',
  'POST /api/auth/name': 'setAccountName',
  'POST /api/auth/confirm-email': 'confirmEmail',
  'GET /api/auth/account': 'getAccount',
  'PATCH /api/auth/account': 'updateAccount',
  'DELETE /api/auth/account': 'deleteAccount',
  'POST /api/questionnaires/:id/client': 'createClientFromQuestionnaire',
  'GET /api/team': 'listTeam',
  'PUT /api/profile': 'saveProfile',
  'GET /api/trips/templates': 'listTripTemplates',
  'POST /api/team/users/:id/reset-password': 'resetTeamUserPassword',
  'PUT /api/trips/:id/days': 'saveTripDays',
  'PUT /api/trips/:id/selection': 'chooseTripOption',
  'POST /api/trips/:id/options': 'addTripOption',
  'POST /api/trips/:id/clear-activities': 'clearTripActivities',
  'GET /api/trips/:id/events': 'followTripEvents',
  'PUT /api/trips/:id/organizers/:userId': 'attachTripOrganizer',
  'DELETE /api/trips/:id/organizers/:userId': 'detachTripOrganizer',
  'PUT /api/trips/:id/pin': 'pinTrip',
  'DELETE /api/trips/:id/pin': 'unpinTrip',
  'POST /api/trips/:id/send': 'sendTripToClient',
  'POST /api/trips/:id/approve': 'approveTrip',
  'POST /api/trips/:id/request-changes': 'requestTripChanges',
  'GET /api/trips/:id/changes-for-me': 'getTripChangesSinceSeen',
  'POST /api/trips/:id/changes-for-me/seen': 'markTripChangesSeen',
  'POST /api/trips/:id/versions/:version/restore': 'restoreTripVersion',
  'PATCH /api/trips/:id/visibility': 'setTripVisibility',
  'PATCH /api/trips/:id/folder': 'moveTripToFolder',
  'POST /api/trips/:id/restore': 'restoreTrip',
  'GET /api/dashboard/counts': 'getDashboardCounts',
  'POST /api/clients/:clientId/trips': 'createClientTrip',
  'POST /api/clients/:clientId/clone': 'cloneTripForClient',
  'POST /api/clients/:clientId/reset-password': 'sendClientPasswordReset',
  'POST /api/clients/:clientId/invitation': 'sendClientInvitation',
  'GET /api/blog/latest': 'listLatestBlogPosts',
  'GET /api/map/tiles/:version/:z/:x/:y': 'getMapTile',
  'GET /api/map/labels/:version': 'getMapLabels',
  'GET /api/notifications/unsubscribe': 'showUnsubscribePage',
  'POST /api/notifications/unsubscribe': 'unsubscribe',
  'GET /api/notifications/events': 'followNotificationEvents',
  'POST /api/notifications/read-all': 'markAllNotificationsRead',
  'GET /api/exchange-rates/latest': 'getLatestExchangeRate',
  'POST /api/exchange-rates/fetch': 'fetchExchangeRates',
  'POST /api/distances/trips/:tripId': 'calculateTripDistances',
  'POST /api/ai/itinerary': 'generateItinerary',
  'POST /api/ai/slot-activities': 'generateSlotActivities',
  'POST /api/ai/flights': 'searchFlights',
  'POST /api/places/search': 'searchPlaces',
  'POST /api/places/geocode': 'geocode',
  'GET /api/places/:id/image': 'getPlaceImage',
  'GET /api/places/photo': 'getPlacePhoto',
  'GET /api/places/capabilities': 'getPlacesCapabilities',
  'POST /api/places/enrich': 'enrichTripActivities',
  'GET /api/billing/:tripId': 'getBilling',
  'POST /api/billing/:tripId/activities': 'addBillingActivity',
  'POST /api/billing/:tripId/expenses': 'addBillingExpense',
  'DELETE /api/billing/:tripId/items': 'deleteAllBillingItems',
  'POST /api/billing/:tripId/items/:itemId/reprice': 'repriceBillingItem',
  'POST /api/billing/:tripId/unlock-all': 'unlockAllBillingCosts',
  'POST /api/billing/:tripId/unselect-all': 'unselectAllTripOptions',
  'PUT /api/billing/:tripId/include': 'setBillingIncludes',
  'PUT /api/billing/:tripId/travel/:part': 'setTravelBilled',
  'GET /api/billing/:tripId/statement.pdf': 'getBillingStatementPdf',
  'GET /api/billing/:tripId/itinerary.pdf': 'getItineraryPdf',
  'GET /api/billing/:tripId/calendar.ics': 'getTripCalendar',
  'GET /api/billing/:tripId/calendar-subscription': 'getCalendarSubscription',
  'POST /api/billing/:tripId/calendar-subscription': 'createCalendarSubscription',
  'DELETE /api/billing/:tripId/calendar-subscription': 'revokeCalendarSubscription',
  'GET /api/billing/feeds/:token/calendar.ics': 'getCalendarFeed',
  'GET /api/workspace/trips': 'listWorkspaceTrips',
  'GET /api/workspace/trips/:tripId': 'getWorkspaceTrip',
  'GET /api/shared/:token': 'getSharedTrip',
  'GET /api/shared/:token/calendar.ics': 'getSharedTripCalendar',
};

const VERBS: Record<string, string> = { GET: 'get', POST: 'create', PUT: 'put', PATCH: 'update', DELETE: 'delete' };

/** trips -> trip, activities -> activity, places -> place; words that are not plural stay. */
function singular(word: string): string {
  if (/ies$/.test(word)) return word.replace(/ies$/, 'y');
  if (/(ss|us)$/.test(word) || !word.endsWith('s')) return word;
  return word.slice(0, -1);
}

const pascal = (word: string) =>
  word
    .split(/[-_.]/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

/**
 * The operation's id: a name from the table above, or the method's verb and the path's nouns, a
 * collection before an id made singular (`GET /api/trips/:id/history` -> `getTripHistory`,
 * `GET /api/clients` -> `listClients`, `PATCH /api/notifications/:id` -> `updateNotification`).
 * Stable: it changes only when the route's method or path does.
 */
export function operationIdOf(method: string, url: string): string {
  const named = OPERATION_IDS[`${method} ${url}`];
  if (named) return named;
  const segments = url.replace(/^\/api\//, '').split('/').filter(Boolean);
  const words = segments.flatMap((s, i) => (s.startsWith(':') ? [] : [segments[i + 1]?.startsWith(':') ? singular(s) : s]));
  const last = segments.at(-1) ?? '';
  const collection = !last.startsWith(':') && singular(last) !== last;
  const verb = method === 'GET' && collection ? 'list' : method === 'POST' && collection ? 'create' : (VERBS[method] ?? method.toLowerCase());
  // POST to a collection creates one of it: createClient, not createClients.
  if (verb === 'create' && collection) words[words.length - 1] = singular(last);
  return verb + words.map(pascal).join('');
}

// ---------------------------------------------------------------------------------------------
// The transform of each route's schema into its operation

type JsonSchema = Record<string, unknown>;
type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
interface RouteLike {
  method: string | string[];
  url: string;
  config?: { policy?: Policy; anyOrigin?: boolean };
  schema?: { response?: Record<string, unknown>; params?: unknown; querystring?: unknown; body?: unknown };
}

/**
 * OpenAPI 3.0 wants `type` beside `nullable`: zod writes a nullable union as
 * `{ anyOf: [...], nullable: true }`, so the nullability moves into each typed branch.
 */
function fixNullableUnions(node: unknown): void {
  if (Array.isArray(node)) {
    for (const n of node) fixNullableUnions(n);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const s = node as JsonSchema;
  const branches = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  if (s.nullable === true && s.type === undefined && Array.isArray(branches) && branches.every((b) => typeof b.type === 'string')) {
    for (const b of branches) b.nullable = true;
    delete s.nullable;
  }
  for (const v of Object.values(s)) fixNullableUnions(v);
}

const errorSchema = () => z.toJSONSchema(ErrorBody, { target: 'openapi-3.0' }) as JsonSchema;

/** `transform` of @fastify/swagger: the zod schemas as JSON schema, then what ADR 035 adds. */
export function openApiTransform(input: TransformInput) {
  const result = jsonSchemaTransform(input) as { schema: JsonSchema & { hide?: boolean }; url: string };
  const route = (input as unknown as { route: RouteLike }).route;
  const schema = result.schema;
  if (!schema || schema.hide || !route) return result;
  const method = (Array.isArray(route.method) ? route.method.find((m) => m !== 'HEAD') : route.method) ?? 'GET';
  const policy = route.config?.policy;

  schema.operationId ??= operationIdOf(method, route.url);
  schema['x-policy'] = policy ?? 'unknown';
  // Public operations need no session; every other one names the session cookie.
  schema.security = policy === 'public' || policy === undefined ? [] : [{ [SESSION_SCHEME]: [] }];

  const rawResponses = route.schema?.response ?? {};
  const responses = (schema.response ??= {}) as Record<string, JsonSchema>;
  for (const [code, raw] of Object.entries(rawResponses)) {
    const media = raw && typeof raw === 'object' ? mediaOf.get(raw) : undefined;
    const converted = responses[code];
    if (!media || !converted) continue;
    const description = (converted.description as string | undefined) ?? 'Default Response';
    if (media.types.length === 0) {
      responses[code] = { type: 'null', description };
      continue;
    }
    const body = media.binary ? { type: 'string', format: 'binary', description } : converted;
    responses[code] = { description, content: Object.fromEntries(media.types.map((t) => [t, { schema: body }])) };
  }
  // Bad input is refused with 400 before any handler runs; a cross-site write with 403 (app.ts).
  const takesInput = Boolean(route.schema?.params || route.schema?.querystring || route.schema?.body);
  if (takesInput) responses['400'] ??= errorSchema();
  if (method !== 'GET' && !route.config?.anyOrigin) responses['403'] ??= errorSchema();
  fixNullableUnions(schema);
  return result;
}
