import type { RouteObject } from 'react-router';
import { AppLoading, RootLayout, RootError } from './root-layout';
import { homeRoute } from '#web/routes/public/home';
import { blogListRoute } from '#web/routes/public/blog-list';
import { blogPostRoute } from '#web/routes/public/blog-post';

/**
 * Every route of spec §2. Public pages (handle.ssr) are rendered on the server
 * and hydrated WITHOUT this router (src/web/public-main.tsx, ADR 003); they are
 * here too so that in-app navigation to them works. The client area and the
 * backoffice are lazy, one chunk each (src/web/areas/*), loaded only when one
 * of their screens is opened.
 */
const client = () => import('#web/areas/client');
const backoffice = () => import('#web/areas/backoffice');

type AreaModule = Record<string, unknown>;
function area(load: () => Promise<AreaModule>, name: string): RouteObject['lazy'] {
  return async () => {
    const mod = await load();
    const route = mod[name] as Partial<RouteObject> | undefined;
    if (!route) throw new Error(`Missing screen ${name}`);
    return route as never;
  };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RootError,
    HydrateFallback: AppLoading,
    children: [
      // Public pages: their ids name their page in src/web/public-pages.tsx (server-rendered, hydrated without the router)
      { id: 'home', index: true, ...homeRoute },
      { id: 'blog', path: 'blog', ...blogListRoute },
      { id: 'blog-post', path: 'blog/:slug', ...blogPostRoute },

      // Client sign-in and password screens
      { path: 'login', lazy: area(client, 'loginRoute') },
      { path: 'reset-password', lazy: area(client, 'resetPasswordRoute') },

      // Client workspace (signed in)
      {
        id: 'client-area',
        lazy: area(client, 'clientAreaRoute'),
        children: [
          { path: 'account', lazy: area(client, 'accountRoute') },
          { path: 'billing', lazy: area(client, 'billingRoute') },
          { path: 'activity-summary', lazy: area(client, 'activitySummaryRoute') },
          { path: 'itinerary', lazy: area(client, 'itineraryRoute') },
        ],
      },

      // Backoffice sign-in and password screens (no session needed)
      { path: 'backoffice/login', lazy: area(backoffice, 'backofficeLoginRoute') },
      { path: 'backoffice/forgot-password', lazy: area(backoffice, 'forgotPasswordRoute') },
      { path: 'backoffice/reset-password', lazy: area(backoffice, 'backofficeResetPasswordRoute') },

      // Backoffice (team and super_admin, approved)
      {
        id: 'backoffice-area',
        path: 'backoffice',
        lazy: area(backoffice, 'backofficeAreaRoute'),
        children: [
          { index: true, lazy: area(backoffice, 'dashboardRoute') },
          { path: 'team-invitations', lazy: area(backoffice, 'teamInvitationsRoute') },
          { path: 'client-database', lazy: area(backoffice, 'clientDatabaseRoute') },
          { path: 'client-detail', lazy: area(backoffice, 'clientDetailRoute') },
          { path: 'questionnaire-detail', lazy: area(backoffice, 'questionnaireDetailRoute') },
          { path: 'trip-details', lazy: area(backoffice, 'tripDetailsRoute') },
          { path: 'client-view', lazy: area(backoffice, 'clientViewRoute') },
          { path: 'organizer-mode', lazy: area(backoffice, 'organizerModeRoute') },
          { path: 'profile-settings', lazy: area(backoffice, 'profileSettingsRoute') },
        ],
      },

      {
        id: 'not-found',
        path: '*',
        lazy: { Component: async () => (await import('#web/routes/not-found')).NotFoundPage },
        handle: { ssr: true, status: 404, head: () => ({ title: 'Page not found · Maison Voyage', robots: 'noindex' }) },
      },
    ],
  },
];
