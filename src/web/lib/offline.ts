/**
 * The service worker's cache names and what it keeps (ADR 033), shared by the worker
 * (src/web/sw.ts), the sign-out (which deletes the trip data) and the 'Offline' line.
 */

/** A signed-in client's own answers (their trips, days, the itinerary PDF, their session): deleted at sign-out. */
export const TRIP_DATA_CACHE = 'mv-trip-data';
/** The client screens' HTML shell (the same for everyone: the screens render in the browser). */
export const PAGES_CACHE = 'mv-pages';
/** The public basemap (tiles, labels, its config): no one's data. */
export const MAP_CACHE = 'mv-map';

/** The header the server puts on an answer a client may keep offline (src/server/offline.ts). */
export const OFFLINE_HEADER = 'x-offline-cache';

/** Client screens whose HTML is kept for a reload with no network. Never /backoffice. */
export const CLIENT_PAGES = /^\/(account|itinerary|activity-summary|login)\/?$/;

/**
 * GET answers the worker may keep, network first. It keeps one only when the server marked it
 * (OFFLINE_HEADER: the caller is a client), so a member of staff's answers are never stored.
 */
export const CLIENT_READS: readonly RegExp[] = [
  /^\/api\/auth\/session$/,
  /^\/api\/workspace\/trips$/,
  /^\/api\/workspace\/trips\/[^/]+$/,
  /^\/api\/trips\/[^/]+$/,
  /^\/api\/billing\/[^/]+\/itinerary\.pdf$/,
];

export function isClientRead(pathname: string): boolean {
  return CLIENT_READS.some((re) => re.test(pathname));
}

/** Deletes what a signed-in client left in the browser's caches (sign-out, a session gone). */
export async function clearTripData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all([caches.delete(TRIP_DATA_CACHE), caches.delete(PAGES_CACHE)]);
}
