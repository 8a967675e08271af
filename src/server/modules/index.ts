import type { FastifyInstance } from 'fastify';
import accountsRoutes from './accounts/routes.js';
import healthRoutes from './health/routes.js';

/** Every API module, registered under /api. A new module adds one line here. */
export async function registerModules(api: FastifyInstance) {
  await api.register(healthRoutes);
  await api.register(accountsRoutes);
}
