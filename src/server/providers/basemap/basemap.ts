import type { MapLabel } from '#shared/contracts/map.js';

/**
 * The land under the trip map (issue 8 §5, ADR 010). One interface, the offline
 * default (Natural Earth, drawn in the browser from small vector tiles served by
 * us); a real tile server is used by the browser directly when MAP_TILE_URL is set,
 * so no other implementation lives on the server.
 */
export interface Basemap {
  kind: 'natural-earth';
  /** Changes whenever the data or the tiling changes: part of every URL, so responses are immutable. */
  version: string;
  /** Credit shown in the map's corner. */
  attribution: string;
  /** The deepest zoom with more detail; deeper tiles are cut from it. */
  detailZoom: number;
  /** One vector tile (standard z/x/y of Web Mercator), as JSON bytes, cached. */
  tile(z: number, x: number, y: number): Promise<EncodedBody>;
  /** Country and city labels, as JSON bytes, cached. */
  labels(): Promise<EncodedBody>;
}

/** A JSON body kept ready to send, compressed once per encoding on demand. */
export interface EncodedBody {
  json: Buffer;
  /** Strong validator of these bytes. */
  etag: string;
  encoded(encoding: 'br' | 'gzip'): Buffer;
}

export type { MapLabel };
