import { describe, expect, it } from 'vitest';
import { GenerateSlotActivitiesRequest, type GenerateSlotActivitiesInput } from '#shared/contracts/ai.js';
import type { Option } from '#shared/domain/itinerary.js';
import { timeToMinutes } from '#shared/domain/time.js';
import { loadCatalogue } from '#server/providers/places/catalogue/load.js';
import { openMinutesWithin, parseDayHours, weekdayIndex } from '#shared/domain/opening-hours.js';
import { AiError } from './errors.js';
import { centroid, greatCircleKm } from './geo.js';
import { suggestSlotActivities } from './slot-activities.js';

const catalogue = loadCatalogue();
const suggest = (input: Partial<GenerateSlotActivitiesInput>) =>
  suggestSlotActivities(catalogue, GenerateSlotActivitiesRequest.parse({ destination: 'Rome', startTime: '09:00', endTime: '11:00', ...input }));
const placeOf = (o: Option) => catalogue.byId.get(String(o.placeId))!;
const byName = (name: string) => catalogue.places.find((p) => p.name === name)!;
const DAY = ['Colosseo', 'Basilica di San Clemente', 'Musei Capitolini'];

describe('offline slot activities (generate-slot-activities)', () => {
  it('suggests up to 3 restaurants for Lunch, open then, near the day’s other places', () => {
    const places = suggest({ slotTitle: 'Lunch', startTime: '13:00', endTime: '15:00', date: '2027-05-03', previousActivities: DAY, dayTitle: 'Ancient Rome' });
    expect(places).toHaveLength(3);
    const middle = centroid(DAY.map(byName))!;
    for (const o of places) {
      const place = placeOf(o);
      expect(['restaurant', 'cafe']).toContain(place.kind);
      expect(openMinutesWithin(parseDayHours(place.hours[weekdayIndex('2027-05-03')]!), 13 * 60, 15 * 60)).toBeGreaterThanOrEqual(60);
      expect(greatCircleKm(middle, place)).toBeLessThan(2);
      expect(o).toMatchObject({ image: `/api/places/${place.id}/image`, hasValidCoordinates: true });
    }
  });

  it('never proposes the day’s previous activities again, named or by catalogue id', () => {
    const named = suggest({ previousActivities: DAY, date: '2027-05-04' }).map((o) => o.name);
    for (const name of DAY) expect(named).not.toContain(name);
    const ids = suggest({ previousActivities: ['rome-colosseo', 'Foro Romano e Palatino'] }).map((o) => o.name);
    expect(ids).not.toContain('Colosseo');
    expect(ids).not.toContain('Foro Romano e Palatino');
  });

  it('respects the weekday’s opening hours when the date is given', () => {
    // Mondays: most state museums are closed.
    for (const o of suggest({ startTime: '15:00', endTime: '17:00', date: '2027-05-03', previousActivities: ['Pantheon'] })) {
      const place = placeOf(o);
      const open = openMinutesWithin(parseDayHours(place.hours[0]!), timeToMinutes('15:00'), timeToMinutes('17:00'));
      expect(open).toBeGreaterThanOrEqual(Math.min(place.durationMinutes, 120));
    }
  });

  it('follows the custom description and the kind of slot', () => {
    const gelato = suggest({ slotTitle: 'Afternoon break', customDescription: 'a gelato', startTime: '15:00', endTime: '17:00', previousActivities: ['Pantheon'] });
    expect(placeOf(gelato[0]!).types).toContain('gelateria');
    const dinner = suggest({ slotTitle: 'Dinner', startTime: '19:00', endTime: '21:00', previousActivities: ['Basilica di Santa Maria in Trastevere'] });
    for (const o of dinner) expect(placeOf(o).kind).toBe('restaurant');
  });

  it('finds the city from the day title when the trip covers Italy', () => {
    const places = suggest({ destination: 'Italy', dayTitle: 'Florence: the Duomo and the Uffizi' });
    expect(places.length).toBeGreaterThan(0);
    for (const o of places) expect(placeOf(o).city).toBe('florence');
  });

  it('refuses a destination it cannot cover, with a 422', () => {
    expect(() => suggest({ destination: 'Reykjavik' })).toThrow(AiError);
  });
});

describe('slot suggestions that listen (issue 20)', () => {
  const OSTIA = { slotTitle: 'Ostia Antica with a private archaeologist', startTime: '09:30', endTime: '13:30', date: '2027-05-05', dayTitle: 'Family day' };

  it('a place the slot title names comes first', () => {
    const places = suggest(OSTIA);
    expect(places[0]?.name).toBe('Parco archeologico di Ostia Antica');
  });

  it('asking again proposes other places than the ones the slot shows', () => {
    const first = suggest({ slotTitle: 'Morning visit', date: '2027-05-05' }).map((o) => o.name);
    expect(first.length).toBeGreaterThan(0);
    const again = suggest({ slotTitle: 'Morning visit', date: '2027-05-05', shown: first }).map((o) => o.name);
    expect(again.length).toBeGreaterThan(0);
    for (const name of first) expect(again).not.toContain(name);
  });

  it('never proposes a place chosen on another day of the trip', () => {
    const first = suggest({ slotTitle: 'Morning visit', date: '2027-05-05' }).map((o) => o.name);
    const elsewhere = suggest({ slotTitle: 'Morning visit', date: '2027-05-05', chosenElsewhere: first }).map((o) => o.name);
    for (const name of first) expect(elsewhere).not.toContain(name);
    const ostia = suggest({ ...OSTIA, chosenElsewhere: ['Parco archeologico di Ostia Antica'] }).map((o) => o.name);
    expect(ostia).not.toContain('Parco archeologico di Ostia Antica');
  });

  it('a family with children is not sent where children are not admitted', () => {
    const scavi = { slotTitle: 'Vatican Necropolis (Scavi) tour', startTime: '09:00', endTime: '12:00', date: '2027-05-04' };
    expect(byName('Vatican Necropolis (Scavi) tour').minAge).toBe(15);
    expect(suggest(scavi)[0]?.name).toBe('Vatican Necropolis (Scavi) tour');
    const family = suggest({ ...scavi, travelersCount: 3, children: 1 });
    expect(family.length).toBeGreaterThan(0);
    for (const o of family) expect(placeOf(o).minAge).toBeUndefined();
  });

  it('the old fields alone still answer (chosenElsewhere, shown and children default to none)', () => {
    const parsed = GenerateSlotActivitiesRequest.parse({ destination: 'Rome', startTime: '09:00', endTime: '11:00' });
    expect(parsed).toMatchObject({ chosenElsewhere: [], shown: [], children: 0 });
  });
});
