import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, matchRoutes, type StaticHandlerContext } from 'react-router';
import { routes } from './app/routes';
import { renderHeadTags, SITE_NAME, type RouteHandle } from './lib/head';
import { PageDataProvider } from './lib/page-data';
import type { PublicData } from './lib/public-data';
import { isPublicPageId, publicPages, type PublicPageId, type PublicPageState } from './public-pages';

export interface RenderArgs {
  /** Path and query of the request. */
  url: string;
  origin: string;
  data: PublicData;
}

/**
 * Which browser entry the HTML loads: 'public' (src/web/public-main.tsx) hydrates
 * a server-rendered public page without the router; 'app' (src/web/main.tsx,
 * the template's own script) renders the signed-in app in the browser.
 */
export type ClientEntry = 'public' | 'app';

export type RenderResult =
  | { type: 'redirect'; status: number; location: string }
  | {
      type: 'html';
      status: number;
      head: string;
      body: string;
      lang: string;
      entry: ClientEntry;
      /** The page's JSON (PublicPageState) for entry 'public', else null. */
      hydration: PublicPageState | null;
    };

// The routes give the loaders (context.data), redirects, status and head; the
// page itself is rendered from public-pages.tsx, as the browser hydrates it.
const handler = createStaticHandler(routes);

function leafHandle(pathname: string): RouteHandle | undefined {
  const matches = matchRoutes(routes, pathname);
  return matches?.[matches.length - 1]?.route.handle as RouteHandle | undefined;
}

/**
 * Renders a public page (handle.ssr) or the not-found page on the server.
 * Other screens (client area, backoffice) get the app shell and render in the
 * browser, behind their guards.
 */
export async function render({ url, origin, data }: RenderArgs): Promise<RenderResult> {
  const pathname = new URL(url, origin).pathname;
  const handle = leafHandle(pathname);
  if (!handle?.ssr) {
    return { type: 'html', status: 200, head: `<title>${SITE_NAME}</title>`, body: '', lang: 'en', entry: 'app', hydration: null };
  }

  const request = new Request(new URL(url, origin));
  const context = await handler.query(request, { requestContext: { data } });
  if (context instanceof Response) {
    const location = context.headers.get('location');
    if (location && context.status >= 300 && context.status < 400) {
      return { type: 'redirect', status: context.status, location };
    }
    throw new Error(`Unexpected response ${context.status} while rendering ${url}`);
  }
  return renderContext(context, handle, origin, pathname);
}

async function renderContext(context: StaticHandlerContext, handle: RouteHandle, origin: string, pathname: string): Promise<RenderResult> {
  const leaf = context.matches[context.matches.length - 1];
  const leafId = leaf?.route.id;
  if (context.errors) {
    // A loader failed (not a redirect): the error page, with the loader's status (500).
    for (const error of Object.values(context.errors)) console.error('Failed to load a public page', error);
    return renderPage('error', undefined, { title: `Something went wrong · ${SITE_NAME}`, robots: 'noindex' }, context.statusCode, origin);
  }
  if (!isPublicPageId(leafId)) throw new Error(`Route ${leafId} has handle.ssr but no page in public-pages.tsx`);
  const leafData = context.loaderData[leafId];
  const tags = handle.head?.(leafData, { origin, pathname, params: leaf?.params ?? {} }) ?? { title: SITE_NAME };
  return renderPage(leafId, leafData, tags, handle.status ?? context.statusCode, origin);
}

async function renderPage(
  page: PublicPageId,
  data: unknown,
  tags: Parameters<typeof renderHeadTags>[0],
  status: number,
  origin: string,
): Promise<RenderResult> {
  const Page = await publicPages[page].load();
  // The same tree as src/web/public-main.tsx hydrates (so useId and the markup match).
  const body = renderToString(
    <StrictMode>
      <PageDataProvider value={data}>
        <Page />
      </PageDataProvider>
    </StrictMode>,
  );
  return {
    type: 'html',
    status,
    head: renderHeadTags(tags, origin),
    body,
    lang: tags.lang ?? 'en',
    entry: 'public',
    hydration: { page, data },
  };
}
