import type { VectorTile } from '#shared/contracts/map';

/** Vector tiles already fetched, shared by every map of the page (the fullscreen one reuses the inline one's). */
const tileCache = new Map<string, Promise<VectorTile | null>>();
const TILE_CACHE_SIZE = 800;

export function fetchVectorTile(url: string): Promise<VectorTile | null> {
  let hit = tileCache.get(url);
  if (hit) {
    tileCache.delete(url);
    tileCache.set(url, hit);
    return hit;
  }
  hit = fetch(url, { credentials: 'same-origin' })
    .then((res) => (res.ok ? (res.json() as Promise<VectorTile>) : null))
    .catch(() => null);
  void hit.then((tile) => {
    if (!tile) tileCache.delete(url); // try again next time
  });
  tileCache.set(url, hit);
  if (tileCache.size > TILE_CACHE_SIZE) tileCache.delete(tileCache.keys().next().value!);
  return hit;
}
