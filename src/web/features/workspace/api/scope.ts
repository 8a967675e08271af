import type { TripPageParams } from '#web/lib/paths';

/**
 * Whose workspace a screen shows and how: the signed-in user's own, or (staff) a client's as the
 * client sees it (client view) or with organizer controls (organizer mode).
 */
export interface WorkspaceScope {
  clientId?: string;
  view: 'client' | 'organizer';
  /** Section links carry organizerMode=true. */
  organizerMode: boolean;
  allowedEmailId?: string;
}

export function scopeParams(scope: WorkspaceScope, tripId?: string): TripPageParams {
  return { tripId, clientId: scope.clientId, organizerMode: scope.organizerMode || undefined, allowedEmailId: scope.allowedEmailId };
}
