import type { FastifyInstance } from 'fastify';
import accountsRoutes from './accounts/routes.js';
import healthRoutes from './health/routes.js';
import teamRoutes from './team/routes.js';
import profileRoutes from './profile/routes.js';
import questionnairesRoutes from './questionnaires/routes.js';
import tripsRoutes from './trips/routes.js';
import dashboardQuestionnairesRoutes from './dashboard-questionnaires/routes.js';
import clientsRoutes from './clients/routes.js';
import questionnaireReviewRoutes from './questionnaire-review/routes.js';
import blogRoutes from './blog/routes.js';
import mapRoutes, { mapOptionsFromEnv } from './map/routes.js';

/** Every API module, registered under /api. A new module adds one line here. */
export async function registerModules(api: FastifyInstance) {
  await api.register(healthRoutes);
  await api.register(accountsRoutes);
  await api.register(questionnairesRoutes);
  await api.register(teamRoutes);
  await api.register(profileRoutes);
  await api.register(tripsRoutes);
  await api.register(dashboardQuestionnairesRoutes);
  await api.register(clientsRoutes);
  await api.register(questionnaireReviewRoutes);
  await api.register(blogRoutes);
  // The trip map (ADR 010). MAP_TILE_URL / MAP_TILE_ATTRIBUTION belong in config.ts.
  await api.register(mapRoutes, { prefix: '/map', ...mapOptionsFromEnv(process.env) });
}
