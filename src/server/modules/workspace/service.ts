import type { ClientsService } from '#server/modules/clients/service.js';
import type { QuestionnairesService } from '#server/modules/questionnaires/service.js';
import type { TripsService } from '#server/modules/trips/service.js';
import { forbidden, notFound } from '#server/lib/errors.js';
import { isOrganizerRole, isStaff, type Actor } from '#shared/permissions.js';
import type { WorkspaceOwner, WorkspaceTrip, WorkspaceTripsResponse } from '#shared/contracts/workspace.js';
import { TRIP_DETAIL_MESSAGES, type TripDetail } from '#shared/contracts/trip-detail.js';

export interface WorkspaceServiceDeps {
  trips: Pick<TripsService, 'ofWorkspace' | 'getDetail'>;
  clients: Pick<ClientsService, 'workspaceOwner'>;
  questionnaires: Pick<QuestionnairesService, 'summaryById' | 'latestByEmail'>;
}

/**
 * The client workspace (spec §2 'Account and trip workspace', §6 trip loading, §7 trips by
 * user): whose workspace is open and their trips. A client sees their own visible trips; an
 * organizer (role) their own and the ones staff attached them to, hidden ones too; staff open any client's, as the client sees
 * them (client view) or all of them (organizer mode).
 */
export function createWorkspaceService({ trips, clients, questionnaires }: WorkspaceServiceDeps) {
  /** Whose workspace a call opens: null for the caller's own; a client's only for staff (client view, organizer mode). */
  async function ownerOf(actor: Actor, clientId: string | undefined): Promise<WorkspaceOwner | null> {
    if (clientId === undefined) return null;
    if (!isStaff(actor)) throw forbidden();
    return clients.workspaceOwner(clientId);
  }

  return {
    /**
     * One trip as the workspace shows it (GET /api/workspace/trips/:tripId). Client view (a
     * clientId, view client) reads it exactly as the client would: their own or shared trip,
     * visible to them, never a template or deleted; otherwise 404, as the client gets. So staff
     * in client view never see a trip hidden from the client (spec §2 client-view). Organizer
     * mode (a clientId, view organizer) answers any trip of that client, hidden ones too, and 404
     * for another client's: a tripId never opens B's trip under A's header. Without a clientId
     * the caller's own access applies (GET /api/trips/:id).
     */
    async trip(actor: Actor, tripId: string, input: { clientId?: string; view: 'client' | 'organizer' }): Promise<WorkspaceTrip> {
      const owner = await ownerOf(actor, input.clientId);
      let detail: TripDetail;
      if (owner) {
        // Read as the client would: their own or shared trip, never another client's. Client view
        // as role client (visible ones only); organizer mode as an organizer of their trips
        // (hidden ones too). Staff already passed ownerOf; the client's access is the only check.
        if (!owner.id) throw notFound(TRIP_DETAIL_MESSAGES.notFound);
        const role = input.view === 'client' ? 'client' : 'organizer';
        detail = await trips.getDetail({ id: owner.id, role, approved: true }, tripId);
      } else {
        detail = await trips.getDetail(actor, tripId);
      }
      return {
        id: detail.id,
        friendlyId: detail.friendlyId,
        tripName: detail.tripName,
        destination: detail.destination,
        photoUrl: detail.destinationPhotoUrl,
        startDate: detail.startDate,
        endDate: detail.endDate,
        travelersAdults: detail.travelersAdults,
        travelersChildren: detail.travelersChildren,
        status: detail.status,
        folder: detail.folder,
        budgetEur: detail.budgetEur,
        currency: detail.currency,
        visibleToClient: detail.visibleToClient,
        version: detail.version,
      };
    },

    async trips(
      actor: Actor & { email: string; fullName: string; friendlyId: number },
      input: { clientId?: string; view: 'client' | 'organizer' },
    ): Promise<WorkspaceTripsResponse> {
      let owner: WorkspaceOwner;
      let organizer: boolean;
      let onlyVisible: boolean;
      const client = await ownerOf(actor, input.clientId);
      if (client) {
        owner = client;
        organizer = input.view === 'organizer';
        onlyVisible = !organizer;
      } else {
        owner = { id: actor.id, friendlyId: actor.friendlyId, email: actor.email, fullName: actor.fullName, allowedId: null };
        organizer = isOrganizerRole(actor);
        onlyVisible = !organizer && !isStaff(actor);
      }
      // An organizer's own workspace also lists the trips staff attached them to (ADR 023).
      const list = owner.id ? await trips.ofWorkspace(owner.id, onlyVisible, !client && organizer) : [];
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
