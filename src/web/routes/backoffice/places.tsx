import { PlacesPage } from '#web/features/places/components/places-page';

/** /backoffice/places: the places catalogue and the agency's custom activities (issue 8 §1). */
export const placesRoute = { Component: PlacesPage };
