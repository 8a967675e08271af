import type { MapStop } from './map.js';

/** A full day in Paris as the planner builds them: six stops, two of them a few steps apart. */
export const PARIS_DAY: MapStop[] = [
  { label: '1', name: 'Musée du Louvre', lat: 48.8606, lng: 2.3376 },
  { label: '2', name: 'Jardin des Tuileries', lat: 48.8634, lng: 2.3275 },
  { label: '3', name: 'Le Grand Véfour', lat: 48.8655, lng: 2.3381 },
  { label: '4', name: 'Sainte-Chapelle', lat: 48.8554, lng: 2.345 },
  { label: '5', name: 'Vedettes du Pont Neuf', lat: 48.8571, lng: 2.3412 },
  { label: '6', name: 'Musée d’Orsay', lat: 48.86, lng: 2.3266 },
];
export const PARIS_HOTEL = { lat: 48.8651, lng: 2.3281 };

/** A day in Rome: the Forum and the Colosseum side by side, the Pantheon and Navona close together. */
export const ROME_DAY: MapStop[] = [
  { label: '1', name: 'Colosseo', lat: 41.8902, lng: 12.4922 },
  { label: '2', name: 'Foro Romano', lat: 41.8925, lng: 12.4853 },
  { label: '3', name: 'Pantheon', lat: 41.8986, lng: 12.4769 },
  { label: '4', name: 'Piazza Navona', lat: 41.8992, lng: 12.4731 },
  { label: '5', name: 'Fontana di Trevi', lat: 41.9009, lng: 12.4833 },
  { label: '6', name: 'Trattoria Da Enzo al 29', lat: 41.8886, lng: 12.4776 },
];
export const ROME_HOTEL = { lat: 41.9058, lng: 12.4823 };
