import { describe, expect, it } from 'vitest';
import type { Day } from '#shared/domain/itinerary';
import { workspaceDefaultSlots } from '#shared/domain/slots';
import { chooseOption, dayStops, tripStops, unverifiedCoordinates } from './choosing';
import { badgeText } from './notifications';
import { readWorkspaceParams, carryParams } from './workspace-params';

function day(id: string): Day {
  const slots = workspaceDefaultSlots();
  slots[0]!.options = [
    { id: 'louvre', name: 'Louvre', coordinates: { lat: 48.86, lng: 2.33 } },
    { id: 'orsay', name: 'Orsay', coordinates: { lat: 0, lng: 0 } },
  ];
  slots[1]!.options = [{ id: 'tuileries', name: 'Tuileries', location: { lat: 48.863, lng: 2.327 } }];
  return { id, date: '2027-05-10', title: 'Arrival', timeSlots: slots };
}

describe('choosing an activity (spec §4 activity slot)', () => {
  it('selecting sets the choice and makes the next slot active', () => {
    const days = [day('d1')];
    const slot = days[0]!.timeSlots[0]!;
    const r = chooseOption(days, 'd1', slot.id, 'louvre')!;
    expect(r.optionId).toBe('louvre');
    expect(r.days[0]!.timeSlots[0]!.selectedPlace).toBe('louvre');
    expect(r.nextSlotId).toBe(days[0]!.timeSlots[1]!.id);
    expect(days[0]!.timeSlots[0]!.selectedPlace ?? null).toBeNull();
  });

  it('selecting the chosen option again clears it and keeps the slot active', () => {
    const d = day('d1');
    const days = chooseOption([d], 'd1', d.timeSlots[0]!.id, 'louvre')!.days;
    const slotId = days[0]!.timeSlots[0]!.id;
    const r = chooseOption(days, 'd1', slotId, 'louvre')!;
    expect(r.optionId).toBeNull();
    expect(r.days[0]!.timeSlots[0]!.selectedPlace).toBeNull();
    expect(r.nextSlotId).toBe(slotId);
  });

  it('choosing another option replaces the choice; unknown ids change nothing', () => {
    const d = day('d1');
    const slotId = d.timeSlots[0]!.id;
    const once = chooseOption([d], 'd1', slotId, 'louvre')!.days;
    expect(chooseOption(once, 'd1', slotId, 'orsay')!.days[0]!.timeSlots[0]!.selectedPlace).toBe('orsay');
    expect(chooseOption(once, 'd1', slotId, 'nope')).toBeNull();
    expect(chooseOption(once, 'd2', slotId, 'louvre')).toBeNull();
  });

  it('the last slot has no next slot', () => {
    const d = day('d1');
    d.timeSlots[5]!.options = [{ id: 'dinner', name: 'Le Cinq' }];
    expect(chooseOption([d], 'd1', d.timeSlots[5]!.id, 'dinner')!.nextSlotId).toBeNull();
  });

  it('map stops follow the chosen places in order; coordinates (0,0) are unverified', () => {
    let days = [day('d1'), day('d2')];
    days = chooseOption(days, 'd1', days[0]!.timeSlots[0]!.id, 'orsay')!.days;
    days = chooseOption(days, 'd1', days[0]!.timeSlots[1]!.id, 'tuileries')!.days;
    days = chooseOption(days, 'd2', days[1]!.timeSlots[0]!.id, 'louvre')!.days;
    const stops = dayStops(days[0]);
    expect(stops.map((s) => s.name)).toEqual(['Orsay', 'Tuileries']);
    expect(stops[0]!.lat).toBeNull();
    expect(stops[1]!.lat).toBe(48.863);
    expect(tripStops(days).map((s) => s.label)).toEqual(['1.1', '1.2', '2.1']);
    expect(unverifiedCoordinates({ id: 'x', name: 'x', coordinates: { lat: 0, lng: 0 } })).toBe(true);
    expect(unverifiedCoordinates({ id: 'x', name: 'x', coordinates: { lat: 1, lng: 2 }, hasValidCoordinates: false })).toBe(true);
    expect(unverifiedCoordinates({ id: 'x', name: 'x', coordinates: { lat: 1, lng: 2 } })).toBe(false);
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
