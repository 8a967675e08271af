import type { ClientsService } from '#server/modules/clients/service.js';
import type { QuestionnairesService } from '#server/modules/questionnaires/service.js';
import type { TripsService } from '#server/modules/trips/service.js';
import { forbidden } from '#server/lib/errors.js';
import { isOrganizerRole, isStaff, type Actor } from '#shared/permissions.js';
import type { WorkspaceOwner, WorkspaceTripsResponse } from '#shared/contracts/workspace.js';

export interface WorkspaceServiceDeps {
  trips: Pick<TripsService, 'ofWorkspace'>;
  clients: Pick<ClientsService, 'workspaceOwner'>;
  questionnaires: Pick<QuestionnairesService, 'summaryById' | 'latestByEmail'>;
}

/**
 * The client workspace (spec §2 'Account and trip workspace', §6 trip loading, §7 trips by
 * user): whose workspace is open and their trips. A client sees their own visible trips; an
 * organizer (role) their own, hidden ones too; staff open any client's, as the client sees
 * them (client view) or all of them (organizer mode).
 */
export function createWorkspaceService({ trips, clients, questionnaires }: WorkspaceServiceDeps) {
  return {
    async trips(
      actor: Actor & { email: string; fullName: string; friendlyId: number },
      input: { clientId?: string; view: 'client' | 'organizer' },
    ): Promise<WorkspaceTripsResponse> {
      let owner: WorkspaceOwner;
      let organizer: boolean;
      let onlyVisible: boolean;
      if (input.clientId !== undefined) {
        // Only staff open another person's workspace (client view, organizer mode).
        if (!isStaff(actor)) throw forbidden();
        owner = await clients.workspaceOwner(input.clientId);
        organizer = input.view === 'organizer';
        onlyVisible = !organizer;
      } else {
        owner = { id: actor.id, friendlyId: actor.friendlyId, email: actor.email, fullName: actor.fullName, allowedId: null };
        organizer = isOrganizerRole(actor);
        onlyVisible = !organizer && !isStaff(actor);
      }
      const list = owner.id ? await trips.ofWorkspace(owner.id, onlyVisible) : [];
      const first = list[0];
      const preferences =
        (first?.questionnaireId ? await questionnaires.summaryById(first.questionnaireId) : null) ??
        (await questionnaires.latestByEmail(owner.email));
      return {
        owner,
        organizer,
        trips: list.map(({ questionnaireId: _q, ...t }) => t),
        preferences,
      };
    },
  };
}

export type WorkspaceService = ReturnType<typeof createWorkspaceService>;
