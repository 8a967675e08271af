import type { ReactNode } from 'react';
import { AppProviders } from '#web/app/providers';
import type { HeadTags, RouteHandle } from '#web/lib/head';

/**
 * A screen met before signing in (sign-in, password screens): outside the areas' layouts, so it
 * brings the app's providers itself, with its own head tags.
 */
export function signedOutRoute(screen: ReactNode, head: HeadTags) {
  return {
    Component: () => <AppProviders>{screen}</AppProviders>,
    handle: { head: () => head } satisfies RouteHandle,
  };
}
