import { z } from 'zod';

/**
 * The trip map (issue 8 §5, ADR 010): which basemap the browser draws, and the
 * offline basemap's vector tiles and labels served by /api/map.
 */

/** Deepest zoom of the map (street level). */
export const MAP_MAX_ZOOM = 18;

/** Tile coordinates are in units of 1/TILE_EXTENT of the tile's side; geometry reaches a little beyond it. */
export const TILE_EXTENT = 4096;

export const OfflineBasemapConfig = z.object({
  kind: z.literal('offline'),
  /** Template with {z}, {x}, {y}: standard Web Mercator tile coordinates. */
  tileUrl: z.string(),
  labelsUrl: z.string(),
  attribution: z.string(),
  maxZoom: z.number().int(),
});

export const RemoteBasemapConfig = z.object({
  kind: z.literal('remote'),
  /** A raster tile server's template ({z}, {x}, {y}, optionally {s} and {r}), loaded by the browser. */
  tileUrl: z.string(),
  attribution: z.string(),
  maxZoom: z.number().int(),
});

export const MapConfigResponse = z.object({
  basemap: z.discriminatedUnion('kind', [OfflineBasemapConfig, RemoteBasemapConfig]),
});
export type MapConfigResponse = z.infer<typeof MapConfigResponse>;
export type BasemapConfig = MapConfigResponse['basemap'];

const tileIndex = z.coerce
  .number({ error: 'Tile coordinates must be whole numbers' })
  .int('Tile coordinates must be whole numbers')
  .min(0, 'Tile coordinates must be zero or more');

export const TileParams = z.object({
  version: z.string().regex(/^[a-z0-9.-]{1,40}$/, 'Unknown basemap version'),
  z: z.coerce
    .number({ error: `Zoom must be a whole number from 0 to ${MAP_MAX_ZOOM}` })
    .int(`Zoom must be a whole number from 0 to ${MAP_MAX_ZOOM}`)
    .min(0, `Zoom must be a whole number from 0 to ${MAP_MAX_ZOOM}`)
    .max(MAP_MAX_ZOOM, `Zoom must be a whole number from 0 to ${MAP_MAX_ZOOM}`),
  x: tileIndex,
  y: tileIndex,
});

export const LabelsParams = z.object({
  version: z.string().regex(/^[a-z0-9.-]{1,40}$/, 'Unknown basemap version'),
});

/** A line or ring as flat tile coordinates [x0, y0, x1, y1, ...]. */
const Flat = z.array(z.number().int());

export const VectorTile = z.object({
  z: z.number().int(),
  x: z.number().int(),
  y: z.number().int(),
  extent: z.literal(TILE_EXTENT),
  /**
   * Closed rings of land, filled even-odd. Their edges are the coast; where a ring
   * was cut to the tile, the cut lies beyond the tile's side, out of sight.
   */
  land: z.array(Flat),
  /** Land borders between countries (open lines). */
  borders: z.array(Flat),
  /** Rivers (open lines), named where Natural Earth names them (ADR 027). */
  rivers: z.array(z.object({ name: z.string().optional(), line: Flat })).optional(),
  /** Lakes: closed rings, filled even-odd over the land. */
  lakes: z.array(Flat).optional(),
  /** Urban areas: closed rings, a faint tint over the land. */
  urban: z.array(Flat).optional(),
});
export type VectorTile = z.infer<typeof VectorTile>;

export const MapLabel = z.object({
  name: z.string(),
  /** 'landmark': a sight or museum of the places catalogue, a faint name at city zoom (ADR 027). */
  kind: z.enum(['country', 'city', 'landmark']),
  lat: z.number(),
  lng: z.number(),
  /** Shown from this zoom up to maxZoom included. */
  minZoom: z.number().int(),
  maxZoom: z.number().int(),
});
export type MapLabel = z.infer<typeof MapLabel>;

export const MapLabelsResponse = z.object({ labels: z.array(MapLabel) });
export type MapLabelsResponse = z.infer<typeof MapLabelsResponse>;
