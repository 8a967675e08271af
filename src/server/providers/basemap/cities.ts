import type { MapLabel } from '#shared/contracts/map.js';

/**
 * City names on the offline basemap: the agency's destinations and the larger
 * cities around them, so that a map of Italy or France reads at a glance.
 * Coordinates are the cities' usual centres. Hidden from zoom 12, where a map
 * shows one city and its names would only sit under the markers.
 */
const city = (name: string, lat: number, lng: number, minZoom: number): MapLabel => ({
  name,
  kind: 'city',
  lat,
  lng,
  minZoom,
  maxZoom: 11,
});

export const CITY_LABELS: MapLabel[] = [
  // The agency's destinations
  city('Paris', 48.8566, 2.3522, 4),
  city('Rome', 41.9028, 12.4964, 4),
  city('Milan', 45.4642, 9.19, 5),
  city('Florence', 43.7696, 11.2558, 5),
  city('Venice', 45.4408, 12.3155, 5),
  city('Naples', 40.8518, 14.2681, 5),
  city('Amalfi', 40.634, 14.6027, 7),
  city('Siena', 43.3188, 11.3308, 7),
  city('Pisa', 43.7228, 10.4017, 7),
  city('Positano', 40.6281, 14.485, 9),
  city('Sorrento', 40.6263, 14.3757, 8),
  city('Versailles', 48.8049, 2.1204, 9),
  // Around them
  city('London', 51.5074, -0.1278, 4),
  city('Madrid', 40.4168, -3.7038, 4),
  city('Berlin', 52.52, 13.405, 4),
  city('Vienna', 48.2082, 16.3738, 5),
  city('Amsterdam', 52.3676, 4.9041, 5),
  city('Brussels', 50.8503, 4.3517, 5),
  city('Lisbon', 38.7223, -9.1393, 5),
  city('Barcelona', 41.3874, 2.1686, 5),
  city('Athens', 37.9838, 23.7275, 5),
  city('Zurich', 47.3769, 8.5417, 6),
  city('Geneva', 46.2044, 6.1432, 6),
  city('Munich', 48.1351, 11.582, 6),
  city('Lyon', 45.764, 4.8357, 6),
  city('Marseille', 43.2965, 5.3698, 6),
  city('Nice', 43.7102, 7.262, 6),
  city('Bordeaux', 44.8378, -0.5792, 6),
  city('Turin', 45.0703, 7.6869, 6),
  city('Genoa', 44.4056, 8.9463, 6),
  city('Bologna', 44.4949, 11.3426, 6),
  city('Verona', 45.4384, 10.9916, 7),
  city('Bari', 41.1171, 16.8719, 6),
  city('Palermo', 38.1157, 13.3615, 6),
  city('Catania', 37.5079, 15.083, 7),
  city('Cagliari', 39.2238, 9.1217, 7),
  city('Strasbourg', 48.5734, 7.7521, 7),
  city('Reims', 49.2583, 4.0317, 8),
  city('Tours', 47.3941, 0.6848, 8),
  city('Rouen', 49.4432, 1.0999, 8),
  city('Orvieto', 42.7185, 12.1107, 9),
  city('Tivoli', 41.9637, 12.7982, 9),
  city('Ostia', 41.7314, 12.2783, 9),
  city('Pompeii', 40.7462, 14.4989, 9),
  city('Lucca', 43.8429, 10.5027, 8),
  city('Capri', 40.5532, 14.2222, 8),
];
