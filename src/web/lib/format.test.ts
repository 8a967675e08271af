import { describe, expect, it } from 'vitest';
import { TRIP_STATUS_META, TRIP_STATUSES } from '#shared/domain/constants';
import { formatDate, formatDateRange, tripStatusBadge } from './format';

describe('formatDate / formatDateRange', () => {
  it('reads YYYY-MM-DD as a calendar day', () => {
    expect(formatDate('2027-05-10')).toBe('10 May 2027');
    expect(formatDate(null)).toBe('');
    expect(formatDate('soon')).toBe('soon');
  });

  it('gives full or compact ranges, one side, or null', () => {
    expect(formatDateRange('2027-05-10', '2027-05-14')).toBe('10 May 2027 – 14 May 2027');
    expect(formatDateRange('2027-05-10', '2027-05-14', 'compact')).toBe('10 – 14 May 2027');
    expect(formatDateRange('2027-04-28', '2027-05-03', 'compact')).toBe('28 Apr – 3 May 2027');
    expect(formatDateRange('2027-12-30', '2028-01-02', 'compact')).toBe('30 Dec 2027 – 2 Jan 2028');
    expect(formatDateRange('2027-05-10', null)).toBe('From 10 May 2027');
    expect(formatDateRange(null, '2027-05-14')).toBe('Until 14 May 2027');
    expect(formatDateRange(null, undefined)).toBeNull();
  });
});

describe('tripStatusBadge', () => {
  it('labels every status from TRIP_STATUS_META with one tone per colour', () => {
    expect(tripStatusBadge('in_progress')).toEqual({ label: 'In Progress', tone: 'amber' });
    expect(tripStatusBadge('follow_up')).toEqual({ label: 'Follow-up', tone: 'gold' });
    expect(tripStatusBadge('new')).toEqual({ label: 'New', tone: 'neutral' });
    for (const s of TRIP_STATUSES) expect(tripStatusBadge(s).label).toBe(TRIP_STATUS_META[s].label);
    expect(tripStatusBadge('on_hold')).toEqual({ label: 'On hold', tone: 'gray' });
  });
});
