import { describe, expect, it } from 'vitest';
import { GenerateItineraryRequest, type GenerateItineraryInput } from '#shared/contracts/ai.js';
import { ItinerarySchema, type Day, type Option, type TimeSlot } from '#shared/domain/itinerary.js';
import { DAY_GRID } from '#shared/domain/slots.js';
import { timeToMinutes } from '#shared/domain/time.js';
import { loadCatalogue } from '#server/providers/places/catalogue/load.js';
import { openMinutesWithin, parseDayHours, weekdayIndex } from '#shared/domain/opening-hours.js';
import type { CatalogueCity, CataloguePlace } from '#server/providers/places/catalogue/schema.js';
import { italyRoute, resolveDestination, splitDays } from './destinations.js';
import { AiError } from './errors.js';
import { meanPairwiseKm } from './geo.js';
import { planItinerary } from './planner.js';

const catalogue = loadCatalogue();
const hasData = (city: CatalogueCity) => (catalogue.byCity.get(city)?.length ?? 0) > 0;
/** The city the planner is tested on: Rome once its catalogue is there, else Florence. */
const CITY: CatalogueCity = hasData('rome') ? 'rome' : 'florence';
const CITY_NAME = CITY === 'rome' ? 'Rome' : 'Florence';

function plan(input: Partial<GenerateItineraryInput> = {}): Day[] {
  return planItinerary(
    catalogue,
    GenerateItineraryRequest.parse({ destination: CITY_NAME, startDate: '2027-05-03', endDate: '2027-05-09', adults: 2, ...input }),
  );
}

const placeOf = (option: Option): CataloguePlace => {
  const place = catalogue.byId.get(String(option.placeId));
  if (!place) throw new Error(`option ${option.name} has no catalogue place`);
  return place;
};
const allOptions = (days: Day[]) => days.flatMap((d) => d.timeSlots.flatMap((s) => s.options));
const isDayTrip = (slot: TimeSlot) => slot.options.some((o) => placeOf(o).kind === 'day-trip');
const isTransfer = (slot: TimeSlot) => slot.title.startsWith('Transfer to');
const regularDays = (days: Day[]) => days.filter((d) => !d.timeSlots.some((s) => isDayTrip(s) || isTransfer(s)));
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
const withoutIds = (days: Day[]) => JSON.parse(JSON.stringify(days, (key, value) => (key === 'id' ? undefined : value)));

describe('offline planner: shape', () => {
  const days = plan();

  it('plans one day per date, inclusive, valid by the itinerary schema', () => {
    expect(days.map((d) => d.date)).toEqual(['2027-05-03', '2027-05-04', '2027-05-05', '2027-05-06', '2027-05-07', '2027-05-08', '2027-05-09']);
    expect(ItinerarySchema.safeParse(days).success).toBe(true);
    expect(plan({ startDate: '2027-05-03', endDate: '2027-05-03' })).toHaveLength(1);
  });

  it('gives every day, slot and option its own id, and leaves the choice to the client', () => {
    const ids = days.flatMap((d) => [d.id, ...d.timeSlots.flatMap((s) => [s.id, ...s.options.map((o) => o.id)])]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const slot of days.flatMap((d) => d.timeSlots)) expect(slot.selectedPlace).toBeNull();
  });

  it("follows the backoffice grid on ordinary days: 09-11, 11-13, Lunch 13-15, 15-17, 17-19, Dinner 19-21", () => {
    const ordinary = regularDays(days);
    expect(ordinary.length).toBeGreaterThanOrEqual(5);
    const bounds = new Set(DAY_GRID.flatMap((b) => [b.startTime, b.endTime]));
    let merged = 0;
    for (const day of ordinary) {
      // Contiguous from 09:00 to 21:00 on the grid's boundaries; a visit of 3 hours or more may take two blocks.
      expect(day.timeSlots[0]!.startTime).toBe('09:00');
      expect(day.timeSlots.at(-1)!.endTime).toBe('21:00');
      day.timeSlots.forEach((s, i) => {
        expect(bounds.has(s.startTime) && bounds.has(s.endTime)).toBe(true);
        if (i > 0) expect(s.startTime).toBe(day.timeSlots[i - 1]!.endTime);
        expect([s.start_time, s.end_time]).toEqual([s.startTime, s.endTime]);
        const blocks = (timeToMinutes(s.endTime) - timeToMinutes(s.startTime)) / 120;
        if (blocks > 1) {
          merged++;
          expect(placeOf(s.options[0]!).durationMinutes).toBeGreaterThanOrEqual(180);
        }
      });
      const lunch = day.timeSlots.find((s) => s.title === 'Lunch')!;
      const dinner = day.timeSlots.find((s) => s.title === 'Dinner')!;
      expect([lunch.startTime, lunch.endTime, dinner.startTime, dinner.endTime]).toEqual(['13:00', '15:00', '19:00', '21:00']);
    }
    expect(merged).toBeLessThanOrEqual(ordinary.length);
  });

  it('offers 1 to 3 options a slot, restaurants (or a café) at meals, never a hotel', () => {
    for (const slot of days.flatMap((d) => d.timeSlots)) {
      expect(slot.options.length).toBeLessThanOrEqual(3);
      for (const o of slot.options) expect(placeOf(o).kind).not.toBe('hotel');
      if (slot.title === 'Lunch' || slot.title === 'Dinner') {
        expect(slot.options.length).toBeGreaterThan(0);
        for (const o of slot.options) expect(['restaurant', 'cafe']).toContain(placeOf(o).kind);
        expect(placeOf(slot.options[0]!).kind).toBe('restaurant');
      }
    }
    expect(allOptions(days).length).toBeGreaterThanOrEqual(days.length * 5);
  });

  it('fills each option from the catalogue: picture, cost, address, coordinates, hours as display lines, types', () => {
    for (const o of allOptions(days)) {
      const place = placeOf(o);
      expect(o).toMatchObject({
        name: place.name,
        description: place.description,
        image: `/api/places/${place.id}/image`,
        cost: place.costEur,
        address: place.address,
        coordinates: { lat: place.lat, lng: place.lng },
        location: { lat: place.lat, lng: place.lng },
        hasValidCoordinates: true,
        types: place.types,
      });
      expect(o.openingHours).toHaveLength(7);
      expect(o.openingHours![0]).toMatch(/^Monday: (Closed|\d\d:\d\d–\d\d:\d\d)/);
      if (place.website) expect(o.website).toBe(place.website);
    }
  });

  it('titles days and slots and writes notes, as an agency would', () => {
    for (const day of days) {
      expect(day.title.length).toBeGreaterThan(8);
      for (const slot of day.timeSlots) {
        expect(slot.title).not.toBe('');
        expect(slot.theme).toBeTruthy();
        if (slot.options.length === 0) {
          // A slot with no place (transfer, time of one's own) says what to expect itself.
          expect(slot.notes!.length).toBeGreaterThan(20);
          continue;
        }
        // Advice about a place is that option's own, never the slot's (ADR 030): each option
        // carries it, and none names another place.
        expect(slot).not.toHaveProperty('notes');
        for (const option of slot.options) {
          expect(option.notes!.length).toBeGreaterThan(10);
          for (const other of slot.options) if (other !== option) expect(option.notes).not.toContain(other.name);
        }
      }
    }
    // A day is named after its headline place.
    for (const day of regularDays(days)) {
      const first = day.timeSlots.find((s) => s.options[0] && ['sight', 'museum', 'experience'].includes(placeOf(s.options[0]).kind));
      if (first) expect(day.title).toContain(':');
    }
  });
});

describe('offline planner: the rules of a good plan', () => {
  it('proposes only places open during the slot on that weekday', () => {
    for (const input of [{}, { startDate: '2027-08-01', endDate: '2027-08-10' }, { preferences: { travelStyle: 'relaxed' as const } }]) {
      for (const day of plan(input)) {
        const weekday = weekdayIndex(day.date);
        for (const slot of day.timeSlots) {
          const start = timeToMinutes(slot.startTime);
          const end = timeToMinutes(slot.endTime);
          for (const o of slot.options) {
            const place = placeOf(o);
            const open = openMinutesWithin(parseDayHours(place.hours[weekday]!), start, end);
            const needed = ['restaurant', 'cafe'].includes(place.kind) ? Math.min(60, place.durationMinutes) : Math.min(place.durationMinutes, end - start, 60);
            expect(open, `${place.id} on ${day.date} ${slot.startTime}`).toBeGreaterThanOrEqual(needed);
          }
        }
      }
    }
  });

  it('proposes no place twice while the city has unused places of its kind open at that time', () => {
    const days = plan({ startDate: '2027-05-03', endDate: '2027-05-12' });
    const proposed = new Set<string>();
    let repeats = 0;
    for (const day of days) {
      const weekday = weekdayIndex(day.date);
      for (const slot of day.timeSlots) {
        for (const o of slot.options) {
          const place = placeOf(o);
          if (proposed.has(place.id)) {
            repeats++;
            const unused = (catalogue.byCity.get(place.city) ?? []).filter(
              (p) =>
                p.kind === place.kind &&
                !proposed.has(p.id) &&
                openMinutesWithin(parseDayHours(p.hours[weekday]!), timeToMinutes(slot.startTime), timeToMinutes(slot.endTime)) >=
                  Math.min(p.durationMinutes, 120),
            );
            expect(unused.map((p) => p.id), `${place.id} proposed again on ${day.date}`).toEqual([]);
          }
        }
        for (const o of slot.options) proposed.add(placeOf(o).id);
      }
    }
    // A short stay repeats nothing at all.
    const short = allOptions(plan({ endDate: '2027-05-05' })).map((o) => o.placeId);
    expect(new Set(short).size).toBe(short.length);
    expect(repeats).toBeGreaterThanOrEqual(0);
  });

  it('keeps each day in one area: its places lie far closer together than the city’s', () => {
    const cityPlaces = (catalogue.byCity.get(CITY) ?? []).filter((p) => p.kind !== 'hotel' && p.kind !== 'day-trip');
    const cityMean = meanPairwiseKm(cityPlaces);
    const ratios = regularDays(plan()).map((day) => meanPairwiseKm(day.timeSlots.flatMap((s) => s.options).map((o) => o.coordinates!)) / cityMean);
    expect(mean(ratios)).toBeLessThan(0.6);
    for (const ratio of ratios) expect(ratio).toBeLessThan(1.1);
  });

  it('gives the same plan for the same request (ids apart), and another for another traveller', () => {
    expect(withoutIds(plan())).toEqual(withoutIds(plan()));
    const names = (days: Day[]) => allOptions(days).map((o) => o.name);
    expect(names(plan({ preferences: { interests: ['food', 'nightlife'] } }))).not.toEqual(names(plan()));
  });
});

describe('offline planner: the traveller', () => {
  const interestShare = (days: Day[], interest: string) => {
    const options = allOptions(days).filter((o) => !['restaurant'].includes(placeOf(o).kind));
    return options.filter((o) => (placeOf(o).interests as string[]).includes(interest)).length / options.length;
  };

  it('follows the interests', () => {
    const food = plan({ preferences: { interests: ['food', 'shopping'] } });
    const history = plan({ preferences: { interests: ['history', 'culture'] } });
    expect(interestShare(food, 'food') + interestShare(food, 'shopping')).toBeGreaterThan(interestShare(history, 'food') + interestShare(history, 'shopping'));
    expect(interestShare(history, 'history')).toBeGreaterThan(interestShare(food, 'history'));
  });

  it('follows the budget band: cheaper tables and visits on a budget, grander ones in ultra-luxury', () => {
    const meals = (days: Day[]) =>
      mean(days.flatMap((d) => d.timeSlots.filter((s) => s.title === 'Dinner' || s.title === 'Lunch').flatMap((s) => s.options.map((o) => placeOf(o).costEur))));
    const visits = (days: Day[]) =>
      mean(allOptions(days).filter((o) => ['sight', 'museum', 'experience'].includes(placeOf(o).kind)).map((o) => placeOf(o).costEur));
    const budget = plan({ preferences: { budgetBand: 'budget' } });
    const ultra = plan({ preferences: { budgetBand: 'ultra-luxury' } });
    expect(meals(budget)).toBeLessThan(meals(ultra) * 0.6);
    expect(visits(budget)).toBeLessThanOrEqual(visits(ultra));
    // Without a band, the trip budget per person decides.
    const fromAmount = plan({ budget: 2000, preferences: {} });
    expect(meals(fromAmount)).toBeLessThan(meals(ultra));
  });

  it('follows the pace: relaxed days keep a slow afternoon and longer visits; fast-paced ones shorter visits', () => {
    const relaxed = plan({ preferences: { travelStyle: 'relaxed' } });
    const fast = plan({ preferences: { travelStyle: 'fast-paced' } });
    for (const day of regularDays(relaxed)) {
      const afternoon = day.timeSlots.find((s) => s.startTime === '15:00')!;
      expect(afternoon.title).toMatch(/Slow afternoon|Free time/);
    }
    const visitMinutes = (days: Day[]) =>
      mean(
        regularDays(days).flatMap((d) =>
          d.timeSlots.filter((s) => /Morning|Late morning|Afternoon/.test(s.title) && s.options[0]).map((s) => placeOf(s.options[0]!).durationMinutes),
        ),
      );
    expect(visitMinutes(relaxed)).toBeGreaterThan(visitMinutes(fast));
    const dayTrips = (days: Day[]) => days.filter((d) => d.timeSlots.some(isDayTrip)).length;
    expect(dayTrips(fast)).toBeGreaterThan(dayTrips(relaxed));
  });

  it('spends whole days out of town on longer stays, never on the first or last day', () => {
    const days = plan({ endDate: '2027-05-12' });
    const out = days.map((d, i) => (d.timeSlots.some(isDayTrip) ? i : -1)).filter((i) => i >= 0);
    expect(out.length).toBeGreaterThanOrEqual(1);
    expect(out).not.toContain(0);
    expect(out).not.toContain(days.length - 1);
    const day = days[out[0]!]!;
    expect(day.title).toMatch(/^Day trip: /);
    expect(day.timeSlots[0]!.startTime).toBe('09:00');
    expect(day.timeSlots.at(-1)!.title).toBe('Dinner');
    expect(plan({ endDate: '2027-05-06' }).some((d) => d.timeSlots.some(isDayTrip))).toBe(false);
  });
});

describe('offline planner: destinations', () => {
  it('reads cities in several languages and a whole country as a route', () => {
    expect(resolveDestination('Firenze', 5)).toEqual({ cities: ['florence'], country: false });
    expect(resolveDestination('Rome, Italy', 5)).toEqual({ cities: ['rome'], country: false });
    expect(resolveDestination('Venise et Florence', 5)).toEqual({ cities: ['venice', 'florence'], country: false });
    expect(resolveDestination('the Amalfi Coast', 5)).toEqual({ cities: ['amalfi-coast'], country: false });
    expect(resolveDestination('Italie', 8)).toEqual({ cities: ['rome', 'florence', 'venice'], country: true });
    expect(resolveDestination('italy', 3)!.cities).toEqual(['rome']);
    expect(resolveDestination('Tokyo', 5)).toBeNull();
    expect(splitDays(['rome', 'florence', 'venice'], 8).map((s) => s.days)).toEqual([3, 3, 2]);
    expect(splitDays(['rome', 'florence', 'venice'], 2).map((s) => s.city)).toEqual(['rome', 'florence']);
  });

  it("plans 'Italy' as a route in order, with a transfer on the first day in each new city", () => {
    const days = planItinerary(catalogue, GenerateItineraryRequest.parse({ destination: 'Italy', startDate: '2027-05-03', endDate: '2027-05-10' }));
    expect(days).toHaveLength(8);
    const cityOfDay = days.map((d) => {
      const option = d.timeSlots.flatMap((s) => s.options)[0];
      return option ? placeOf(option).city : null;
    });
    const route = italyRoute(8).filter(hasData);
    const visited = cityOfDay.filter((c, i) => c !== cityOfDay[i - 1]);
    expect(visited).toEqual(route);
    for (let i = 1; i < days.length; i++) {
      if (cityOfDay[i] !== cityOfDay[i - 1]) {
        expect(days[i]!.timeSlots[0]!.title).toMatch(/^Transfer to /);
        expect(days[i]!.timeSlots[0]!.options).toEqual([]);
        expect(days[i]!.timeSlots[0]!.notes).toMatch(/train|driver/);
      }
    }
  });

  it('refuses a destination the catalogue does not cover, with a 422', () => {
    let error: unknown;
    try {
      plan({ destination: 'Tokyo' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AiError);
    expect(error).toMatchObject({ status: 422, code: 'unknown_destination' });
    expect((error as Error).message).toContain('Tokyo');
  });
});
