import {
  QUESTIONNAIRE_FOLDERS,
  QUESTIONNAIRE_STATUSES,
  TRIP_FOLDERS,
  TRIP_STATUSES,
  type QuestionnaireFolder,
  type TripFolder,
} from '#shared/domain/constants';
import { QUESTIONNAIRE_FOLDER_LABELS, TRIP_FOLDER_LABELS, questionnaireStatusBadge, tripStatusBadge } from '#shared/domain/labels';
import type { ListCodec } from '#web/lib/list-state';
import { nextListState, pageParam, searchParam } from '#web/lib/list-state';
import { SEARCH_MAX_LENGTH } from '#shared/contracts/trips';

/**
 * The dashboard's state lives in the URL (?tab=trips&q=...&status=...&folder=...&page=2)
 * so back/forward and reload keep it. Unknown values fall back to each tab's defaults.
 */

export const DASHBOARD_PAGE_SIZE = 25;

export const DASHBOARD_TABS = ['trips', 'survey', 'assigned'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export interface DashboardState {
  tab: DashboardTab;
  q: string;
  /** 'all' or one status of the tab's entity. */
  status: string;
  /** Trips: a folder (default in_progress), or 'any' on Assigned to Me. Survey: inbox (default), a folder or 'all'. */
  folder: string;
  page: number;
}

export function defaultFolder(tab: DashboardTab): string {
  if (tab === 'survey') return 'inbox';
  return tab === 'assigned' ? 'any' : 'in_progress';
}

/** Folders offered on a tab; Deleted only to those who may delete trips (super_admin). */
export function folderOptions(tab: DashboardTab, canDelete: boolean): string[] {
  if (tab === 'survey') return [...QUESTIONNAIRE_FOLDERS, 'all'];
  const trips = TRIP_FOLDERS.filter((f) => f !== 'deleted' || canDelete);
  return tab === 'assigned' ? ['any', ...trips] : trips;
}

export function statusOptions(tab: DashboardTab): string[] {
  return ['all', ...(tab === 'survey' ? QUESTIONNAIRE_STATUSES : TRIP_STATUSES)];
}

export function parseDashboardState(params: URLSearchParams, canDelete: boolean): DashboardState {
  const rawTab = params.get('tab');
  const tab: DashboardTab = (DASHBOARD_TABS as readonly string[]).includes(rawTab ?? '') ? (rawTab as DashboardTab) : 'trips';
  const rawFolder = params.get('folder') ?? '';
  const folder = folderOptions(tab, canDelete).includes(rawFolder) ? rawFolder : defaultFolder(tab);
  const rawStatus = params.get('status') ?? '';
  const status = statusOptions(tab).includes(rawStatus) ? rawStatus : 'all';
  const page = pageParam(params);
  const q = searchParam(params, 'q', SEARCH_MAX_LENGTH);
  return { tab, q, status, folder, page };
}

/** The URL of a state, leaving out defaults (so /backoffice is the Trips tab as it opens). */
export function dashboardSearch(state: DashboardState): URLSearchParams {
  const p = new URLSearchParams();
  if (state.tab !== 'trips') p.set('tab', state.tab);
  if (state.q) p.set('q', state.q);
  if (state.status !== 'all') p.set('status', state.status);
  if (state.folder !== defaultFolder(state.tab)) p.set('folder', state.folder);
  if (state.page > 1) p.set('page', String(state.page));
  return p;
}

/** A change of tab starts that tab fresh; a change of search or filter goes back to page 1. */
export function nextState(current: DashboardState, change: Partial<DashboardState>): DashboardState {
  if (change.tab && change.tab !== current.tab) {
    return { tab: change.tab, q: '', status: 'all', folder: defaultFolder(change.tab), page: 1 };
  }
  return nextListState(current, change);
}

/** The dashboard's list kit codec; the folders offered depend on who looks (Deleted: super_admin). */
export function dashboardCodec(canDelete: boolean): ListCodec<DashboardState> {
  return { parse: (p) => parseDashboardState(p, canDelete), serialize: dashboardSearch, next: nextState };
}

/** Label of a folder view of a tab: the folders' own labels plus All folders / All. */
export function folderLabel(tab: DashboardTab, folder: string): string {
  if (tab === 'survey') return folder === 'all' ? 'All' : (QUESTIONNAIRE_FOLDER_LABELS[folder as QuestionnaireFolder] ?? folder);
  return folder === 'any' ? 'All folders' : (TRIP_FOLDER_LABELS[folder as TripFolder] ?? folder);
}

/** Label of a status filter of a tab. */
export function statusLabel(tab: DashboardTab, status: string): string {
  if (status === 'all') return 'All statuses';
  return (tab === 'survey' ? questionnaireStatusBadge(status) : tripStatusBadge(status)).label;
}
