/**
 * Link previews (Open Graph, Twitter) show raster images only (issue 13 §5).
 * Our artwork is SVG under /images/; `npm run build` rasterises each one to a
 * 1200x630 PNG under /og/ with the same path (scripts/og-images.mjs), and the
 * pages' head names that PNG. One rule for the build script and the pages.
 */

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

export interface ShareImage {
  url: string;
  width?: number;
  height?: number;
  /** MIME type, when known from the file name. */
  type?: string;
}

const ARTWORK = /^\/images\/((?:[\w-]+\/)*[\w-]+)\.svg$/;

/** '/images/blog/rome.svg' -> '/og/blog/rome.png' (null for anything that is not our SVG artwork). */
export function shareImagePath(src: string): string | null {
  const m = ARTWORK.exec(src);
  return m ? `/og/${m[1]}.png` : null;
}

/** The image a link preview should use for a page's picture: our PNG for our SVG artwork, else the picture itself. */
export function shareImage(src: string): ShareImage {
  const png = shareImagePath(src);
  if (png) return { url: png, width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, type: 'image/png' };
  const ext = /\.(png|jpe?g|webp|gif)(?:[?#].*)?$/i.exec(src)?.[1]?.toLowerCase();
  const type = ext ? `image/${ext === 'jpg' ? 'jpeg' : ext}` : undefined;
  return type ? { url: src, type } : { url: src };
}
