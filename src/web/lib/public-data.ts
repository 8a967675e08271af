/**
 * The data the server-rendered public pages read. On the server it is built
 * from the services (src/server/render/public-data.ts) and reaches loaders as
 * `context.data`; in the browser loaders fetch the same shapes from the API.
 */
export interface PublicData {
  /** Absolute origin for canonical URLs and Open Graph tags. */
  origin: string;
}

export interface LoaderContext {
  data?: PublicData;
}

/** The origin in the browser or from the server's context. */
export function originOf(context: unknown): string {
  const data = (context as LoaderContext | undefined)?.data;
  if (data) return data.origin;
  return typeof window === 'undefined' ? '' : window.location.origin;
}
