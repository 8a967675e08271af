/** What other features use of the places feature (ADR 009: features talk through their index). */
export { PlaceSearchBox } from './components/place-search-box';
export type { PlaceSearchBoxProps, PlacesSearchProps, GeocodeSearchProps } from './components/place-search-box';
export { useEnrichTrip, enrichTrip } from './api/enrich-trip';
export { useCanEnrich, placesCapabilitiesQuery } from './api/get-capabilities';
