// The Rome trip of issue 20 for the checker's tests and benchmark: 10-16 May 2027 (Monday to
// Sunday), 2 adults and a child, at the Hotel Hassler, flying into and out of Fiumicino. Places
// as the built-in catalogue has them (names, points, hours, types, restrictions).
import type { Day, Option, TimeSlot } from '#shared/domain/itinerary.js';
import { openingHoursLines } from '#shared/domain/opening-hours.js';
import type { PlanInput } from './types.js';

interface Place {
  placeId: string;
  name: string;
  lat: number;
  lng: number;
  hours: string[];
  types: string[];
  minAge?: number;
  dressCode?: string;
}

const every = (hours: string): string[] => Array.from({ length: 7 }, () => hours);

export const ROME = {
  colosseo: { placeId: 'rome-colosseo', name: 'Colosseo', lat: 41.8902, lng: 12.4922, hours: every('08:30-16:30'), types: ['amphitheatre', 'archaeological_site', 'landmark'] },
  galleriaBorghese: {
    placeId: 'rome-galleria-borghese',
    name: 'Galleria Borghese',
    lat: 41.9142,
    lng: 12.4921,
    hours: ['closed', ...every('09:00-19:00').slice(1)],
    types: ['art_museum', 'sculpture'],
  },
  museiCapitolini: { placeId: 'rome-musei-capitolini', name: 'Musei Capitolini', lat: 41.893, lng: 12.4825, hours: every('09:30-19:30'), types: ['art_museum', 'archaeological_museum'] },
  villaBorghese: { placeId: 'rome-villa-borghese', name: 'Villa Borghese', lat: 41.9141, lng: 12.4838, hours: every('06:00-21:00'), types: ['park', 'garden'] },
  pantheon: { placeId: 'rome-pantheon', name: 'Pantheon', lat: 41.8986, lng: 12.4769, hours: every('09:00-19:00'), types: ['temple', 'church', 'landmark'] },
  trevi: { placeId: 'rome-fontana-di-trevi', name: 'Fontana di Trevi', lat: 41.9009, lng: 12.4833, hours: every('00:00-24:00'), types: ['fountain', 'landmark'] },
  ostia: {
    placeId: 'rome-parco-archeologico-di-ostia-antica',
    name: 'Parco archeologico di Ostia Antica',
    lat: 41.7557,
    lng: 12.292,
    hours: ['closed', ...every('08:30-16:30').slice(1)],
    types: ['archaeological_site', 'ancient_city'],
  },
  sanPietro: {
    placeId: 'rome-basilica-di-san-pietro',
    name: 'Basilica di San Pietro',
    lat: 41.9022,
    lng: 12.4539,
    hours: every('07:00-18:30'),
    types: ['basilica', 'church', 'landmark'],
    dressCode: 'Covered shoulders',
  },
  scavi: {
    placeId: 'rome-vatican-necropolis-scavi-tour',
    name: 'Vatican Necropolis (Scavi) tour',
    lat: 41.9018,
    lng: 12.4529,
    hours: [...every('09:00-17:00').slice(1), 'closed'],
    types: ['guided_tour', 'archaeological_site', 'underground'],
    minAge: 15,
  },
  taverna: {
    placeId: 'rome-taverna-dei-fori-imperiali',
    name: 'Taverna dei Fori Imperiali',
    lat: 41.8941,
    lng: 12.4888,
    hours: ['12:30-15:00,19:30-22:30', 'closed', ...every('12:30-15:00,19:30-22:30').slice(2)],
    types: ['trattoria', 'roman_cuisine'],
  },
  armando: {
    placeId: 'rome-armando-al-pantheon',
    name: 'Armando al Pantheon',
    lat: 41.8992,
    lng: 12.476,
    hours: [...every('12:30-15:00,19:00-23:00').slice(2), '12:30-15:00', 'closed'],
    types: ['trattoria', 'roman_cuisine'],
  },
  roscioli: { placeId: 'rome-roscioli-salumeria-con-cucina', name: 'Roscioli Salumeria con Cucina', lat: 41.8939, lng: 12.474, hours: every('12:30-16:00,19:00-23:30'), types: ['deli', 'wine_bar', 'roman_cuisine'] },
  aiTreScalini: { placeId: 'rome-ai-tre-scalini', name: 'Ai Tre Scalini', lat: 41.8958, lng: 12.4928, hours: every('12:30-24:00'), types: ['wine_bar', 'enoteca'] },
} satisfies Record<string, Place>;
export type RomePlace = keyof typeof ROME;

export const HASSLER = { lat: 41.906, lng: 12.4834 };
export const FIUMICINO = { lat: 41.8003, lng: 12.2389 };

let counter = 0;

/** An option made from a catalogue place, as the planner and the search box make them. */
export function option(place: RomePlace, extra: Partial<Option> = {}): Option {
  const p: Place = ROME[place];
  const point = { lat: p.lat, lng: p.lng };
  const o: Option = {
    id: `${place}-${++counter}`,
    placeId: p.placeId,
    name: p.name,
    coordinates: point,
    location: point,
    hasValidCoordinates: true,
    openingHours: openingHoursLines(p.hours),
    types: [...p.types],
  };
  if (p.minAge !== undefined) o.minAge = p.minAge;
  if (p.dressCode !== undefined) o.dressCode = p.dressCode;
  return { ...o, ...extra };
}

/** A slot 'HH:MM-HH:MM' with its options; `chosen` is the index of the chosen one (default: the first, if any). */
export function slot(id: string, times: string, title: string, options: Option[] = [], chosen: number | null = 0): TimeSlot {
  const [startTime = '09:00', endTime = '11:00'] = times.split('-');
  const selected = chosen === null ? null : (options[chosen]?.id ?? null);
  return { id, startTime, endTime, start_time: startTime, end_time: endTime, title, options, selectedPlace: selected };
}

export function day(id: string, date: string, title: string, timeSlots: TimeSlot[]): Day {
  return { id, date, title, timeSlots };
}

/** The trip around some days: 10-16 May 2027, 2 adults and 1 child (ages unknown), the Hassler; no flights unless given. */
export function romeTrip(days: Day[], extra: Partial<PlanInput> = {}): PlanInput {
  return {
    days,
    startDate: '2027-05-10',
    endDate: '2027-05-16',
    travellers: { adults: 2, children: 1 },
    hotel: HASSLER,
    ...extra,
  };
}
