import type { BlogCard, BlogPostResponse } from '#shared/contracts/blog';

/**
 * The data the server-rendered public pages read. On the server it is built
 * from the services (src/server/render/public-data.ts) and reaches loaders as
 * `context.data`; in the browser loaders fetch the same shapes from the API.
 */
export interface PublicData {
  /** Absolute origin for canonical URLs and Open Graph tags. */
  origin: string;
  /** The public blog (same results as GET /api/blog/...). */
  blog: {
    /** Published posts, newest first. */
    list(): Promise<BlogCard[]>;
    /** The latest published posts. */
    latest(limit: number): Promise<BlogCard[]>;
    /** A published post and its related posts (counts one view), or null. */
    open(slug: string): Promise<BlogPostResponse | null>;
  };
}

export interface LoaderContext {
  data?: PublicData;
}

/** The server's public data in a loader, or undefined in the browser. */
export function publicDataOf(context: unknown): PublicData | undefined {
  return (context as LoaderContext | undefined)?.data;
}

/** The origin in the browser or from the server's context. */
export function originOf(context: unknown): string {
  const data = (context as LoaderContext | undefined)?.data;
  if (data) return data.origin;
  return typeof window === 'undefined' ? '' : window.location.origin;
}
