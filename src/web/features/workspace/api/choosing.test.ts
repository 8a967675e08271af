import { describe, expect, it } from 'vitest';
import type { Day } from '#shared/domain/itinerary';
import { unverifiedCoordinates } from './choosing';
import { badgeText } from './notifications';
import { readWorkspaceParams, carryParams } from './workspace-params';

describe('chosen places (spec §2 sidebar)', () => {
  it('coordinates (0,0), none, or marked invalid are unverified', () => {
    expect(unverifiedCoordinates({ id: 'x', name: 'x', coordinates: { lat: 0, lng: 0 } })).toBe(true);
    expect(unverifiedCoordinates({ id: 'x', name: 'x' })).toBe(true);
    expect(unverifiedCoordinates({ id: 'x', name: 'x', coordinates: { lat: 1, lng: 2 }, hasValidCoordinates: false })).toBe(true);
    expect(unverifiedCoordinates({ id: 'x', name: 'x', coordinates: { lat: 1, lng: 2 } })).toBe(false);
  });
});

describe('Trip Map Discovery list', async () => {
  const { discoveries } = await import('../components/trip-map-dialog');
  const slot = (id: string, options: string[], selected: string | null = null) => ({
    id,
    startTime: '09:00',
    endTime: '11:00',
    start_time: '09:00',
    end_time: '11:00',
    title: id,
    options: options.map((o) => ({ id: o, name: o.toUpperCase() })),
    selectedPlace: selected,
  });
  it('lists the proposed activities not chosen, per day; days with none are left out', () => {
    const d: Day[] = [
      { id: 'd1', date: '2027-05-10', title: 'One', timeSlots: [slot('s1', ['a', 'b'], 'a'), slot('s2', ['c'])] },
      { id: 'd2', date: '2027-05-11', title: 'Two', timeSlots: [slot('s3', ['d'], 'd')] },
    ];
    expect(discoveries(d).map((x) => [x.number, x.options.map((o) => o.id)])).toEqual([[1, ['b', 'c']]]);
  });
});

describe('workspace top bar', () => {
  it('the badge shows the unread count, 9+ above 9, nothing at 0 (spec §9)', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(250)).toBe('9+');
  });

  it('section buttons carry tripId, clientId, organizerMode and allowedEmailId (spec §2)', () => {
    const p = readWorkspaceParams(new URLSearchParams('tripId=t1&clientId=1042&organizerMode=true&allowedEmailId=a1'));
    expect(p).toMatchObject({ tripId: 't1', clientId: '1042', organizerMode: true, allowedEmailId: 'a1', view: 'organizer' });
    expect(carryParams(p, 't2')).toEqual({ tripId: 't2', clientId: '1042', organizerMode: true, allowedEmailId: 'a1' });
    expect(readWorkspaceParams(new URLSearchParams('organizerMode=false&clientId=%20')).view).toBe('client');
    expect(readWorkspaceParams(new URLSearchParams('clientId=%20')).clientId).toBeUndefined();
  });
});
