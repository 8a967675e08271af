import type { RouteObject } from 'react-router';
import { AppLoading, RootLayout, RootError } from './root-layout';
import { PATHS } from '#web/lib/paths';
import { homeRoute } from '#web/routes/public/home';
import { blogListRoute } from '#web/routes/public/blog-list';
import { blogPostRoute } from '#web/routes/public/blog-post';

/**
 * Every route of spec §2, at the addresses of lib/paths.ts. Public pages (handle.ssr) are
 * rendered on the server and hydrated WITHOUT this router (src/web/public-main.tsx, ADR 003);
 * they are here too so that in-app navigation to them works. The client area and the
 * backoffice are lazy, one chunk each (src/web/areas/*), loaded only when one of their screens
 * is opened. A screen is named by its export (`m.loginRoute`), so a typo fails the typecheck.
 */
const client = () => import('#web/areas/client');
const backoffice = () => import('#web/areas/backoffice');

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RootError,
    HydrateFallback: AppLoading,
    children: [
      // Public pages: their ids name their page in src/web/public-pages.tsx (server-rendered, hydrated without the router)
      { id: 'home', index: true, ...homeRoute },
      { id: 'blog', path: PATHS.blog, ...blogListRoute },
      { id: 'blog-post', path: PATHS.blogPost, ...blogPostRoute },

      // A trip shared with a companion (no session; its own small chunk, ADR 031)
      { path: PATHS.shared, lazy: () => import('#web/routes/shared/shared-trip').then((m) => m.sharedTripRoute) },

      // Client sign-in and password screens: chunks of their own (ADR 033)
      { path: PATHS.login, lazy: () => import('#web/routes/client/login').then((m) => m.loginRoute) },
      { path: PATHS.resetPassword, lazy: () => import('#web/routes/client/reset-password').then((m) => m.resetPasswordRoute) },

      // Client workspace (signed in): the area's shell, then one chunk per screen (ADR 033: /account
      // loads neither the sign-in forms nor billing; `npm run size`)
      {
        id: 'client-area',
        lazy: () => client().then((m) => m.clientAreaRoute),
        children: [
          { path: PATHS.account, lazy: () => import('#web/routes/client/account').then((m) => m.accountRoute) },
          { path: PATHS.billing, lazy: () => import('#web/routes/client/billing').then((m) => m.billingRoute) },
          { path: PATHS.activitySummary, lazy: () => import('#web/routes/client/activity-summary').then((m) => m.activitySummaryRoute) },
          { path: PATHS.itinerary, lazy: () => import('#web/routes/client/itinerary').then((m) => m.itineraryRoute) },
        ],
      },

      // Backoffice sign-in and password screens (no session needed)
      { path: PATHS.backofficeLogin, lazy: () => backoffice().then((m) => m.backofficeLoginRoute) },
      { path: PATHS.forgotPassword, lazy: () => backoffice().then((m) => m.forgotPasswordRoute) },
      { path: PATHS.backofficeResetPassword, lazy: () => backoffice().then((m) => m.backofficeResetPasswordRoute) },

      // Backoffice (team and super_admin, approved)
      {
        id: 'backoffice-area',
        path: PATHS.backoffice,
        lazy: () => backoffice().then((m) => m.backofficeAreaRoute),
        children: [
          { index: true, lazy: () => backoffice().then((m) => m.dashboardRoute) },
          { path: PATHS.teamRights, lazy: () => backoffice().then((m) => m.teamInvitationsRoute) },
          { path: PATHS.clientDatabase, lazy: () => backoffice().then((m) => m.clientDatabaseRoute) },
          { path: PATHS.clientDetail, lazy: () => backoffice().then((m) => m.clientDetailRoute) },
          { path: PATHS.questionnaireDetail, lazy: () => backoffice().then((m) => m.questionnaireDetailRoute) },
          // Its own chunk on top of the backoffice shell (the editor, drag and drop): `npm run size`.
          { path: PATHS.tripDetails, lazy: () => import('#web/routes/backoffice/trip-details').then((m) => m.tripDetailsRoute) },
          { path: PATHS.clientView, lazy: () => backoffice().then((m) => m.clientViewRoute) },
          { path: PATHS.organizerMode, lazy: () => backoffice().then((m) => m.organizerModeRoute) },
          { path: PATHS.profileSettings, lazy: () => backoffice().then((m) => m.profileSettingsRoute) },
          { path: PATHS.places, lazy: () => backoffice().then((m) => m.placesRoute) },
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
