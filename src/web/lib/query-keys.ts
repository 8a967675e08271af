/**
 * Query keys, one factory per resource of the API (bulletproof-react's query-key factories).
 * Every query names its key here and every mutation invalidates through these, never through
 * a literal array (ESLint refuses one elsewhere): a key is written once, so a write refreshes
 * every screen that shows the resource. Keys nest: `tripKeys.all` covers every trip query.
 */

/** Filters of a server-side list (search, filters, page), as the query sends them. */
export type ListFilters = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** The keys of a resource the API lists: all of it, and its lists (one per filters). */
function listKeys<const N extends string>(name: N) {
  const all = [name] as const;
  const lists = () => [...all, 'list'] as const;
  return { all, lists, list: (filters: ListFilters) => [...lists(), filters] as const };
}

/** The keys of a resource the API lists and shows one by one: listKeys, and its details (one per id). */
function resourceKeys<const N extends string>(name: N) {
  const keys = listKeys(name);
  const details = () => [...keys.all, 'detail'] as const;
  return { ...keys, details, detail: (id: string) => [...details(), id] as const };
}

export const sessionKeys = {
  all: ['session'] as const,
};

export const authKeys = {
  all: ['auth'] as const,
  resetToken: (token: string) => [...authKeys.all, 'reset-token', token] as const,
};

/** /api/trips: the dashboard's lists and the template trips offered to new clients. */
/** tripKeys.detail(id): one whole trip (GET /api/trips/:id), as the editor and the workspace show it. */
export const tripKeys = {
  ...resourceKeys('trips'),
  templates: () => [...tripKeys.all, 'templates'] as const,
  history: (id: string) => [...tripKeys.all, 'history', id] as const,
  /** The trip's organizers and whom staff may attach (GET /api/trips/:id/organizers, ADR 023). */
  organizers: (id: string) => [...tripKeys.all, 'organizers', id] as const,
  /** Whether client view may show the trip (GET /api/workspace/trips/:id), nested so the trip's live events refresh it. */
  ofClient: (id: string, clientId: string, view: 'client' | 'organizer') => [...tripKeys.detail(id), 'of-client', clientId, view] as const,
};

/** /api/billing/:tripId: one trip's billing, nested under the trip so its live events refresh it too. */
export const billingKeys = {
  trip: (tripId: string) => [...tripKeys.detail(tripId), 'billing'] as const,
};

/** A trip's links for companions (GET /api/trips/:id/share-links), nested so the trip's live events refresh them. */
export const shareKeys = {
  links: (tripId: string) => [...tripKeys.detail(tripId), 'share-links'] as const,
  /** The trip a companion opens by its link (GET /api/shared/:token; no session). */
  shared: (token: string) => ['shared-trip', token] as const,
};

/**
 * A trip's proposal (GET /api/trips/:id/proposal) and what changed since the viewer last looked
 * (GET /api/trips/:id/changes-for-me), issue 22: nested under the trip so its live events refresh them.
 */
export const proposalKeys = {
  state: (tripId: string) => [...tripKeys.detail(tripId), 'proposal'] as const,
  changesForMe: (tripId: string) => [...tripKeys.detail(tripId), 'changes-for-me'] as const,
};

/** /api/notifications: the signed-in user's notifications and unread count. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

/** /api/questionnaires: the Survey tab's lists and one questionnaire's review. */
export const questionnaireKeys = resourceKeys('questionnaires');

/** /api/dashboard: the tab counts (trips in progress, questionnaires in the inbox, assigned to me). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  counts: () => [...dashboardKeys.all, 'counts'] as const,
};

/** /api/clients: the client database and one client's detail (by its key). */
export const clientKeys = resourceKeys('clients');

/** /api/team: users and invitations, and the specialists a trip can be given to. */
export const teamKeys = {
  all: ['team'] as const,
  list: () => [...teamKeys.all, 'list'] as const,
  specialists: () => [...teamKeys.all, 'specialists'] as const,
};

/** /api/profile: the signed-in staff member's profile. */
export const profileKeys = {
  all: ['profile'] as const,
  mine: () => [...profileKeys.all, 'mine'] as const,
};

/** /api/places: the search box's suggestions (places or geocoding) and the backoffice catalogue. */
export const placeKeys = {
  ...listKeys('places'),
  searches: () => [...placeKeys.all, 'search'] as const,
  search: (mode: 'places' | 'geocode', query: string, near: string) => [...placeKeys.searches(), mode, query, near] as const,
  capabilities: () => [...placeKeys.all, 'capabilities'] as const,
};

/** /api/custom-activities: the agency's own activities. */
export const customActivityKeys = listKeys('custom-activities');

/** /api/workspace: whose workspace is open and their trips (own, or a client's as staff see them). */
export const workspaceKeys = {
  all: ['workspace'] as const,
  trips: (clientId: string | null, view: 'client' | 'organizer') => [...workspaceKeys.all, 'trips', clientId, view] as const,
  account: () => [...workspaceKeys.all, 'account'] as const,
};

/** /api/map: which basemap to draw, and the offline basemap's names (ADR 010, ADR 027). */
export const mapKeys = {
  all: ['map'] as const,
  config: () => [...mapKeys.all, 'config'] as const,
  labels: (url: string | null) => [...mapKeys.all, 'labels', url] as const,
};

/** The EUR -> USD rate in use (GET /api/exchange-rates/latest). */
export const exchangeRateKeys = {
  latest: () => ['exchange-rates', 'latest'] as const,
};
