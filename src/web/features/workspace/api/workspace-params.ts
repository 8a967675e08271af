import { useSearchParams } from 'react-router';
import type { TripPageParams } from '#web/lib/paths';

/**
 * The workspace's query parameters (spec §2): tripId, clientId, organizerMode, allowedEmailId.
 * `view` is how the trips are loaded: as the client sees them, or (organizerMode=true) all.
 */
export interface WorkspaceParams extends TripPageParams {
  view: 'client' | 'organizer';
}

export function readWorkspaceParams(search: URLSearchParams): WorkspaceParams {
  const text = (k: string) => search.get(k)?.trim() || undefined;
  const organizerMode = search.get('organizerMode') === 'true';
  return {
    tripId: text('tripId'),
    clientId: text('clientId'),
    organizerMode: organizerMode || undefined,
    allowedEmailId: text('allowedEmailId'),
    view: organizerMode ? 'organizer' : 'client',
  };
}

export function useWorkspaceParams(): WorkspaceParams {
  const [search] = useSearchParams();
  return readWorkspaceParams(search);
}

/** The parameters a section button or a trip link carries on (spec §2: tripId plus clientId, organizerMode, allowedEmailId). */
export function carryParams(p: WorkspaceParams, tripId?: string): TripPageParams {
  return { tripId: tripId ?? p.tripId, clientId: p.clientId, organizerMode: p.organizerMode, allowedEmailId: p.allowedEmailId };
}
