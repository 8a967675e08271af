import type { GenerateItineraryRequest } from '#shared/contracts/ai.js';
import type { Budget, TravelStyle } from '#shared/domain/constants.js';
import { DAY_MS, toTimestamp } from '#shared/domain/durations.js';
import type { Coordinates } from '#shared/domain/geo.js';
import { ItinerarySchema, MAX_OPTIONS_PER_SLOT, type Day } from '#shared/domain/itinerary.js';
import { DAY_GRID } from '#shared/domain/slots.js';
import { timeToMinutes } from '#shared/domain/time.js';
import type { Catalogue } from '#server/providers/places/catalogue/load.js';
import { openMinutesWithin } from '#shared/domain/opening-hours.js';
import { CATALOGUE_CITIES, CATALOGUE_CITY_LABELS } from '#server/providers/places/catalogue/schema.js';
import { CITY_AREAS } from './areas.js';
import { normaliseText, resolveDestination, splitDays, transferBetween, type CityStay } from './destinations.js';
import { unknownDestination } from './errors.js';
import { greatCircleKm } from './geo.js';
import { ACTIVITY_ROLES, baseScore, candidatesFor, DAY_START, DISTANCE_WEIGHT, fitsSlot, GRID_ROLES, hash, MEAL_ROLES, travellerOf, type Scorer, type SlotRole, type SlotSpec, type Traveller } from './scoring.js';
import { toDay, type DayPlan, type FilledSlot } from './day-text.js';
import { cityPools, type CityPool, type Spot } from './spots.js';

/**
 * The offline planner (issue 8 §3): a day-by-day itinerary built from the places catalogue.
 * Its choices are recorded in docs/decisions/011-offline-ai-planner.md. In short:
 * - one day per date, inclusive; the backoffice grid 09-11, 11-13, Lunch 13-15, 15-17, 17-19,
 *   Dinner 19-21 (spec §4, §9); day trips and transfers between cities replace part of it;
 * - each day is anchored on its headline place (the most prominent unused one that matches the
 *   traveller and has unused places around it), and every other slot is filled near the previous
 *   one, so a day stays in one area and the walks stay short; a visit of 3 hours or more takes two
 *   blocks; alternatives come in a second pass, near each first option, from places still unused;
 * - up to 3 options a slot, all open during the slot on that weekday; a place is proposed once a
 *   trip while the city still has unused places fit for the slot (then the least used returns);
 * - interests, budget band and pace weigh every choice; the same request gives the same plan
 *   (ids apart: every day, slot and option gets a new id);
 * - selectedPlace is left null: the client or the specialist chooses among the options.
 */

/** A reference point for distances, and its island. */
interface Near {
  point: Coordinates;
  island: string;
}

const nearSpot = (spot: Spot): Near => ({ point: spot.place, island: spot.island });

/** A boat crossing counts as this many km more on foot. */
const ISLAND_HOP_KM = 1.5;

const neighbourhoods = new WeakMap<CityPool, Map<Spot, Spot[]>>();

/** For each place of a city, the others within a short walk on the same island (computed once per city). */
function neighbours(pool: CityPool): Map<Spot, Spot[]> {
  let map = neighbourhoods.get(pool);
  if (!map) {
    const reach = CITY_AREAS[pool.city].reachKm;
    const local = pool.all.filter((s) => s.place.kind !== 'day-trip');
    map = new Map(local.map((spot) => [spot, local.filter((o) => o !== spot && o.island === spot.island && greatCircleKm(spot.place, o.place) <= reach)]));
    neighbourhoods.set(pool, map);
  }
  return map;
}

/** Score lost by a table of a theme already chosen for the trip (a second fine-dining dinner, ...), by band. */
const REPEAT_THEME_PENALTY: Record<Budget, number> = { budget: 0.6, moderate: 0.8, luxury: 0.9, 'ultra-luxury': 0.4 };

/**
 * Plans the days of one city stay in two passes: first each day's first options (a headline,
 * then each slot near the one before), then alternatives near each first option from the places
 * still unused, one round for every slot before a second, so that alternatives never take the
 * places a later day needs.
 */
class StayPlanner {
  private readonly used = new Map<string, number>();
  /** Themes of the meals chosen so far in the stay: variety at the table. */
  private readonly mealThemes = new Map<string, number>();

  constructor(
    private readonly pool: CityPool,
    private readonly scorer: Scorer,
  ) {}

  /** How far an alternative may lie from the slot's first option: a short walk for a visit, shorter for a meal. */
  private reach(role: SlotRole): number {
    const km = CITY_AREAS[this.pool.city].reachKm;
    return MEAL_ROLES.has(role) ? km * 0.9 : km;
  }

  private distanceWeight(): number {
    // Tuscany and the coast are regions, not cities: distances there are counted in tens of km.
    return DISTANCE_WEIGHT[this.scorer.traveller.style] / (CITY_AREAS[this.pool.city].reachKm / 1.2);
  }

  private isUsed(spot: Spot): boolean {
    return this.used.has(spot.place.id);
  }

  private markUsed(spot: Spot): void {
    this.used.set(spot.place.id, (this.used.get(spot.place.id) ?? 0) + 1);
  }

  /** The best of some candidates, by score minus distance to a reference point (and to the day's area). */
  private best(candidates: readonly Spot[], role: SlotRole, near: Near | null, area: Coordinates | null, extra: (spot: Spot) => number): Spot | null {
    let best: Spot | null = null;
    let bestScore = -Infinity;
    const w = this.distanceWeight();
    for (const spot of candidates) {
      let s = baseScore(spot, role, this.scorer) + extra(spot);
      if (near) s -= w * (greatCircleKm(near.point, spot.place) + (near.island !== spot.island ? ISLAND_HOP_KM : 0));
      if (area) s -= 0.6 * w * greatCircleKm(area, spot.place);
      if (s > bestScore) {
        best = spot;
        bestScore = s;
      }
    }
    return best;
  }

  private fitting(role: SlotRole, weekday: number, spec: SlotSpec, today: ReadonlySet<string>): Spot[] {
    return candidatesFor(this.pool, role, this.scorer.traveller.band).filter((s) => !today.has(s.place.id) && fitsSlot(s, weekday, spec));
  }

  /**
   * The headline of a day: the most prominent unused activity that fits one of the day's slots,
   * favouring those with unused places around them (a day needs company for its other slots).
   */
  private chooseAnchor(weekday: number, specs: readonly SlotSpec[]): { spot: Spot; spec: SlotSpec } | null {
    const slots = specs.filter((s) => s.role === 'morning' || s.role === 'late-morning' || s.role === 'afternoon');
    const fits = (spot: Spot) => slots.find((spec) => fitsSlot(spot, weekday, spec));
    const fresh = this.pool.activities.filter((s) => !this.isUsed(s) && fits(s));
    const candidates = fresh.length > 0 ? fresh : this.pool.activities.filter((s) => fits(s));
    const around = neighbours(this.pool);
    let best: Spot | null = null;
    let bestScore = -Infinity;
    for (const spot of candidates) {
      const minutes = spot.place.durationMinutes;
      let company = 0;
      for (const other of around.get(spot) ?? []) if (!this.isUsed(other)) company++;
      const s =
        baseScore(spot, 'morning', this.scorer) +
        0.8 * spot.prominence +
        (minutes >= 180 ? 0.8 : minutes >= 90 ? 0.5 : minutes >= 60 ? 0.25 : minutes < 45 ? -0.3 : 0) +
        0.3 * Math.min(company, 6) -
        0.7 * (this.used.get(spot.place.id) ?? 0);
      if (s > bestScore) {
        best = spot;
        bestScore = s;
      }
    }
    return best ? { spot: best, spec: fits(best)! } : null;
  }

  /** The first option of a slot: the best unused fitting place near the previous stop, else the least proposed one. */
  private firstOption(spec: SlotSpec, weekday: number, near: Near, area: Coordinates | null, today: Set<string>, themes: Map<string, number>): Spot | null {
    const candidates = this.fitting(spec.role, weekday, spec, today);
    const fresh = candidates.filter((s) => !this.isUsed(s));
    const meal = MEAL_ROLES.has(spec.role);
    const variety = (spot: Spot) => {
      let s = -0.7 * (themes.get(spot.theme) ?? 0);
      if (spot.place.kind === 'museum' && this.scorer.traveller.style !== 'fast-paced' && (themes.get('#museum') ?? 0) > 0) s -= 0.5;
      if (meal) s -= REPEAT_THEME_PENALTY[this.scorer.traveller.band] * (this.mealThemes.get(spot.mealTheme) ?? 0);
      return s;
    };
    let first = this.best(fresh, spec.role, near, area, variety);
    if (!first) {
      // Every fitting place has been proposed already: the least proposed returns.
      first = this.best(candidates, spec.role, near, area, (spot) => variety(spot) - 1.5 * (this.used.get(spot.place.id) ?? 0));
    }
    if (first && (spec.role === 'evening' || spec.role === 'pause') && greatCircleKm(near.point, first.place) > this.reach(spec.role) * 3) {
      // Nothing left near enough for a short evening stop: leave it free rather than cross town.
      return null;
    }
    return first;
  }

  private take(spot: Spot, spec: SlotSpec, today: Set<string>, themes: Map<string, number>): void {
    this.markUsed(spot);
    today.add(spot.place.id);
    themes.set(spot.theme, (themes.get(spot.theme) ?? 0) + 1);
    if (spot.place.kind === 'museum') themes.set('#museum', (themes.get('#museum') ?? 0) + 1);
    if (MEAL_ROLES.has(spec.role)) this.mealThemes.set(spot.mealTheme, (this.mealThemes.get(spot.mealTheme) ?? 0) + 1);
  }

  /** First pass for a day in town: the headline, then every slot near the stop before it. */
  planDay(weekday: number, daySpecs: readonly SlotSpec[]): { slots: FilledSlot[]; anchor: Spot | null } {
    const today = new Set<string>();
    const themes = new Map<string, number>();
    const specs = [...daySpecs];
    const anchor = this.chooseAnchor(weekday, specs);
    if (anchor) this.take(anchor.spot, anchor.spec, today, themes);
    const area: Coordinates | null = anchor ? anchor.spot.place : null;
    let previous: Near = anchor ? nearSpot(anchor.spot) : { point: this.pool.centre, island: '' };
    const slots: FilledSlot[] = [];
    for (let i = 0; i < specs.length; i++) {
      let spec = specs[i]!;
      let first: Spot | null = null;
      if (anchor && spec === anchor.spec) first = anchor.spot;
      else if (spec.role !== 'transfer') {
        first = this.firstOption(spec, weekday, previous, area, today, themes);
        if (first) this.take(first, spec, today, themes);
      }
      // A visit of three hours or more takes the next block too (the Vatican Museums fill a morning).
      const next = specs[i + 1];
      if (first && first.place.durationMinutes >= 180 && next && next.start === spec.end && ACTIVITY_ROLES.has(next.role) && next !== anchor?.spec) {
        spec = { role: spec.role, start: spec.start, end: next.end };
        specs.splice(i + 1, 1);
      }
      slots.push({ spec, options: first ? [first] : [] });
      if (first) previous = nearSpot(first);
    }
    return { slots, anchor: anchor?.spot ?? null };
  }

  /** The day trip a day out would take: the best unused one (else the least proposed), by the traveller's score. */
  chooseDayTrip(weekday: number): Spot | null {
    const spec: SlotSpec = { role: 'day-trip', start: DAY_START, end: timeToMinutes('18:00') };
    const open = this.pool.dayTrips.filter((s) => openMinutesWithin(s.week[weekday] ?? [], DAY_START, spec.end) >= Math.min(240, s.place.durationMinutes));
    const fresh = open.filter((s) => !this.isUsed(s));
    return this.best(fresh, 'day-trip', null, null, () => 0) ?? this.best(open, 'day-trip', null, null, (s) => -1.5 * (this.used.get(s.place.id) ?? 0));
  }

  /** First pass for a day out of the city: the day trip, then the evening back in town. */
  planDayTrip(weekday: number, trip: Spot, specs: readonly SlotSpec[]): { slots: FilledSlot[]; anchor: Spot | null } {
    const today = new Set<string>();
    const themes = new Map<string, number>();
    const slots: FilledSlot[] = [];
    let previous: Near = { point: this.pool.centre, island: '' };
    for (const spec of specs) {
      let first: Spot | null;
      if (spec.role === 'day-trip') first = trip;
      else first = this.firstOption(spec, weekday, previous, null, today, themes);
      if (first) {
        this.take(first, spec, today, themes);
        if (spec.role !== 'day-trip') previous = nearSpot(first);
      }
      slots.push({ spec, options: first ? [first] : [] });
    }
    return { slots, anchor: trip };
  }

  /**
   * Second pass: alternatives for every slot with a first option, from places not yet proposed,
   * open at that time, near the first option (on its island) and not elsewhere in the same day.
   * One round over all slots, then a second, up to 3 options a slot.
   */
  addAlternatives(days: readonly { weekday: number; slots: FilledSlot[] }[]): void {
    for (let round = 1; round < MAX_OPTIONS_PER_SLOT; round++) {
      for (const day of days) {
        const today = new Set(day.slots.flatMap((slot) => slot.options.map((o) => o.place.id)));
        for (const slot of day.slots) {
          const first = slot.options[0];
          if (!first || slot.options.length !== round) continue;
          const role = slot.spec.role;
          const candidates = this.fitting(role, day.weekday, slot.spec, today).filter(
            (s) =>
              !this.isUsed(s) &&
              (role === 'day-trip' || (s.island === first.island && greatCircleKm(first.place, s.place) <= this.reach(role))),
          );
          // Alternatives answer the same wish as the first option: the same theme, else the same kind.
          const alike = (s: Spot) => (s.theme === first.theme ? 0.8 : s.place.kind === first.place.kind ? 0.3 : 0);
          const next = this.best(candidates, role, role === 'day-trip' ? null : nearSpot(first), null, alike);
          if (!next) continue;
          this.markUsed(next);
          today.add(next.place.id);
          slot.options.push(next);
        }
      }
    }
  }
}

/* ----------------------------------------------------------------------------- day shapes */

function gridSpecs(style: TravelStyle, from = DAY_START): SlotSpec[] {
  return DAY_GRID.map((block, i) => ({
    role: i === 3 && style === 'relaxed' ? ('pause' as const) : GRID_ROLES[i]!,
    start: timeToMinutes(block.startTime),
    end: timeToMinutes(block.endTime),
  })).filter((s) => s.start >= from);
}

function dayTripSpecs(style: TravelStyle, durationMinutes: number): SlotSpec[] {
  // Back in town for the early evening at the soonest: a day out is tiring, the afternoon is its own.
  const end = Math.min(timeToMinutes('18:00'), Math.max(timeToMinutes('17:00'), DAY_START + Math.ceil(durationMinutes / 60) * 60));
  return [{ role: 'day-trip', start: DAY_START, end }, ...gridSpecs(style, end).filter((s) => s.role !== 'pause')];
}

function transferSpecs(style: TravelStyle, minutes: number | null): SlotSpec[] {
  const blocks = minutes === null ? 2 : Math.min(3, Math.ceil((minutes + 30) / 120));
  const end = DAY_START + blocks * 120;
  return [{ role: 'transfer', start: DAY_START, end }, ...gridSpecs(style, end)];
}

/** How many whole days out of town a stay takes: none under 5 days, then one more every 4 days; fast-paced trips one more. */
export function dayTripCount(stayDays: number, style: TravelStyle, available: number): number {
  let n = stayDays >= 5 ? 1 + Math.floor((stayDays - 5) / 4) : 0;
  if (style === 'fast-paced' && stayDays >= 4) n += 1;
  return Math.max(0, Math.min(n, available, Math.floor((stayDays - 2) / 2)));
}

/** Day-trip days spread through the middle of a stay, never its first or last day. */
function dayTripPositions(stayDays: number, count: number): Set<number> {
  const positions = new Set<number>();
  for (let j = 0; j < count; j++) {
    let p = Math.round(((j + 1) * stayDays) / (count + 1));
    p = Math.min(stayDays - 2, Math.max(1, p));
    while (positions.has(p) && p < stayDays - 2) p++;
    positions.add(p);
  }
  return positions;
}

/* ---------------------------------------------------------------------------------- text */


/** The dates of a trip, inclusive (spec §9 trip duration). */
export function tripDates(startDate: string, endDate: string): string[] {
  const from = toTimestamp(startDate);
  const to = toTimestamp(endDate);
  if (from === null || to === null || to < from) return [];
  const dates: string[] = [];
  for (let t = from; t <= to; t += DAY_MS) dates.push(new Date(t).toISOString().slice(0, 10));
  return dates;
}

function weekdayOf(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The catalogue cities a destination covers that have places, and how the trip's days are split between them. */
export function stayPlan(catalogue: Catalogue, destination: string, days: number): CityStay[] {
  const pools = cityPools(catalogue);
  const resolved = resolveDestination(destination, days);
  const cities = (resolved?.cities ?? []).filter((c) => (pools.get(c)?.activities.length ?? 0) > 0);
  if (cities.length === 0) {
    const covered = CATALOGUE_CITIES.filter((c) => (pools.get(c)?.activities.length ?? 0) > 0).map((c) => CATALOGUE_CITY_LABELS[c]);
    throw unknownDestination(destination, covered.length > 0 ? covered.join(', ') : 'no city yet');
  }
  return splitDays(cities, days);
}

export function requestSeed(request: GenerateItineraryRequest, traveller: Traveller): number {
  return hash(
    JSON.stringify([
      normaliseText(request.destination),
      request.startDate,
      request.endDate,
      request.adults,
      request.children,
      traveller.band,
      traveller.style,
      [...traveller.interests].sort(),
      traveller.wishes,
    ]),
  );
}

/** The offline itinerary for a validated generate-itinerary request (spec §7), valid by ItinerarySchema. */
export function planItinerary(catalogue: Catalogue, request: GenerateItineraryRequest): Day[] {
  const dates = tripDates(request.startDate, request.endDate);
  const stays = stayPlan(catalogue, request.destination, dates.length);
  const traveller = travellerOf(request);
  const scorer: Scorer = { traveller, seed: requestSeed(request, traveller) };
  const pools = cityPools(catalogue);
  const days: Day[] = [];
  stays.forEach((stay, stayIndex) => {
    const pool = pools.get(stay.city)!;
    const trips = dayTripCount(stay.days, traveller.style, pool.dayTrips.length);
    const tripDays = dayTripPositions(stay.days, trips);
    const from = stayIndex > 0 ? stays[stayIndex - 1]!.city : undefined;
    const transfer = from ? transferBetween(from, stay.city) : null;
    const shapes: { kind: DayPlan['kind']; specs: SlotSpec[] }[] = [];
    for (let d = 0; d < stay.days; d++) {
      if (d === 0 && from) shapes.push({ kind: 'transfer', specs: transferSpecs(traveller.style, transfer?.minutes ?? null) });
      else if (tripDays.has(d)) shapes.push({ kind: 'day-trip', specs: [] });
      else shapes.push({ kind: 'regular', specs: gridSpecs(traveller.style) });
    }
    const planner = new StayPlanner(pool, scorer);
    const planned: { plan: DayPlan; weekday: number; slots: FilledSlot[] }[] = [];
    shapes.forEach((shape, d) => {
      const date = dates[stay.firstDay + d]!;
      const weekday = weekdayOf(date);
      let result: { slots: FilledSlot[]; anchor: Spot | null };
      let kind = shape.kind;
      const trip = kind === 'day-trip' ? planner.chooseDayTrip(weekday) : null;
      if (trip) result = planner.planDayTrip(weekday, trip, dayTripSpecs(traveller.style, trip.place.durationMinutes));
      else {
        if (kind === 'day-trip') kind = 'regular';
        result = planner.planDay(weekday, kind === 'regular' ? gridSpecs(traveller.style) : shape.specs);
      }
      const plan: DayPlan = { date, city: stay.city, kind, slots: result.slots, anchor: result.anchor, ...(kind === 'transfer' && from ? { from } : {}) };
      planned.push({ plan, weekday, slots: result.slots });
    });
    planner.addAlternatives(planned);
    for (const { plan, weekday } of planned) days.push(toDay(plan, weekday));
  });
  return ItinerarySchema.parse(days);
}

