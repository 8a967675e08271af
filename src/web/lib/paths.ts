import { queryString } from './url';

/**
 * Every address of the product (spec §2), in one place: the route table (app/routes.tsx)
 * declares its screens with PATHS, and every link, redirect and navigation is built with
 * `paths`, so a link cannot drift from the screen it opens.
 */
export const PATHS = {
  home: '/',
  blog: '/blog',
  blogPost: '/blog/:slug',

  login: '/login',
  resetPassword: '/reset-password',
  account: '/account',
  billing: '/billing',
  activitySummary: '/activity-summary',
  itinerary: '/itinerary',
  /** A trip shared read-only with a companion, by its link's token (ADR 031). */
  shared: '/shared/:token',

  backoffice: '/backoffice',
  backofficeLogin: '/backoffice/login',
  forgotPassword: '/backoffice/forgot-password',
  backofficeResetPassword: '/backoffice/reset-password',
  teamRights: '/backoffice/team-invitations',
  clientDatabase: '/backoffice/client-database',
  clientDetail: '/backoffice/client-detail',
  questionnaireDetail: '/backoffice/questionnaire-detail',
  tripDetails: '/backoffice/trip-details',
  clientView: '/backoffice/client-view',
  organizerMode: '/backoffice/organizer-mode',
  profileSettings: '/backoffice/profile-settings',
  places: '/backoffice/places',
} as const;

/** The trip pages of the client workspace, opened by a client or by staff in organizer mode (spec §2). */
export interface TripPageParams {
  tripId?: string;
  clientId?: string;
  organizerMode?: boolean;
  allowedEmailId?: string;
}

const tripPage = (path: string, p: TripPageParams = {}) =>
  path +
  queryString({ tripId: p.tripId, clientId: p.clientId, organizerMode: p.organizerMode ? 'true' : undefined, allowedEmailId: p.allowedEmailId });

export const paths = {
  home: () => PATHS.home,
  blog: () => PATHS.blog,
  blogPost: (slug: string) => `${PATHS.blog}/${encodeURIComponent(slug)}`,

  /**
   * Client sign-in; `forgot` opens the forgot-password modal, `activation` shows its banner,
   * `next` is the client-area address to open once signed in (a deep link met signed out).
   */
  login: (p: { forgot?: boolean; tab?: 'signup'; activation?: 'sent' | 'done'; next?: string } = {}) =>
    PATHS.login + queryString({ tab: p.tab, forgot: p.forgot ? '1' : undefined, activation: p.activation, next: p.next }),
  /** A client's new password; `forced` when the account must change it before going on. */
  resetPassword: (p: { forced?: boolean } = {}) => PATHS.resetPassword + queryString({ forced: p.forced ? 'true' : undefined }),
  account: () => PATHS.account,
  /** A companion's read-only view of a trip (ADR 031). */
  shared: (token: string) => `/shared/${encodeURIComponent(token)}`,
  /** The home page with the questionnaire open ('Plan your own trip'). */
  planTrip: () => `${PATHS.home}?plan=1`,
  itinerary: (p?: TripPageParams) => tripPage(PATHS.itinerary, p),
  billing: (p?: TripPageParams) => tripPage(PATHS.billing, p),
  activitySummary: (p?: TripPageParams) => tripPage(PATHS.activitySummary, p),

  /** The backoffice dashboard. */
  backoffice: () => PATHS.backoffice,
  /** Team sign-in; `reason` explains a refused session, `signup` shows the account-created banner. */
  backofficeLogin: (p: { reason?: 'denied' | 'pending'; signup?: 'success' } = {}) =>
    PATHS.backofficeLogin + queryString({ reason: p.reason, signup: p.signup }),
  forgotPassword: () => PATHS.forgotPassword,
  backofficeResetPassword: (p: { forced?: boolean } = {}) =>
    PATHS.backofficeResetPassword + queryString({ forced: p.forced ? 'true' : undefined }),
  teamRights: () => PATHS.teamRights,
  clientDatabase: () => PATHS.clientDatabase,
  /** A client by friendly id or user id (`clientId`), or by allowed-client record id (`id`, spec §2 My Trips). */
  clientDetail: (clientId: string) => PATHS.clientDetail + queryString({ clientId }),
  clientDetailByAllowedEmail: (allowedEmailId: string) => PATHS.clientDetail + queryString({ id: allowedEmailId }),
  questionnaireDetail: (id: string) => PATHS.questionnaireDetail + queryString({ id }),
  tripDetails: (tripId: string) => PATHS.tripDetails + queryString({ tripId }),
  clientView: (clientId: string) => PATHS.clientView + queryString({ clientId }),
  organizerMode: (clientId: string, tripId?: string) => PATHS.organizerMode + queryString({ clientId, tripId }),
  profileSettings: () => PATHS.profileSettings,
  /** The places catalogue and the agency's custom activities (`tab: 'custom'`). */
  places: (p: { tab?: 'custom'; q?: string; city?: string; kind?: string } = {}) =>
    PATHS.places + queryString({ tab: p.tab, q: p.q, city: p.city, kind: p.kind }),
} as const;

const CLIENT_AREA = [PATHS.account, PATHS.itinerary, PATHS.billing, PATHS.activitySummary];

/**
 * The client-area address a sign-in may return to: a same-site path under /account, /itinerary,
 * /billing or /activity-summary (never another site, never the backoffice), else null.
 */
export function clientReturnPath(to: string | null | undefined): string | null {
  if (!to || !to.startsWith('/') || to.startsWith('//') || to.includes('\\')) return null;
  const path = to.split(/[?#]/, 1)[0]!;
  return CLIENT_AREA.some((p) => path === p || path.startsWith(p + '/')) ? to : null;
}

