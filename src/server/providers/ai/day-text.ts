/**
 * The words of a planned day: titles, themes and notes of its slots, and the day's title,
 * turned into the itinerary's Day and TimeSlot (spec §3).
 */
import { newId, type Day, type TimeSlot } from '#shared/domain/itinerary.js';
import { minutesToTime } from '#shared/domain/time.js';
import { formatDayHours, WEEKDAY_NAMES } from '#shared/domain/opening-hours.js';
import { CATALOGUE_CITY_LABELS, type CatalogueCity } from '#server/providers/places/catalogue/schema.js';
import { areaName, CITY_AREAS } from './areas.js';
import { normaliseText, transferBetween } from './destinations.js';
import { greatCircleKm } from './geo.js';
import { ACTIVITY_ROLES, MEAL_ROLES, type SlotRole, type SlotSpec } from './scoring.js';
import { optionFromPlace, type Spot } from './spots.js';

export interface FilledSlot {
  spec: SlotSpec;
  options: Spot[];
  /** For a transfer: where to and how. */
  transfer?: { from: CatalogueCity; to: CatalogueCity };
}

export interface DayPlan {
  date: string;
  city: CatalogueCity;
  kind: 'regular' | 'transfer' | 'day-trip';
  slots: FilledSlot[];
  anchor: Spot | null;
  from?: CatalogueCity;
}


/** Prefixes dropped from names in a day title: 'Basilica di San Clemente' reads 'San Clemente' there. */
const TITLE_PREFIXES = /^(Museo Nazionale (di |del |della |dell')?|Basilica (di |dei |della |del ))/;

function titleName(spot: Spot): string {
  const name = shortName(spot);
  const simpler = name.replace(TITLE_PREFIXES, '');
  return simpler.length >= 4 ? simpler.charAt(0).toUpperCase() + simpler.slice(1) : name;
}

function shortName(spot: Spot): string {
  return spot.place.name
    .replace(/\s*\(.*?\)\s*/g, ' ')
    .split(/\s[–—-]\s|:\s|,\s/)[0]!
    .replace(/\s+day trip$/i, '')
    .trim();
}

function cityPhrase(city: CatalogueCity): string {
  return city === 'amalfi-coast' ? 'the Amalfi Coast' : CATALOGUE_CITY_LABELS[city];
}

export function durationPhrase(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (m === 0) return `${h} h`;
  return `${h} h ${m} min`;
}

function hoursPhrase(spot: Spot, weekday: number): string {
  const day = spot.place.hours[weekday] ?? 'closed';
  if (day === '00:00-24:00') return 'open at all hours';
  return `open ${formatDayHours(day)} on ${WEEKDAY_NAMES[weekday]}s`;
}

const ROLE_TITLES: Record<SlotRole, string> = {
  morning: 'Morning',
  'late-morning': 'Late morning',
  lunch: 'Lunch',
  afternoon: 'Afternoon',
  pause: 'Slow afternoon',
  evening: 'Early evening',
  dinner: 'Dinner',
  'day-trip': 'Day trip',
  transfer: 'Transfer',
};

function slotTitle(slot: FilledSlot, city: CatalogueCity): string {
  if (slot.spec.role === 'transfer') return `Transfer to ${cityPhrase(city)}`;
  if (slot.options.length === 0) return 'Free time';
  if (slot.spec.role === 'evening' && slot.options[0]?.bar) return city === 'paris' ? 'Apéritif' : 'Aperitivo';
  return ROLE_TITLES[slot.spec.role];
}

function slotTheme(slot: FilledSlot): string {
  if (slot.spec.role === 'transfer') return 'Travel';
  if (slot.options.length === 0) return 'At leisure';
  if (slot.spec.role === 'pause') return 'Coffee and a stroll';
  if (slot.spec.role === 'day-trip') return slot.options[0]?.theme === 'Day trip' ? 'Out of town' : (slot.options[0]?.theme ?? 'Out of town');
  const first = slot.options[0];
  if (!first) return ROLE_TITLES[slot.spec.role];
  return MEAL_ROLES.has(slot.spec.role) ? first.mealTheme : first.theme;
}

/**
 * The planner's word on a slot itself: only for a slot with no place to describe (a transfer,
 * time of one's own). Advice about a place is that option's own (optionNotes, ADR 030).
 */
function slotNotes(slot: FilledSlot, previous: Spot | null, plan: DayPlan): string | undefined {
  if (slot.spec.role === 'transfer') {
    const t = plan.from ? transferBetween(plan.from, plan.city) : null;
    const how = t
      ? `${t.by}, about ${durationPhrase(t.minutes)}.`
      : `From ${cityPhrase(plan.from ?? plan.city)} to ${cityPhrase(plan.city)}.`;
    return `${how} Tickets and luggage to be arranged with your travel specialist; the afternoon starts near your hotel.`;
  }
  if (slot.options.length > 0) return undefined;
  if (slot.spec.role === 'day-trip') return 'A day out of town: to be arranged with your travel specialist.';
  const where = previous ? areaName(plan.city, previous.place) : null;
  return `Time of your own${where ? ` around ${where.replace(/^The /, 'the ')}` : ''}: your travel specialist can suggest a place.`;
}

/**
 * The planner's advice about one place of a slot, from facts only (ADR 011): the time to allow
 * and its hours that day, booking for a €€€ table. It travels with the option: whichever place
 * is chosen, the client reads the advice about that place (ADR 030). The way from the previous
 * stop is not part of it: that depends on what was chosen before (the itinerary's legs say it).
 */
export function optionNotes(spot: Spot, slot: SlotSpec, weekday: number | null, city: CatalogueCity): string {
  const hours = weekday === null ? null : hoursPhrase(spot, weekday);
  if (slot.role === 'day-trip') {
    return `A full day out of ${cityPhrase(city)}: leave around 09:00, back by about ${minutesToTime(slot.end)}. Transport and guiding to be arranged with your travel specialist.`;
  }
  if (MEAL_ROLES.has(slot.role)) {
    const booking = spot.place.kind === 'restaurant' && spot.level >= 3 ? 'Booking ahead is advised.' : '';
    return [hours ? `${hours.charAt(0).toUpperCase()}${hours.slice(1)}.` : '', booking].filter(Boolean).join(' ');
  }
  if (slot.role === 'pause') return `Time to slow down: a coffee or a stroll before the evening${hours ? `, ${hours}` : ''}.`;
  return `Allow about ${durationPhrase(spot.place.durationMinutes)}${hours ? `, ${hours}` : ''}.`;
}

/** Beyond this a day title names only its headline. */
const TITLE_MAX = 72;

function dayTitle(plan: DayPlan): string {
  const city = plan.city;
  if (plan.kind === 'day-trip') {
    const trip = plan.slots.find((s) => s.spec.role === 'day-trip')?.options[0];
    return trip ? `Day trip: ${shortName(trip)}` : `A day out of ${cityPhrase(city)}`;
  }
  const headliners = plan.slots
    .filter((s) => ACTIVITY_ROLES.has(s.spec.role) && s.options[0] && !s.options[0].bar && s.options[0].place.kind !== 'cafe')
    .map((s) => s.options[0]!);
  const ordered = [...headliners].sort((x, y) => {
    if (x === plan.anchor) return -1;
    if (y === plan.anchor) return 1;
    return y.prominence - x.prominence;
  });
  // The second name must belong to the same area as the headline.
  const headline = ordered[0];
  const reach = CITY_AREAS[city].reachKm;
  // A headline that is already two places ('Duomo di Amalfi and Chiostro del Paradiso') stands alone.
  const alone = headline !== undefined && / and /.test(shortName(headline));
  const named = ordered
    .filter((spot) => !headline || spot === headline || greatCircleKm(headline.place, spot.place) <= reach)
    .slice(0, alone ? 1 : 2);
  const names = named.map(titleName);
  if (names.length === 2 && / and /.test(names[1]!)) names.pop();
  // The day is named after the quarter of its headline.
  const area = headline ? areaName(city, headline.place) : null;
  const where =
    plan.kind === 'transfer' && plan.from
      ? `${CATALOGUE_CITY_LABELS[plan.from]} to ${CATALOGUE_CITY_LABELS[city]}`
      : area && !names.some((n) => normaliseText(n) === normaliseText(area.replace(/^The /, '')))
        ? area
        : CATALOGUE_CITY_LABELS[city];
  if (names.length === 0) return where;
  const title = `${where}: ${names.join(' and ')}`;
  return title.length <= TITLE_MAX || names.length === 1 ? title : `${where}: ${names[0]}`;
}

function toSlot(slot: FilledSlot, previous: Spot | null, weekday: number, plan: DayPlan): TimeSlot {
  const startTime = minutesToTime(slot.spec.start);
  const endTime = minutesToTime(slot.spec.end);
  const notes = slotNotes(slot, previous, plan);
  return {
    id: newId(),
    startTime,
    endTime,
    start_time: startTime,
    end_time: endTime,
    title: slotTitle(slot, plan.city),
    theme: slotTheme(slot),
    ...(notes !== undefined && { notes }),
    options: slot.options.map((s) => ({ ...optionFromPlace(s.place), notes: optionNotes(s, slot.spec, weekday, plan.city) })),
    selectedPlace: null,
  };
}

export function toDay(plan: DayPlan, weekday: number): Day {
  let previous: Spot | null = null;
  const timeSlots: TimeSlot[] = [];
  for (const slot of plan.slots) {
    timeSlots.push(toSlot(slot, slot.spec.role === 'day-trip' ? null : previous, weekday, plan));
    if (slot.options[0]) previous = slot.spec.role === 'day-trip' ? null : slot.options[0];
  }
  return { id: newId(), date: plan.date, title: dayTitle(plan), timeSlots };
}

/* ------------------------------------------------------------------------------ the plan */
