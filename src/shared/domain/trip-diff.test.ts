import { describe, expect, it } from 'vitest';
import type { Day, TimeSlot } from './itinerary.js';
import { composeDiffs, describeDiff, diffDays, diffFields, diffStates, groupByPersonAndMinute, revertDiff, type TripState } from './trip-diff.js';

const slot = (id: string, start: string, end: string, options: { id: string; name: string; cost?: number }[], chosen: string | null = null, extra: Partial<TimeSlot> = {}): TimeSlot => ({
  id,
  startTime: start,
  endTime: end,
  start_time: start,
  end_time: end,
  title: 'Afternoon',
  options,
  selectedPlace: chosen,
  ...extra,
});
const day = (id: string, date: string, timeSlots: TimeSlot[] = []): Day => ({ id, date, title: `Rome ${id}`, timeSlots });

const castel = { id: 'castel', name: "Castel Sant'Angelo", cost: 15 };
const borghese = { id: 'borghese', name: 'Galleria Borghese', cost: 20 };

const before: Day[] = [
  day('d1', '2027-04-10'),
  day('d2', '2027-04-11', [slot('s1', '10:00', '12:00', [{ id: 'colosseo', name: 'Colosseum', cost: 18 }])]),
  day('d3', '2027-04-12', [slot('s2', '15:00', '17:00', [castel, borghese], 'castel')]),
];

const text = (d: ReturnType<typeof describeDiff>) => d.map((l) => l.text);

describe('trip diff: sentences', () => {
  it('names a changed choice with its day and times, and a hotel price', () => {
    const after = before.map((d) => (d.id === 'd3' ? { ...d, timeSlots: [{ ...d.timeSlots[0]!, selectedPlace: 'borghese' }] } : d));
    const diff = diffStates(
      { fields: { hotel: { name: 'Hotel Raphael', pricePerNight: 1200 } }, days: before },
      { fields: { hotel: { name: 'Hotel Raphael', pricePerNight: 1450 } }, days: after },
    );
    expect(text(describeDiff(diff))).toEqual(['Hotel price per night: €1,200 -> €1,450', "Day 3, 15:00-17:00: Castel Sant'Angelo -> Galleria Borghese"]);
    const line = describeDiff(diff)[1]!;
    expect(line).toMatchObject({ dayId: 'd3', dayNumber: 3, date: '2027-04-12', before: "Castel Sant'Angelo", after: 'Galleria Borghese' });
  });

  it('names added, removed, retimed, moved slots and a cost change', () => {
    const after: Day[] = [
      day('d1', '2027-04-10', [slot('s1', '10:00', '12:00', [{ id: 'colosseo', name: 'Colosseum', cost: 18 }])]),
      day('d2', '2027-04-11', [slot('s9', '09:00', '11:00', [{ id: 'pantheon', name: 'Pantheon' }])]),
      day('d3', '2027-04-12', [slot('s2', '16:00', '18:00', [castel, { ...borghese, cost: 25 }], 'castel')]),
    ];
    expect(text(describeDiff(diffStates({ fields: {}, days: before }, { fields: {}, days: after })))).toEqual([
      'Day 1, 10:00-12:00: Colosseum moved from day 2',
      'Day 2, 09:00-11:00: added Pantheon',
      "Day 3, Castel Sant'Angelo: 15:00-17:00 -> 16:00-18:00",
      'Day 3, 16:00-18:00: Galleria Borghese price €20 -> €25',
    ]);
  });

  it('days added and removed; flights added and cleared; info fields', () => {
    const diff = diffStates(
      { fields: { tripName: 'Rome', startDate: '2027-04-10', outboundFlight: { airline: 'AF', flightNumber: '1404', price: 300 } }, days: before },
      { fields: { tripName: 'Roma', startDate: '2027-04-11', outboundFlight: null, returnFlight: { airline: 'AZ', flightNumber: '318', price: 280 } }, days: [...before.slice(1), day('d4', '2027-04-13')] },
    );
    expect(text(describeDiff(diff))).toEqual([
      'Trip name: Rome -> Roma',
      'Start date: 10 Apr 2027 -> 11 Apr 2027',
      'Outbound flight removed (AF 1404)',
      'Return flight added: AZ 318',
      'Day 1 (10 Apr 2027) removed: Rome d1',
      'Day 3 (13 Apr 2027) added: Rome d4',
    ]);
  });

  it('keeps internal notes from clients', () => {
    const after = before.map((d) => (d.id === 'd2' ? { ...d, timeSlots: [{ ...d.timeSlots[0]!, internalNote: 'Guide: Marco' }] } : d));
    const diff = diffStates({ fields: {}, days: before }, { fields: {}, days: after });
    expect(text(describeDiff(diff))).toEqual(['Day 2, 10:00-12:00: internal note changed']);
    expect(describeDiff(diff, { audience: 'client' })).toEqual([]);
  });
});

describe('trip diff: reverse and compose', () => {
  const v1: TripState = { fields: { tripName: 'Rome', hotel: { name: 'A', pricePerNight: 100 }, outboundFlight: { airline: 'AF' } }, days: before };
  const v2: TripState = { fields: { ...v1.fields, hotel: { name: 'B', pricePerNight: 120 } }, days: [before[2]!, day('d5', '2027-04-14')] };
  const v3: TripState = { fields: { ...v2.fields, outboundFlight: null, tripName: 'Roma' }, days: [{ ...before[2]!, title: 'Vatican' }, day('d5', '2027-04-14')] };
  const d12 = diffStates(v1, v2);
  const d23 = diffStates(v2, v3);

  it('reverting a version gives the one before it, days and their order included', () => {
    expect(revertDiff(v3, d23)).toEqual(v2);
    expect(revertDiff(revertDiff(v3, d23), d12)).toEqual(v1);
  });

  it('composing versions gives the net change', () => {
    const net = composeDiffs([d12, d23]);
    expect(revertDiff(v3, net)).toEqual(v1);
    expect(text(describeDiff(net))).toEqual(text(describeDiff(diffStates(v1, v3))));
    // A change and its undo: nothing.
    expect(composeDiffs([d12, diffStates(v2, v1)])).toEqual({});
  });

  it('a field absent from after is not compared; equal empties are no change', () => {
    expect(diffFields({ tripName: 'a', budgetEur: null }, { budgetEur: undefined })).toBeUndefined();
    expect(diffDays(before, before)).toBeUndefined();
  });
});

describe('history groups', () => {
  it('groups consecutive changes of one person within one minute', () => {
    const ann = { id: 'ann' };
    const bob = { id: 'bob' };
    const items = [
      { id: '4', at: '2027-04-10T10:01:30.000Z', by: ann },
      { id: '3', at: '2027-04-10T10:01:02.000Z', by: ann },
      { id: '2', at: '2027-04-10T10:01:01.000Z', by: bob },
      { id: '1', at: '2027-04-10T10:00:59.000Z', by: bob },
    ];
    expect(groupByPersonAndMinute(items).map((g) => [g.by?.id, g.minute, g.itemIds])).toEqual([
      ['ann', '2027-04-10T10:01:00.000Z', ['4', '3']],
      ['bob', '2027-04-10T10:01:00.000Z', ['2']],
      ['bob', '2027-04-10T10:00:00.000Z', ['1']],
    ]);
  });
});
