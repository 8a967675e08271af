import { paths, type TripPageParams } from '#web/lib/paths';

/**
 * Where Back goes from /billing (spec §2 Billing page): organizer mode when organizerMode and
 * allowedEmailId are set; the trip details when organizerMode and tripId are; the client view
 * when allowedEmailId is; otherwise /account.
 */
export function billingBackPath(p: TripPageParams): string {
  if (p.organizerMode && p.allowedEmailId) return p.clientId ? paths.organizerMode(p.clientId, p.tripId) : paths.clientDetailByAllowedEmail(p.allowedEmailId);
  if (p.organizerMode && p.tripId) return paths.tripDetails(p.tripId);
  if (p.allowedEmailId) return p.clientId ? paths.clientView(p.clientId) : paths.clientDetailByAllowedEmail(p.allowedEmailId);
  return paths.account();
}

/** The trip page parameters of the current address (spec §2: tripId, clientId, organizerMode=true, allowedEmailId). */
export function tripPageParams(search: URLSearchParams): TripPageParams {
  return {
    tripId: search.get('tripId') || undefined,
    clientId: search.get('clientId') || undefined,
    organizerMode: search.get('organizerMode') === 'true',
    allowedEmailId: search.get('allowedEmailId') || undefined,
  };
}
