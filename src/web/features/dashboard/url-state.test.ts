import { describe, expect, it } from 'vitest';
import { dashboardSearch, folderLabel, folderOptions, nextState, parseDashboardState, statusLabel } from './url-state';

const parse = (qs: string, canDelete = false) => parseDashboardState(new URLSearchParams(qs), canDelete);

describe('dashboard URL state', () => {
  it('opens on the Trips tab, folder in_progress, status all, page 1', () => {
    expect(parse('')).toEqual({ tab: 'trips', q: '', status: 'all', folder: 'in_progress', page: 1 });
    expect(parse('tab=survey')).toMatchObject({ folder: 'inbox', status: 'all' });
    expect(parse('tab=assigned')).toMatchObject({ folder: 'any' });
  });

  it('reads search, filters and page, and ignores unknown values', () => {
    expect(parse('tab=trips&q=%20rossi%20&status=confirmed&folder=archived&page=3')).toEqual({
      tab: 'trips',
      q: 'rossi',
      status: 'confirmed',
      folder: 'archived',
      page: 3,
    });
    expect(parse('tab=nope&status=processing&folder=inbox&page=-2')).toEqual({
      tab: 'trips',
      q: '',
      status: 'all',
      folder: 'in_progress',
      page: 1,
    });
    expect(parse('tab=survey&status=processing&folder=archived')).toMatchObject({ status: 'processing', folder: 'archived' });
  });

  it('offers the Deleted folder to super_admin only', () => {
    expect(parse('folder=deleted').folder).toBe('in_progress');
    expect(parse('folder=deleted', true).folder).toBe('deleted');
    expect(folderOptions('trips', false)).not.toContain('deleted');
    expect(folderOptions('trips', true)).toContain('deleted');
    expect(folderOptions('survey', true)).toEqual(['inbox', 'active', 'archived', 'cancelled', 'all']);
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(dashboardSearch(parse('')).toString()).toBe('');
    const s = parse('tab=assigned&q=T-1042&folder=completed&page=2');
    expect(dashboardSearch(s).toString()).toBe('tab=assigned&q=T-1042&folder=completed&page=2');
    expect(parse(dashboardSearch(s).toString())).toEqual(s);
  });

  it('goes back to page 1 on a new search or filter, and resets filters on a new tab', () => {
    const s = parse('q=rome&status=confirmed&page=4');
    expect(nextState(s, { q: 'paris' })).toMatchObject({ q: 'paris', status: 'confirmed', page: 1 });
    expect(nextState(s, { page: 5 }).page).toBe(5);
    expect(nextState(s, { q: 'rome' }).page).toBe(4);
    expect(nextState(s, { tab: 'survey' })).toEqual({ tab: 'survey', q: '', status: 'all', folder: 'inbox', page: 1 });
  });
});

describe('dashboard labels', () => {
  it('names each folder view and status filter of a tab', () => {
    expect(folderLabel('trips', 'in_progress')).toBe('In progress');
    expect(folderLabel('assigned', 'any')).toBe('All folders');
    expect(folderLabel('survey', 'inbox')).toBe('Inbox');
    expect(folderLabel('survey', 'all')).toBe('All');
    expect(statusLabel('survey', 'processing')).toBe('Processing');
    expect(statusLabel('trips', 'follow_up')).toBe('Follow-up');
    expect(statusLabel('trips', 'all')).toBe('All statuses');
  });
});
