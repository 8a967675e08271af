import { describe, expect, it } from 'vitest';
import {
  DaySchema,
  ItinerarySchema,
  MAX_OPTIONS_PER_SLOT,
  OptionSchema,
  TimeSlotSchema,
  keepAiOptions,
  newId,
  normalizeItinerary,
  sortDaysByDate,
  withUniqueIds,
} from './itinerary.js';

const legacy = [
  {
    date: '2025-06-02',
    title: 'Montmartre',
    slots: [
      {
        time: '09:00-11:00',
        title: 'Morning',
        options: [
          { name: 'Sacré-Cœur', location: { lat: 48.8867, lng: 2.3431 }, cost: 'Free', rating: '4.7', extra: 'kept' },
          { id: 'opt-2', name: 'Null Island', coordinates: { lat: 0, lng: 0 } },
        ],
        selectedPlace: 'opt-2',
      },
      { start_time: '11:00', end_time: '13:00', title: 'Lunch', options: [] },
      { time: '15:00', title: 'Afternoon' },
    ],
  },
  {
    id: 'day-1',
    date: '2025-06-01',
    title: 'Arrival',
    timeSlots: [{ id: 'slot-1', startTime: '18:00', endTime: '20:00', title: 'Dinner', options: [], custom: 1 }],
  },
];

describe('normalizeItinerary (spec §3 legacy shapes)', () => {
  const days = normalizeItinerary(legacy);

  it('sorts days by date', () => {
    expect(days.map((d) => d.date)).toEqual(['2025-06-01', '2025-06-02']);
  });

  it('reads slots as timeSlots and drops the old key', () => {
    const montmartre = days[1]!;
    expect(montmartre.timeSlots).toHaveLength(3);
    expect(montmartre).not.toHaveProperty('slots');
  });

  it("reads time '09:00-11:00' and start_time/end_time into both spellings", () => {
    const [first, second] = days[1]!.timeSlots;
    expect(first).toMatchObject({ startTime: '09:00', endTime: '11:00', start_time: '09:00', end_time: '11:00' });
    expect(first).not.toHaveProperty('time');
    expect(second).toMatchObject({ startTime: '11:00', endTime: '13:00', start_time: '11:00', end_time: '13:00' });
  });

  it("reads time '15:00' as a 2-hour slot", () => {
    expect(days[1]!.timeSlots[2]).toMatchObject({ startTime: '15:00', endTime: '17:00', end_time: '17:00' });
  });

  it('gives missing ids and keeps existing ones', () => {
    expect(days[0]!.id).toBe('day-1');
    expect(days[0]!.timeSlots[0]!.id).toBe('slot-1');
    const montmartre = days[1]!;
    expect(montmartre.id).toMatch(/^[0-9a-f-]{36}$/);
    for (const slot of montmartre.timeSlots) expect(slot.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(montmartre.timeSlots[0]!.options[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(montmartre.timeSlots[0]!.options[1]!.id).toBe('opt-2');
  });

  it('fills coordinates and location from either and sets hasValidCoordinates', () => {
    const [sacreCoeur, nullIsland] = days[1]!.timeSlots[0]!.options;
    expect(sacreCoeur).toMatchObject({
      coordinates: { lat: 48.8867, lng: 2.3431 },
      location: { lat: 48.8867, lng: 2.3431 },
      hasValidCoordinates: true,
    });
    expect(nullIsland).toMatchObject({ coordinates: { lat: 0, lng: 0 }, location: { lat: 0, lng: 0 }, hasValidCoordinates: false });
  });

  it('marks options without coordinates as not valid', () => {
    const option = normalizeItinerary([{ date: '2025-06-01', title: 'x', timeSlots: [{ options: [{ name: 'No map' }] }] }])[0]!
      .timeSlots[0]!.options[0]!;
    expect(option.hasValidCoordinates).toBe(false);
    expect(option).not.toHaveProperty('coordinates');
  });

  it('keeps unknown fields and the selection', () => {
    expect(days[0]!.timeSlots[0]).toHaveProperty('custom', 1);
    expect(days[1]!.timeSlots[0]!.options[0]).toHaveProperty('extra', 'kept');
    expect(days[1]!.timeSlots[0]!.selectedPlace).toBe('opt-2');
  });

  it('coerces numeric text and drops fields of the wrong type', () => {
    const [option] = normalizeItinerary([
      { date: '2025-06-01', title: 't', timeSlots: [{ options: [{ name: 'A', rating: '4.7', reviews: 'many', phone: 12 }] }] },
    ])[0]!.timeSlots[0]!.options;
    expect(option!.rating).toBe(4.7);
    expect(option).not.toHaveProperty('reviews');
    expect(option).not.toHaveProperty('phone');
  });

  it('keeps start_time/end_time equal to startTime/endTime, preferring startTime', () => {
    const [slot] = normalizeItinerary([
      { date: '2025-06-01', title: 't', timeSlots: [{ startTime: '10:00', start_time: '08:00', endTime: '12:00' }] },
    ])[0]!.timeSlots;
    expect(slot).toMatchObject({ startTime: '10:00', start_time: '10:00', endTime: '12:00', end_time: '12:00' });
  });

  it('starts a slot without any time where the previous one ended', () => {
    const slots = normalizeItinerary([
      { date: '2025-06-01', title: 't', timeSlots: [{ startTime: '09:00', endTime: '11:00' }, { title: 'Next' }] },
    ])[0]!.timeSlots;
    expect(slots[1]).toMatchObject({ startTime: '11:00', endTime: '13:00', title: 'Next' });
  });

  it('gives a day with no slots an empty list and a slot without a title the Activity label', () => {
    const [day] = normalizeItinerary([{ date: '2025-06-01T00:00:00Z', title: 'Empty' }, 'junk', null]);
    expect(day).toMatchObject({ date: '2025-06-01', timeSlots: [] });
    expect(normalizeItinerary([{ date: '2025-06-01', title: 't', slots: [{}] }])[0]!.timeSlots[0]!.title).toBe('Activity');
  });

  it('returns [] for non-array input', () => {
    expect(normalizeItinerary(null)).toEqual([]);
    expect(normalizeItinerary(undefined)).toEqual([]);
    expect(normalizeItinerary({ days: [] })).toEqual([]);
    expect(normalizeItinerary('[]')).toEqual([]);
  });

  it('is idempotent: same result, same ids', () => {
    expect(normalizeItinerary(days)).toEqual(days);
    expect(normalizeItinerary(JSON.parse(JSON.stringify(days)))).toEqual(days);
  });

  it('produces a document the schema accepts', () => {
    expect(ItinerarySchema.safeParse(days).success).toBe(true);
  });

  it('does not change its input', () => {
    const input = JSON.parse(JSON.stringify(legacy));
    normalizeItinerary(input);
    expect(input).toEqual(legacy);
  });
});

describe('schemas', () => {
  const slot = { id: 's', startTime: '09:00', endTime: '11:00', start_time: '09:00', end_time: '11:00', title: 'Activity', options: [] };

  it('requires both time spellings to agree', () => {
    expect(TimeSlotSchema.safeParse(slot).success).toBe(true);
    expect(TimeSlotSchema.safeParse({ ...slot, start_time: '10:00' }).success).toBe(false);
  });

  it('requires HH:MM times and YYYY-MM-DD dates', () => {
    expect(TimeSlotSchema.safeParse({ ...slot, startTime: '9am', start_time: '9am' }).success).toBe(false);
    expect(DaySchema.safeParse({ id: 'd', date: '01/06/2025', title: 't', timeSlots: [] }).success).toBe(false);
    expect(DaySchema.safeParse({ id: 'd', date: '2025-06-01', title: 't', timeSlots: [slot] }).success).toBe(true);
  });

  it('keeps unknown option fields', () => {
    const parsed = OptionSchema.parse({ id: 'o', name: 'Louvre', placeId: 'abc' });
    expect(parsed).toHaveProperty('placeId', 'abc');
  });
});

describe('AI options (§9: at most 3 kept per slot)', () => {
  it('keeps the first 3', () => {
    expect(MAX_OPTIONS_PER_SLOT).toBe(3);
    expect(keepAiOptions([1, 2, 3, 4, 5])).toEqual([1, 2, 3]);
    expect(keepAiOptions([1])).toEqual([1]);
  });
});

describe('sortDaysByDate (§4)', () => {
  it('sorts by date, undated last, without changing the input', () => {
    const input = [{ date: '2025-06-03' }, { date: '' }, { date: '2025-06-01' }];
    expect(sortDaysByDate(input).map((d) => d.date)).toEqual(['2025-06-01', '2025-06-03', '']);
    expect(input[0]!.date).toBe('2025-06-03');
  });
});

describe('newId', () => {
  it('gives distinct uuids', () => {
    expect(newId()).not.toBe(newId());
  });
});

describe('withUniqueIds', () => {
  it('keeps the first id and numbers later repeats in document order, the same on every read', () => {
    const items = [{ id: 'a' }, { id: 'a' }, { id: 'b' }, { id: 'a-2' }, { id: 'a' }];
    expect(withUniqueIds(items).map((i) => i.id)).toEqual(['a', 'a-2', 'b', 'a-2-2', 'a-3']);
    expect(withUniqueIds(withUniqueIds(items))).toEqual(withUniqueIds(items));
  });

  it('returns a list without repeats as it is', () => {
    const items = [{ id: 'a' }, { id: 'b' }];
    expect(withUniqueIds(items)).toBe(items);
  });

  it('normalising gives repeated days and slots ids of their own', () => {
    const slot = { id: 's', startTime: '09:00', endTime: '11:00', title: 'Morning', options: [] };
    const days = normalizeItinerary([
      { id: 'd', date: '2027-05-10', title: 'One', timeSlots: [slot, slot] },
      { id: 'd', date: '2027-05-11', title: 'Two', timeSlots: [slot] },
    ]);
    expect(days.map((d) => d.id)).toEqual(['d', 'd-2']);
    expect(days[0]!.timeSlots.map((s) => s.id)).toEqual(['s', 's-2']);
  });
});
