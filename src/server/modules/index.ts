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

/**
 * Every API module with the URL prefix it owns under /api (ADR 008). Each module's
 * routes are a Fastify plugin registered here with its prefix, so a route can only
 * land under its own module's URLs. A new module adds one line.
 */
export const MODULES: ReadonlyArray<{ prefix: string; routes: FastifyPluginAsync }> = [
  { prefix: '/health', routes: healthRoutes },
  { prefix: '/auth', routes: accountsRoutes },
  { prefix: '/questionnaires', routes: questionnairesRoutes },
  { prefix: '/team', routes: teamRoutes },
  { prefix: '/profile', routes: profileRoutes },
  { prefix: '/trips', routes: tripsRoutes },
  { prefix: '/dashboard', routes: dashboardRoutes },
  { prefix: '/clients', routes: clientsRoutes },
  { prefix: '/blog', routes: blogRoutes },
  { prefix: '/map', routes: mapRoutes },
  { prefix: '/notifications', routes: notificationsRoutes },
  { prefix: '/exchange-rates', routes: exchangeRatesRoutes },
  { prefix: '/distances', routes: distancesRoutes },
  { prefix: '/ai', routes: aiRoutes },
  { prefix: '/places', routes: placesRoutes },
  { prefix: '/custom-activities', routes: customActivitiesRoutes },
  { prefix: '/billing', routes: billingRoutes },
  { prefix: '/workspace', routes: workspaceRoutes },
  // The companions' reads by a link's secret; a trip's /share-links sit under /trips (ADR 031).
  { prefix: '/shared', routes: sharedRoutes },
];

export async function registerModules(api: FastifyInstance) {
  for (const m of MODULES) await api.register(m.routes, { prefix: m.prefix });
}
