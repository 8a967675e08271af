import { PUBLIC, type MatrixRow } from './types.js';

/** The map's basemap is public: land and country names are no secret (ADR 010). */
export const rows: MatrixRow[] = [
  { method: 'GET', route: '/api/map/config', url: '/api/map/config', expect: PUBLIC },
  { method: 'GET', route: '/api/map/tiles/:version/:z/:x/:y', url: '/api/map/tiles/unknown/4/8/5', expect: PUBLIC },
  { method: 'GET', route: '/api/map/labels/:version', url: '/api/map/labels/unknown', expect: PUBLIC },
];
