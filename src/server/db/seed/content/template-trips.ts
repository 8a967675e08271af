/**
 * Starter template (demo) trips (spec §3 trips, Day / Time slot / Option).
 *
 * Three English-language itineraries built from real places with approximate
 * coordinates. Every day carries the six standard backoffice slots
 * (09-11, 11-13, Lunch 13-15, 15-17, 17-19, Dinner 19-21); every slot has
 * exactly three options and the first one is selected.
 * Ids are stable and readable: `paris-d1`, `paris-d1-s1`, `paris-d1-s1-o1`.
 * Costs are EUR per person (0 for free sights); opening hours are indicative.
 */

export interface SeedOption {
  id: string;
  name: string;
  description: string;
  image: string;
  rating: number;
  reviews: number;
  /** EUR per person */
  cost: number;
  address: string;
  coordinates: { lat: number; lng: number };
  hasValidCoordinates: true;
  website?: string;
  openingHours?: string[];
  types?: string[];
  priceLevel?: number;
}

export interface SeedSlot {
  id: string;
  startTime: string;
  endTime: string;
  start_time: string;
  end_time: string;
  title: string;
  theme?: string;
  notes?: string;
  options: SeedOption[];
  selectedPlace: string | null;
}

export interface SeedDay {
  id: string;
  /** YYYY-MM-DD */
  date: string;
  title: string;
  timeSlots: SeedSlot[];
}

export interface SeedTemplateTrip {
  key: string;
  trip_name: string;
  destination: string;
  trip_description: string;
  destination_latitude: number;
  destination_longitude: number;
  destination_photo_url: string;
  start_date: string;
  end_date: string;
  travelers_adults: number;
  travelers_children: number;
  status: 'planning';
  budget_eur: number;
  currency: 'EUR';
  days: SeedDay[];
  hotel: {
    name: string;
    address: string;
    checkIn: string;
    checkOut: string;
    pricePerNight: number;
    rooms: number;
    coordinates: { lat: number; lng: number };
  };
}

// ---------------------------------------------------------------------------
// Builders
// ---------------------------------------------------------------------------

/** Generic illustrations shipped in public/images/places/. */
type PlaceKind =
  | 'museum'
  | 'monument'
  | 'restaurant'
  | 'cafe'
  | 'garden'
  | 'church'
  | 'viewpoint'
  | 'experience';

const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
type Weekday = (typeof WEEKDAYS)[number];

/** Seven "Day: hours" lines; `closed` days read "Closed"; `special` overrides single days. */
function hours(
  daily: string,
  closed: readonly Weekday[] = [],
  special: Partial<Record<Weekday, string>> = {},
): string[] {
  return WEEKDAYS.map((day) => `${day}: ${closed.includes(day) ? 'Closed' : (special[day] ?? daily)}`);
}

const OPEN_24H = hours('Open 24 hours');

interface Place {
  kind: PlaceKind;
  name: string;
  /** [lat, lng], 5 decimals */
  at: readonly [number, number];
  address: string;
  /** EUR per person */
  cost: number;
  rating: number;
  reviews: number;
  types: string[];
  hours: string[];
  text: string;
  web?: string;
  /** 1 (inexpensive) to 4 (very expensive), restaurants and bars only */
  price?: number;
}

interface SlotPlan {
  title: string;
  theme?: string;
  notes?: string;
  options: readonly [Place, Place, Place];
}

interface DayPlan {
  date: string;
  title: string;
  slots: readonly [SlotPlan, SlotPlan, SlotPlan, SlotPlan, SlotPlan, SlotPlan];
}

/** The backoffice editor's default day: 09-11, 11-13, Lunch 13-15, 15-17, 17-19, Dinner 19-21. */
const SLOT_TIMES = [
  ['09:00', '11:00'],
  ['11:00', '13:00'],
  ['13:00', '15:00'],
  ['15:00', '17:00'],
  ['17:00', '19:00'],
  ['19:00', '21:00'],
] as const;

function toOption(place: Place, id: string): SeedOption {
  const option: SeedOption = {
    id,
    name: place.name,
    description: place.text,
    image: `/images/places/${place.kind}.svg`,
    rating: place.rating,
    reviews: place.reviews,
    cost: place.cost,
    address: place.address,
    coordinates: { lat: place.at[0], lng: place.at[1] },
    hasValidCoordinates: true,
    openingHours: place.hours,
    types: place.types,
  };
  if (place.web !== undefined) option.website = place.web;
  if (place.price !== undefined) option.priceLevel = place.price;
  return option;
}

function buildDays(prefix: string, plans: readonly DayPlan[]): SeedDay[] {
  return plans.map((plan, dayIndex) => {
    const dayId = `${prefix}-d${dayIndex + 1}`;
    return {
      id: dayId,
      date: plan.date,
      title: plan.title,
      timeSlots: plan.slots.map((slotPlan, slotIndex): SeedSlot => {
        const slotId = `${dayId}-s${slotIndex + 1}`;
        const [start, end] = SLOT_TIMES[slotIndex] ?? SLOT_TIMES[0];
        const options = slotPlan.options.map((place, optionIndex) =>
          toOption(place, `${slotId}-o${optionIndex + 1}`),
        );
        const slot: SeedSlot = {
          id: slotId,
          startTime: start,
          endTime: end,
          start_time: start,
          end_time: end,
          title: slotPlan.title,
          options,
          selectedPlace: options[0]?.id ?? null,
        };
        if (slotPlan.theme !== undefined) slot.theme = slotPlan.theme;
        if (slotPlan.notes !== undefined) slot.notes = slotPlan.notes;
        return slot;
      }),
    };
  });
}
