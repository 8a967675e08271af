import type { TripsService } from '#server/modules/trips/service.js';
import type { QuestionnairesService } from '#server/modules/questionnaires/service.js';
import type { DashboardCounts } from '#shared/contracts/trips.js';
import type { Actor } from '#shared/permissions.js';

/** Who the dashboard asks: the services of the modules that own the tables. */
export interface DashboardServiceDeps {
  trips: Pick<TripsService, 'counts'>;
  questionnaires: Pick<QuestionnairesService, 'inboxCount'>;
}

/** The backoffice dashboard's reads that span modules (spec §2 Backoffice dashboard). */
export function createDashboardService({ trips, questionnaires }: DashboardServiceDeps) {
  return {
    /** The three tab counts, in one call. */
    async counts(actor: Actor): Promise<DashboardCounts> {
      const [t, survey] = await Promise.all([trips.counts(actor), questionnaires.inboxCount()]);
      return { trips: t.inProgress, survey, assignedToMe: t.assigned };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
