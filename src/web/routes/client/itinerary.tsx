import { ItineraryPage } from '#web/features/workspace/components/itinerary-page';
import type { RouteHandle } from '#web/lib/head';

/** /itinerary?tripId=: the whole trip day by day (spec §2 Itinerary page). */
export const itineraryRoute = {
  Component: ItineraryPage,
  handle: { head: () => ({ title: 'Itinerary · Maison Voyage' }) } satisfies RouteHandle,
};
