import { describe, expect, it } from 'vitest';
import { copyBooking, copyItinerary, copyTravelers, dayOffset, shiftDate } from './trip-copy.js';

describe('shiftDate', () => {
  it('moves dates and date-times by whole days, across months and leap days', () => {
    expect(shiftDate('2027-05-10', 3)).toBe('2027-05-13');
    expect(shiftDate('2028-02-28', 1)).toBe('2028-02-29');
    expect(shiftDate('2027-03-01T10:30', -1)).toBe('2027-02-28T10:30');
    expect(shiftDate('2027-05-10', 0)).toBe('2027-05-10');
  });
  it('leaves other values alone', () => {
    expect(shiftDate('', 2)).toBe('');
    expect(shiftDate(null, 2)).toBeNull();
    expect(shiftDate('soon', 2)).toBe('soon');
    expect(shiftDate('2027-02-30', 2)).toBe('2027-02-30');
  });
});

describe('dayOffset', () => {
  it('counts whole days, 0 when a date is missing', () => {
    expect(dayOffset('2027-05-10', '2027-08-01')).toBe(83);
    expect(dayOffset('2027-05-10', '2027-05-01')).toBe(-9);
    expect(dayOffset(null, '2027-05-01')).toBe(0);
  });
});

describe('copyItinerary', () => {
  const source = [
    {
      id: 'd2',
      date: '2027-05-11',
      title: 'Second',
      slots: [{ id: 's3', time: '10:00', title: 'Walk', options: [{ id: 7, name: 'Seine' }], selectedPlace: 7 }],
    },
    {
      id: 'd1',
      date: '2027-05-10',
      title: 'First',
      timeSlots: [
        {
          id: 's1',
          startTime: '09:00',
          endTime: '11:00',
          title: 'Museum',
          options: [
            { id: 'o1', name: 'Louvre' },
            { id: 'o2', name: 'Orsay' },
          ],
          selectedPlace: 'o2',
        },
        { id: 's2', startTime: '11:00', endTime: '13:00', title: 'Free', options: [], selectedPlace: null },
      ],
    },
  ];

  it('gives every day, slot and option a new id and keeps each selection on its option', () => {
    const copy = copyItinerary(source);
    expect(copy.map((d) => d.title)).toEqual(['First', 'Second']);
    const ids = copy.flatMap((d) => [d.id, ...d.timeSlots.flatMap((s) => [s.id, ...s.options.map((o) => o.id)])]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const old of ['d1', 'd2', 's1', 's2', 's3', 'o1', 'o2', '7']) expect(ids).not.toContain(old);
    const museum = copy[0]!.timeSlots[0]!;
    expect(museum.options.find((o) => o.id === museum.selectedPlace)?.name).toBe('Orsay');
    expect(copy[0]!.timeSlots[1]!.selectedPlace).toBeNull();
    const walk = copy[1]!.timeSlots[0]!;
    expect(walk.options.find((o) => o.id === walk.selectedPlace)?.name).toBe('Seine');
    expect(walk.startTime).toBe('10:00');
  });

  it('shifts day dates and leaves the source untouched', () => {
    const before = JSON.stringify(source);
    const copy = copyItinerary(source, 30);
    expect(copy.map((d) => d.date)).toEqual(['2027-06-09', '2027-06-10']);
    expect(JSON.stringify(source)).toBe(before);
  });

  it('reads anything else as an empty itinerary', () => {
    expect(copyItinerary(null)).toEqual([]);
    expect(copyItinerary('[]')).toEqual([]);
  });
});

describe('copyBooking', () => {
  it('shifts the named dates and clears the billed flag', () => {
    const hotel = { name: 'Ritz', checkIn: '2027-05-10', checkOut: '2027-05-12', billed: true };
    expect(copyBooking(hotel, 2, ['checkIn', 'checkOut'])).toEqual({ name: 'Ritz', checkIn: '2027-05-12', checkOut: '2027-05-14', billed: false });
    expect(hotel.billed).toBe(true);
    expect(copyBooking(null, 2, [])).toBeNull();
    expect(copyBooking(undefined, 2, [])).toBeNull();
  });
});

describe('copyTravelers', () => {
  it('takes the travellers asked for, else the source, with at least one adult', () => {
    expect(copyTravelers({ adults: 2, children: 1 })).toEqual({ adults: 2, children: 1 });
    expect(copyTravelers({ adults: 2, children: 1 }, { adults: 4, children: 0 })).toEqual({ adults: 4, children: 0 });
    expect(copyTravelers({ adults: 0, children: -1 }, null)).toEqual({ adults: 1, children: 0 });
  });
});
