/**
 * The client workspace (issue 10): /account, /itinerary, /activity-summary, client view and
 * organizer mode. Other features and the routes use it through this file (ADR 009).
 */
export { WorkspaceTopBar, type WorkspaceTopBarProps } from './components/workspace-top-bar';
export { SelectTripDialog } from './components/select-trip-dialog';
export { TripStatusPill, TripFolderBadge, workspaceStatusTone } from './components/trip-status';
export { useWorkspaceParams, readWorkspaceParams, carryParams, type WorkspaceParams } from './api/workspace-params';
export { useWorkspaceTrips, workspaceTripsQuery } from './api/get-workspace-trips';
export { badgeText, useNotifications, useNotificationEvents } from './api/notifications';
export { AccountPage, WorkspaceHome } from './components/workspace-home';
export type { WorkspaceScope } from './api/scope';
export { ItineraryPage } from './components/itinerary-page';
export { ActivitySummaryPage } from './components/activity-summary-page';
export { TripNotFound, backToTrip } from './components/trip-page-frame';
export { ClientViewPage, OrganizerModePage } from './components/staff-pages';
