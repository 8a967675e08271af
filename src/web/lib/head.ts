import { shareImage } from '#shared/domain/share-image';

/**
 * Per-page head (title, description, canonical, Open Graph, Twitter, JSON-LD),
 * declared by a route as `handle.head(loaderData, ctx)`. The server renders it
 * into the HTML; in the browser HeadManager keeps document.title in step.
 */
export interface HeadTags {
  title: string;
  description?: string;
  /** Path or absolute URL of the canonical page. */
  canonical?: string;
  /**
   * The page's picture (a path or URL). Link previews get a raster: our SVG artwork becomes
   * its build-time 1200x630 PNG (src/shared/domain/share-image.ts), with its size and type.
   */
  image?: string;
  /** What the picture shows (og:image:alt, twitter:image:alt). */
  imageAlt?: string;
  type?: 'website' | 'article';
  lang?: 'en' | 'fr';
  jsonLd?: object | object[];
  robots?: string;
  extra?: Record<string, string>;
}

export interface RouteHandle {
  /** Rendered on the server and hydrated without the router: the route id must name a page of src/web/public-pages.tsx. */
  ssr?: boolean;
  /** HTTP status of the page (404 for the not-found page). */
  status?: number;
  head?: (data: unknown, ctx: { origin: string; pathname: string; params: Record<string, string | undefined> }) => HeadTags;
}

export const SITE_NAME = 'Maison Voyage';

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function absolute(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

export function renderHeadTags(h: HeadTags, origin: string): string {
  const out: string[] = [`<title>${esc(h.title)}</title>`];
  const meta = (name: string, content: string | undefined, attr = 'name') => {
    if (content) out.push(`<meta ${attr}="${name}" content="${esc(content)}" />`);
  };
  meta('description', h.description);
  if (h.robots) meta('robots', h.robots);
  if (h.canonical) out.push(`<link rel="canonical" href="${esc(absolute(origin, h.canonical))}" />`);
  meta('og:site_name', SITE_NAME, 'property');
  meta('og:title', h.title, 'property');
  meta('og:description', h.description, 'property');
  meta('og:type', h.type ?? 'website', 'property');
  if (h.canonical) meta('og:url', absolute(origin, h.canonical), 'property');
  const image = h.image ? shareImage(h.image) : undefined;
  if (image) {
    meta('og:image', absolute(origin, image.url), 'property');
    meta('og:image:type', image.type, 'property');
    if (image.width && image.height) {
      meta('og:image:width', String(image.width), 'property');
      meta('og:image:height', String(image.height), 'property');
    }
    meta('og:image:alt', h.imageAlt, 'property');
  }
  meta('og:locale', h.lang === 'fr' ? 'fr_FR' : 'en_GB', 'property');
  meta('twitter:card', h.image ? 'summary_large_image' : 'summary');
  meta('twitter:title', h.title);
  meta('twitter:description', h.description);
  if (image) meta('twitter:image', absolute(origin, image.url));
  if (image) meta('twitter:image:alt', h.imageAlt);
  for (const [k, v] of Object.entries(h.extra ?? {})) meta(k, v);
  const ld = h.jsonLd ? (Array.isArray(h.jsonLd) ? h.jsonLd : [h.jsonLd]) : [];
  for (const item of ld) {
    const json = JSON.stringify(item).replace(/</g, '\\u003c');
    out.push(`<script type="application/ld+json">${json}</script>`);
  }
  return out.join('\n    ');
}
