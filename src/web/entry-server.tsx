import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { routes } from './app/routes';
import { renderHeadTags, SITE_NAME, type RouteHandle } from './lib/head';
import type { PublicData } from './lib/public-data';

export interface RenderArgs {
  /** Path and query of the request. */
  url: string;
  origin: string;
  data: PublicData;
}

export type RenderResult =
  | { type: 'redirect'; status: number; location: string }
  | { type: 'html'; status: number; head: string; body: string; lang: string; hydration: unknown | null };

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
    return { type: 'html', status: 200, head: `<title>${SITE_NAME}</title>`, body: '', lang: 'en', hydration: null };
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

function renderContext(context: StaticHandlerContext, handle: RouteHandle, origin: string, pathname: string): RenderResult {
  const router = createStaticRouter(handler.dataRoutes, context);
  const body = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  const leaf = context.matches[context.matches.length - 1];
  const leafData = leaf ? context.loaderData[leaf.route.id] : undefined;
  const tags = handle.head?.(leafData, { origin, pathname, params: leaf?.params ?? {} }) ?? { title: SITE_NAME };
  const status = context.errors ? context.statusCode : (handle.status ?? context.statusCode);
  return {
    type: 'html',
    status,
    head: renderHeadTags(tags, origin),
    body,
    lang: tags.lang ?? 'en',
    hydration: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
  };
}
