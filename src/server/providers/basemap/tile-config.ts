/** MAP_TILE_URL and MAP_TILE_ATTRIBUTION (ADR 010): a real tile server instead of our offline basemap. */

export interface TileServerOptions {
  tileUrl?: string;
  tileAttribution?: string;
}

/** Reads and checks MAP_TILE_URL and MAP_TILE_ATTRIBUTION; throws a clear message on a bad value. */
export function mapOptionsFromEnv(env: Record<string, string | undefined>): TileServerOptions {
  const tileUrl = env.MAP_TILE_URL?.trim() || undefined;
  const tileAttribution = env.MAP_TILE_ATTRIBUTION?.trim() || undefined;
  if (!tileUrl) return {};
  const problem = tileUrlProblem(tileUrl);
  if (problem) throw new Error(`MAP_TILE_URL ${problem}`);
  if (!tileAttribution) {
    throw new Error('MAP_TILE_ATTRIBUTION is required with MAP_TILE_URL: tile servers require their credit on the map');
  }
  return { tileUrl, tileAttribution };
}

/** Why a tile URL template is unusable, or null. */
export function tileUrlProblem(template: string): string | null {
  for (const p of ['{z}', '{x}', '{y}']) if (!template.includes(p)) return `must contain ${p} (e.g. https://tiles.example.com/{z}/{x}/{y}.png)`;
  let url: URL;
  try {
    url = new URL(template.replace(/\{[a-z]+\}/g, '0'));
  } catch {
    return 'is not a valid URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must be an http(s) URL';
  return null;
}

