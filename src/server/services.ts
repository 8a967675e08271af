import type { ServiceDeps } from './service-deps.js';
import { createAccountsService } from './modules/accounts/service.js';
import { createTeamService } from './modules/team/service.js';
import { createProfileService } from './modules/profile/service.js';
import { createQuestionnairesService } from './modules/questionnaires/service.js';
import { createTripsService } from './modules/trips/service.js';
import { createNotificationsService } from './modules/notifications/service.js';
import { createDashboardService } from './modules/dashboard/service.js';
import { createClientsService } from './modules/clients/service.js';
import { createBlogService } from './modules/blog/service.js';
import { createDistancesService } from './modules/distances/service.js';
import { createExchangeRatesService } from './modules/exchange-rates/service.js';
import { createAiService } from './modules/ai/service.js';
import { createPlacesService } from './modules/places/service.js';
import { createCustomActivitiesService } from './modules/custom-activities/service.js';
import { createBillingService } from './modules/billing/service.js';
import { createWorkspaceService } from './modules/workspace/service.js';
import { createAccountSettings } from './modules/accounts/account-settings.js';
import { createIdempotencyService } from './modules/idempotency/service.js';
import { createSharesService } from './modules/shares/service.js';
import { createProposalsService } from './modules/proposals/service.js';

/**
 * One instance of each module's service (ADR 008), built in the order of their needs: each factory
 * receives the services it declares in its own deps type (`ClientsServiceDeps`, `TripDocumentDeps`
 * ...), never more. A module reaches another only through the service handed to it here, never
 * through its repo (ADR 036, linted).
 *
 * Two pairs ask each other: clients and questionnaires (client detail shows the latest
 * questionnaire; a questionnaire creates a client), trips and billing ('Clear all' removes the
 * billing items inside the trip's write; billing writes through the trip's write). The one built
 * first declares the other's method by shape, and is handed a function that reaches the `const`
 * built after it when called: no mutable holder, and nothing calls it before createServices returns
 * (a call during construction would throw, not read undefined).
 */
export function createServices(deps: ServiceDeps) {
  const accounts = createAccountsService(deps);
  const team = createTeamService(deps, { accounts });
  const profile = createProfileService(deps, { accounts });
  const notifications = createNotificationsService(deps);
  const trips = createTripsService(deps, {
    notifications,
    billing: { removeAllItems: (actor, tripId, tx) => billing.removeAllItems(actor, tripId, tx) },
  });
  const clients = createClientsService(deps, {
    accounts,
    trips,
    questionnaires: { latestByEmail: (email) => questionnaires.latestByEmail(email) },
  });
  const questionnaires = createQuestionnairesService(deps, { clients, trips });
  const dashboard = createDashboardService({ trips, questionnaires });
  const blog = createBlogService(deps);
  const distances = createDistancesService(deps, { trips });
  const ai = createAiService(deps, { trips });
  const exchangeRates = createExchangeRatesService(deps);
  const places = createPlacesService(deps, { trips });
  const customActivities = createCustomActivitiesService(deps);
  const billing = createBillingService(deps, { trips, exchangeRates });
  const workspace = createWorkspaceService({ trips, clients, questionnaires });
  const accountSettings = createAccountSettings(deps, { questionnaires });
  const idempotency = createIdempotencyService(deps);
  const shares = createSharesService(deps, { trips, calendar: (trip) => billing.calendarText(trip) });
  // Issue 22: versions sent to clients, their approval and what changed since they last looked.
  const proposals = createProposalsService(deps, { trips, notifications });
  return { accounts, team, profile, notifications, trips, dashboard, clients, questionnaires, blog, distances, exchangeRates, ai, places, customActivities, workspace, accountSettings, billing, idempotency, shares, proposals };
}

export type Services = ReturnType<typeof createServices>;
