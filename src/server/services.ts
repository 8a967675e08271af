import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from './db/types.js';
import type { Config } from './config.js';
import type { Mailer } from './providers/mail/mailer.js';
import type { Auth } from './auth/auth.js';
import { createAccountsService } from './modules/accounts/service.js';
import { createTeamService } from './modules/team/service.js';
import { createProfileService } from './modules/profile/service.js';
import { createQuestionnairesService } from './modules/questionnaires/service.js';
import { createTripsService } from './modules/trips/service.js';
import { createDashboardQuestionnairesService } from './modules/dashboard-questionnaires/service.js';
import { createClientsService } from './modules/clients/service.js';
import { createTripCopiesService } from './modules/clients/trip-copies.js';
import { createQuestionnaireReviewService } from './modules/questionnaire-review/service.js';
import { createBlogService } from './modules/blog/service.js';

export interface ServiceDeps {
  config: Config;
  db: Kysely<DB>;
  mailer: Mailer;
  auth: Auth;
  log: FastifyBaseLogger;
}

/** One instance of each module's service; modules call each other only through these. */
export function createServices(deps: ServiceDeps) {
  const accounts = createAccountsService(deps);
  const questionnaires = createQuestionnairesService(deps);
  const team = createTeamService(deps, { accounts });
  const profile = createProfileService(deps);
  const dashboardQuestionnaires = createDashboardQuestionnairesService(deps);
  const trips = createTripsService(deps, { questionnaireInboxCount: () => dashboardQuestionnaires.inboxCount() });
  const tripCopies = createTripCopiesService(deps);
  const clients = createClientsService(deps, { accounts, tripCopies });
  const questionnaireReview = createQuestionnaireReviewService(deps, { clients, tripCopies });
  const blog = createBlogService(deps);
  return { accounts, questionnaires, team, profile, trips, dashboardQuestionnaires, tripCopies, clients, questionnaireReview, blog };
}

export type Services = ReturnType<typeof createServices>;
