import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import accountsRoutes from './accounts/routes.js';
import blogRoutes from './blog/routes.js';
import clientsRoutes from './clients/routes.js';
import dashboardRoutes from './dashboard/routes.js';
import healthRoutes from './health/routes.js';
import profileRoutes from './profile/routes.js';
import questionnairesRoutes from './questionnaires/routes.js';
import teamRoutes from './team/routes.js';
import tripsRoutes from './trips/routes.js';
import mapRoutes from './map/routes.js';
import placesRoutes from './places/routes.js';
import customActivitiesRoutes from './custom-activities/routes.js';
import notificationsRoutes from './notifications/routes.js';
import exchangeRatesRoutes from './exchange-rates/routes.js';
import distancesRoutes from './distances/routes.js';
import aiRoutes from './ai/routes.js';
import billingRoutes from './billing/routes.js';
import workspaceRoutes from './workspace/routes.js';
import { sharedRoutes } from './shares/routes.js';

/** One API module: its URL prefix under /api and its routes, and what docs/api.md says of it. */
export interface ApiModule {
  prefix: string;
  routes: FastifyPluginAsync;
  /** The resource's one name (contract file, server module, web feature; ADR 008). */
  resource: string;
  /** Its contract files under src/shared/contracts/ (markdown). */
  contracts: string;
  /** How it reaches data it does not own, or a word on its tables (markdown); the tables it writes come from db/owners.ts. */
  note: string;
}

/**
 * Every API module with the URL prefix it owns under /api (ADR 008). Each module's
 * routes are a Fastify plugin registered here with its prefix, so a route can only
 * land under its own module's URLs. A new module adds one line; docs/api.md is made from
 * this table and the registered routes (npm run api-doc).
 */
export const MODULES: ReadonlyArray<ApiModule> = [
  { prefix: '/health', routes: healthRoutes, resource: 'health', contracts: '(inline)', note: '' },
  {
    prefix: '/auth',
    routes: accountsRoutes,
    resource: 'accounts',
    contracts: '`auth.ts`, `account.ts`',
    note: 'better-auth writes `users` and `auth_*` for it at sign-in and sign-out',
  },
  {
    prefix: '/questionnaires',
    routes: questionnairesRoutes,
    resource: 'questionnaires',
    contracts: '`questionnaires.ts` (the form), `questionnaire-list.ts` (staff list), `questionnaire-review.ts` (review)',
    note: '',
  },
  { prefix: '/team', routes: teamRoutes, resource: 'team', contracts: '`team.ts`', note: 'none: invites, roles and deletions are written by the accounts service (`accounts.staff`)' },
  { prefix: '/profile', routes: profileRoutes, resource: 'profile', contracts: '`profile.ts`', note: 'none: reads its columns of `users`, saves through the accounts service' },
  {
    prefix: '/trips',
    routes: tripsRoutes,
    resource: 'trips',
    contracts: '`trips.ts` (list, dashboard), `trip-detail.ts` (one whole trip), `trip-organizers.ts`',
    note: "under `/api/trips/:id`, the `proposals/` module answers 'Send to client', approval and 'what changed', and writes `trip_approvals`, `trip_client_views` (ADR 037)",
  },
  {
    prefix: '/dashboard',
    routes: dashboardRoutes,
    resource: 'dashboard',
    contracts: '`trips.ts` (`DashboardCounts`)',
    note: 'none: it asks the trips and questionnaires services',
  },
  { prefix: '/clients', routes: clientsRoutes, resource: 'clients', contracts: '`clients.ts`', note: 'client users and records are written through the accounts service, `accounts.clientRecords`' },
  { prefix: '/blog', routes: blogRoutes, resource: 'blog', contracts: '`blog.ts`', note: '' },
  { prefix: '/map', routes: mapRoutes, resource: 'map', contracts: '`map.ts`', note: 'none: the offline basemap files it serves (ADR 010)' },
  { prefix: '/notifications', routes: notificationsRoutes, resource: 'notifications', contracts: '`notifications.ts`', note: '' },
  { prefix: '/exchange-rates', routes: exchangeRatesRoutes, resource: 'exchange rates', contracts: '`exchange-rates.ts`', note: '' },
  {
    prefix: '/distances',
    routes: distancesRoutes,
    resource: 'distances',
    contracts: '`distances.ts`',
    note: 'days are written through the trips service',
  },
  { prefix: '/ai', routes: aiRoutes, resource: 'ai', contracts: '`ai.ts`', note: 'none: suggestions only (the trips service checks access)' },
  {
    prefix: '/places',
    routes: placesRoutes,
    resource: 'places',
    contracts: '`places.ts`',
    note: "`places` is the built-in catalogue, loaded at start; `place_cache` keeps Google's answers",
  },
  {
    prefix: '/custom-activities',
    routes: customActivitiesRoutes,
    resource: 'custom activities',
    contracts: '`places.ts` (`CustomActivity`)',
    note: '',
  },
  {
    prefix: '/billing',
    routes: billingRoutes,
    resource: 'billing',
    contracts: '`billing.ts`',
    note: 'its changes are trip writes through the trips service (ADR 025)',
  },
  {
    prefix: '/workspace',
    routes: workspaceRoutes,
    resource: 'workspace',
    contracts: '`workspace.ts`',
    note: 'none: reads through the trips, clients and questionnaires services',
  },
  // The companions' reads by a link's secret; a trip's /share-links sit under /trips (ADR 031).
  {
    prefix: '/shared',
    routes: sharedRoutes,
    resource: 'shares',
    contracts: '`shares.ts`',
    note: 'links are made and revoked under `/api/trips/:id/share-links` (ADR 031)',
  },
];

export async function registerModules(api: FastifyInstance) {
  for (const m of MODULES) await api.register(m.routes, { prefix: m.prefix });
}
