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
  /** The tables it alone writes, or how it reaches data it does not own (markdown). */
  owns: string;
}

/**
 * Every API module with the URL prefix it owns under /api (ADR 008). Each module's
 * routes are a Fastify plugin registered here with its prefix, so a route can only
 * land under its own module's URLs. A new module adds one line; docs/api.md is made from
 * this table and the registered routes (npm run api-doc).
 */
export const MODULES: ReadonlyArray<ApiModule> = [
  { prefix: '/health', routes: healthRoutes, resource: 'health', contracts: '(inline)', owns: 'none' },
  {
    prefix: '/auth',
    routes: accountsRoutes,
    resource: 'accounts',
    contracts: '`auth.ts`, `account.ts`',
    owns: '`users` (sign-up, sign-in), `auth_*`, `password_reset_required`',
  },
  {
    prefix: '/questionnaires',
    routes: questionnairesRoutes,
    resource: 'questionnaires',
    contracts: '`questionnaires.ts` (the form), `questionnaire-list.ts` (staff list), `questionnaire-review.ts` (review)',
    owns: '`trip_questionnaires`',
  },
  { prefix: '/team', routes: teamRoutes, resource: 'team', contracts: '`team.ts`', owns: 'staff invites in `allowed_client_emails`' },
  { prefix: '/profile', routes: profileRoutes, resource: 'profile', contracts: '`profile.ts`', owns: 'the profile columns of `users`' },
  {
    prefix: '/trips',
    routes: tripsRoutes,
    resource: 'trips',
    contracts: '`trips.ts` (list, dashboard), `trip-detail.ts` (one whole trip), `trip-organizers.ts`',
    owns: '`trips`, `pinned_trips`, `trip_clients`, `trip_organizers`, `trip_changes`',
  },
  {
    prefix: '/dashboard',
    routes: dashboardRoutes,
    resource: 'dashboard',
    contracts: '`trips.ts` (`DashboardCounts`)',
    owns: 'none: it asks the trips and questionnaires services',
  },
  { prefix: '/clients', routes: clientsRoutes, resource: 'clients', contracts: '`clients.ts`', owns: 'client records in `allowed_client_emails`, `client_destinations`' },
  { prefix: '/blog', routes: blogRoutes, resource: 'blog', contracts: '`blog.ts`', owns: '`blog_posts`' },
  { prefix: '/map', routes: mapRoutes, resource: 'map', contracts: '`map.ts`', owns: 'none: the offline basemap files it serves (ADR 010)' },
  { prefix: '/notifications', routes: notificationsRoutes, resource: 'notifications', contracts: '`notifications.ts`', owns: '`notifications`, `notification_emails`' },
  { prefix: '/exchange-rates', routes: exchangeRatesRoutes, resource: 'exchange rates', contracts: '`exchange-rates.ts`', owns: '`exchange_rates`' },
  {
    prefix: '/distances',
    routes: distancesRoutes,
    resource: 'distances',
    contracts: '`distances.ts`',
    owns: '`distance_cache` (days are written through the trips service)',
  },
  { prefix: '/ai', routes: aiRoutes, resource: 'ai', contracts: '`ai.ts`', owns: 'none: suggestions only (the trips service checks access)' },
  {
    prefix: '/places',
    routes: placesRoutes,
    resource: 'places',
    contracts: '`places.ts`',
    owns: "`places` (the built-in catalogue, loaded at start), `place_cache` (Google's answers)",
  },
  {
    prefix: '/custom-activities',
    routes: customActivitiesRoutes,
    resource: 'custom activities',
    contracts: '`places.ts` (`CustomActivity`)',
    owns: '`custom_activities`',
  },
  {
    prefix: '/billing',
    routes: billingRoutes,
    resource: 'billing',
    contracts: '`billing.ts`',
    owns: '`billing_items`, `trip_calendar_feeds` (its changes are trip writes through the trips service, ADR 025)',
  },
  {
    prefix: '/workspace',
    routes: workspaceRoutes,
    resource: 'workspace',
    contracts: '`workspace.ts`',
    owns: 'none: reads through the trips, clients and questionnaires services',
  },
  // The companions' reads by a link's secret; a trip's /share-links sit under /trips (ADR 031).
  {
    prefix: '/shared',
    routes: sharedRoutes,
    resource: 'shares',
    contracts: '`shares.ts`',
    owns: '`trip_share_links` (made and revoked under `/api/trips/:id/share-links`, ADR 031)',
  },
];

export async function registerModules(api: FastifyInstance) {
  for (const m of MODULES) await api.register(m.routes, { prefix: m.prefix });
}
