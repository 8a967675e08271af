import type { ComponentType } from 'react';
import { useLoaderData } from 'react-router';
import { PageDataProvider } from '#web/lib/page-data';

/**
 * A public page (src/web/public-pages.tsx) as a screen of the signed-in app's
 * router, for in-app navigation to / or /blog: the route's loader data becomes
 * the page's data. Server-rendered visits do not come here: those pages
 * hydrate without the router (src/web/public-main.tsx, ADR 003).
 */
export function pageRoute(Page: ComponentType): ComponentType {
  return function PublicPageRoute() {
    return (
      <PageDataProvider value={useLoaderData()}>
        <Page />
      </PageDataProvider>
    );
  };
}
