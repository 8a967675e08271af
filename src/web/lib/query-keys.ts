/**
 * Query keys, one factory per resource of the API (bulletproof-react's query-key factories).
 * Every query names its key here and every mutation invalidates through these, never through
 * a literal array (ESLint refuses one elsewhere): a key is written once, so a write refreshes
 * every screen that shows the resource. Keys nest: `tripKeys.all` covers every trip query.
 */

/** Filters of a server-side list (search, filters, page), as the query sends them. */
export type ListFilters = Readonly<Record<string, string | number | boolean | null | undefined>>;

export const sessionKeys = {
  all: ['session'] as const,
};

export const authKeys = {
  all: ['auth'] as const,
  resetToken: (token: string) => [...authKeys.all, 'reset-token', token] as const,
};

/** /api/trips: the dashboard's lists and the template trips offered to new clients. */
export const tripKeys = {
  all: ['trips'] as const,
  lists: () => [...tripKeys.all, 'list'] as const,
  list: (filters: ListFilters) => [...tripKeys.lists(), filters] as const,
  templates: () => [...tripKeys.all, 'templates'] as const,
  details: () => [...tripKeys.all, 'detail'] as const,
  /** One whole trip (GET /api/trips/:id), as the editor and the workspace show it. */
  detail: (id: string) => [...tripKeys.details(), id] as const,
  history: (id: string) => [...tripKeys.all, 'history', id] as const,
  /** Whether client view may show the trip (GET /api/workspace/trips/:id), nested so the trip's live events refresh it. */
  asClient: (id: string, clientId: string) => [...tripKeys.detail(id), 'as-client', clientId] as const,
};

/** /api/billing/:tripId: one trip's billing, nested under the trip so its live events refresh it too. */
export const billingKeys = {
  trip: (tripId: string) => [...tripKeys.detail(tripId), 'billing'] as const,
};

/** /api/notifications: the signed-in user's notifications and unread count. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

/** /api/questionnaires: the Survey tab's lists and one questionnaire's review. */
export const questionnaireKeys = {
  all: ['questionnaires'] as const,
  lists: () => [...questionnaireKeys.all, 'list'] as const,
  list: (filters: ListFilters) => [...questionnaireKeys.lists(), filters] as const,
  details: () => [...questionnaireKeys.all, 'detail'] as const,
  detail: (id: string) => [...questionnaireKeys.details(), id] as const,
};

/** /api/dashboard: the tab counts (trips in progress, questionnaires in the inbox, assigned to me). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  counts: () => [...dashboardKeys.all, 'counts'] as const,
};

/** /api/clients: the client database and one client's detail. */
export const clientKeys = {
  all: ['clients'] as const,
  lists: () => [...clientKeys.all, 'list'] as const,
  list: (filters: ListFilters) => [...clientKeys.lists(), filters] as const,
  details: () => [...clientKeys.all, 'detail'] as const,
  detail: (key: string) => [...clientKeys.details(), key] as const,
};

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
  all: ['places'] as const,
  searches: () => [...placeKeys.all, 'search'] as const,
  search: (mode: 'places' | 'geocode', query: string, near: string) => [...placeKeys.searches(), mode, query, near] as const,
  lists: () => [...placeKeys.all, 'list'] as const,
  list: (filters: ListFilters) => [...placeKeys.lists(), filters] as const,
};

/** /api/custom-activities: the agency's own activities. */
export const customActivityKeys = {
  all: ['custom-activities'] as const,
  lists: () => [...customActivityKeys.all, 'list'] as const,
  list: (filters: ListFilters) => [...customActivityKeys.lists(), filters] as const,
};

/** /api/workspace: whose workspace is open and their trips (own, or a client's as staff see them). */
export const workspaceKeys = {
  all: ['workspace'] as const,
  trips: (clientId: string | null, view: 'client' | 'organizer') => [...workspaceKeys.all, 'trips', clientId, view] as const,
  account: () => [...workspaceKeys.all, 'account'] as const,
};
