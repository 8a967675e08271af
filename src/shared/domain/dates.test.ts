import { describe, expect, it } from 'vitest';
import { daysAgo, formatDate, formatDateRange, formatDateTime, formatReceived, receivedPhrase } from './dates.js';

describe('formatDate / formatDateTime', () => {
  it('reads YYYY-MM-DD as a calendar day, the same in every time zone', () => {
    expect(formatDate('2027-05-10')).toBe('10 May 2027');
    for (const timeZone of ['Pacific/Honolulu', 'Europe/Paris', 'Pacific/Kiritimati']) {
      expect(formatDate('2027-05-10', { timeZone })).toBe('10 May 2027');
    }
    expect(formatDate(null)).toBe('');
    expect(formatDate('soon')).toBe('soon');
  });

  it('prints an instant on the day and at the time of the viewer', () => {
    const late = '2027-05-09T23:30:00Z';
    expect(formatDate(late, { timeZone: 'UTC' })).toBe('9 May 2027');
    expect(formatDate(late, { timeZone: 'Europe/Paris' })).toBe('10 May 2027');
    expect(formatDateTime(late, { timeZone: 'Europe/Paris' })).toBe('10 May 2027, 01:30');
    expect(formatDateTime(undefined)).toBe('');
  });
});

describe('formatDateRange', () => {
  it('gives full or compact ranges, one side, or null', () => {
    expect(formatDateRange('2027-05-10', '2027-05-14')).toBe('10 May 2027 – 14 May 2027');
    expect(formatDateRange('2027-05-10', '2027-05-14', 'compact')).toBe('10 – 14 May 2027');
    expect(formatDateRange('2027-04-28', '2027-05-03', 'compact')).toBe('28 Apr – 3 May 2027');
    expect(formatDateRange('2027-12-30', '2028-01-02', 'compact')).toBe('30 Dec 2027 – 2 Jan 2028');
    expect(formatDateRange('2027-05-10', null)).toBe('From 10 May 2027');
    expect(formatDateRange(null, '2027-05-14')).toBe('Until 14 May 2027');
    expect(formatDateRange(null, undefined)).toBeNull();
    expect(formatDateRange('soon', 'later')).toBe('soon – later');
  });
});

describe('formatReceived / receivedPhrase', () => {
  const now = new Date('2027-05-10T08:00:00Z');
  it('counts calendar days where the viewer is', () => {
    expect(formatReceived('2027-05-10T07:00:00Z', now, { timeZone: 'UTC' })).toBe('Today');
    expect(formatReceived('2027-05-09T12:00:00Z', now, { timeZone: 'UTC' })).toBe('Yesterday');
    expect(formatReceived('2027-05-06T12:00:00Z', now, { timeZone: 'UTC' })).toBe('4 days ago');
    expect(formatReceived('2027-04-20T12:00:00Z', now, { timeZone: 'UTC' })).toBe('20 Apr 2027');
    // 23:30 UTC on the 9th is already the 10th in Paris: received today there.
    expect(daysAgo('2027-05-09T23:30:00Z', now, { timeZone: 'UTC' })).toBe(1);
    expect(daysAgo('2027-05-09T23:30:00Z', now, { timeZone: 'Europe/Paris' })).toBe(0);
    expect(formatReceived('not a date', now)).toBe('');
  });

  it('reads inside a sentence', () => {
    expect(receivedPhrase('2027-05-10T07:00:00Z', now, { timeZone: 'UTC' })).toBe('today');
    expect(receivedPhrase('2027-05-07T07:00:00Z', now, { timeZone: 'UTC' })).toBe('3 days ago');
    expect(receivedPhrase('2027-04-20T12:00:00Z', now, { timeZone: 'UTC' })).toBe('on 20 Apr 2027');
  });
});

describe('long and French dates (the blog)', () => {
  it('prints the day of publication in the given zone, in English or French', () => {
    const iso = '2026-09-11T23:15:00Z';
    expect(formatDate(iso, { timeZone: 'Europe/Paris', month: 'long' })).toBe('12 September 2026');
    expect(formatDate(iso, { timeZone: 'Europe/Paris', month: 'long', lang: 'fr' })).toBe('12 septembre 2026');
  });
});
