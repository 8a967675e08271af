import type { NewTrip } from '#server/db/types.js';
import type { TripDetail } from '#shared/contracts/trip-detail.js';
import { toTripDetail } from '#server/modules/trips/detail-mapping.js';
import type { TripDetailRow } from '#server/modules/trips/detail-repo.js';
import { loadTemplateTrips } from '#server/db/seed/starter-content.js';
import { planItinerary } from '#server/providers/ai/planner.js';
import { loadCatalogue } from '#server/providers/places/catalogue/load.js';
import { GenerateItineraryRequest } from '#shared/contracts/ai.js';
import { normalizeItinerary, type Day } from '#shared/domain/itinerary.js';
import { fourteenDayTrip } from './billing-trip.js';

/**
 * Trips as the documents receive them (TripDetail), built without a database: the renderers'
 * tests and the documents' benchmark draw them directly.
 */
export function detailOf(values: Partial<NewTrip> & { days?: unknown }, people: { client?: string; specialist?: { name: string; email: string; jobTitle?: string; phone?: string } | null } = {}): TripDetail {
  const now = new Date('2027-01-04T10:00:00Z');
  const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : (v ?? null));
  const row = {
    id: '00000000-0000-4000-8000-000000000001',
    friendly_id: 1042,
    trip_name: values.trip_name ?? 'A trip',
    destination: values.destination ?? '',
    start_date: values.start_date ?? null,
    end_date: values.end_date ?? null,
    travelers_adults: values.travelers_adults ?? 2,
    travelers_children: values.travelers_children ?? 0,
    status: 'planning',
    folder: 'in_progress',
    visible_to_client: true,
    version: 1,
    created_at: now,
    updated_at: now,
    trip_description: values.trip_description ?? '',
    destination_latitude: values.destination_latitude ?? null,
    destination_longitude: values.destination_longitude ?? null,
    destination_photo_url: null,
    budget_eur: null,
    currency: 'EUR',
    days: json(values.days) ?? [],
    outbound_flight: json(values.outbound_flight),
    return_flight: json(values.return_flight),
    hotel: json(values.hotel),
    hotel_address: values.hotel_address ?? null,
    hotel_coordinates: json(values.hotel_coordinates),
    user_id: people.client === undefined ? null : '00000000-0000-4000-8000-000000000002',
    client_name: people.client ?? null,
    client_email: 'client@example.com',
    client_friendly_id: 7,
    dedicated_specialist_id: people.specialist ? '00000000-0000-4000-8000-000000000003' : null,
    specialist_name: people.specialist?.name ?? null,
    specialist_email: people.specialist?.email ?? null,
    specialist_job_title: people.specialist?.jobTitle ?? null,
    specialist_phone: people.specialist?.phone ?? null,
    specialist_bio_short: null,
    specialist_bio: null,
    specialist_photo_url: null,
    specialist_years_experience: null,
    specialist_availability_note: null,
    include_flight_in_billing: false,
    include_hotel_in_billing: false,
    lock_cost_multiplier: false,
    is_template: false,
    questionnaire_id: null,
    updated_by: null,
    updated_by_name: null,
    updated_by_email: null,
  } as unknown as TripDetailRow;
  return toTripDetail(row);
}

const SOPHIE = { name: 'Sophie Laurent', email: 'sophie@maison-voyage.local', jobTitle: 'Senior Travel Specialist', phone: '+33 1 42 00 00 00' };

/** The trip templates the product ships (seed content), as their documents see them. */
export function templateTrips(): TripDetail[] {
  return loadTemplateTrips().map(({ key: _key, hotel, ...t }) =>
    detailOf({ ...t, days: normalizeItinerary(t.days), hotel: JSON.stringify(hotel), hotel_address: hotel.address, hotel_coordinates: JSON.stringify(hotel.coordinates) } as never, { client: 'Claire Dubois', specialist: SOPHIE }),
  );
}

/** The 14-day Paris trip of the billing tests (4-5 chosen places a day). */
export function fortnight(): TripDetail {
  return detailOf(fourteenDayTrip('u', 's'), { client: 'Claire Dubois', specialist: SOPHIE });
}

/** What the offline planner proposes for `days` days in `destination`. */
export function plannedTrip(destination: string, days: number): TripDetail {
  const start = Date.UTC(2027, 4, 3);
  const end = new Date(start + (days - 1) * 86_400_000).toISOString().slice(0, 10);
  const request = GenerateItineraryRequest.parse({ destination, startDate: '2027-05-03', endDate: end, adults: 2, preferences: { interests: ['culture', 'food', 'history'] } });
  const planned = planItinerary(loadCatalogue(), request);
  return detailOf(
    { trip_name: `${destination} in May`, destination, start_date: '2027-05-03', end_date: end, travelers_adults: 2, days: normalizeItinerary(planned) as never },
    { client: 'Claire Dubois', specialist: SOPHIE },
  );
}

/** Characters the documents must print or leave out by the documented rule (issue 19). */
export const HARD_CHARACTERS = '→ ↔ – — « » € £ $ ° ½ ✓ 🌸';

/**
 * A 14-day plan with six chosen places a day, written to strain the layout: long day titles that
 * wrap, long names and notes, emoji, arrows and the hard characters in names, titles and notes.
 */
export function strainedFortnight(): TripDetail {
  const base = detailOf(fourteenDayTrip('u', 's'), { client: 'Zoë Müller-Łukasiewicz 🌸', specialist: SOPHIE });
  const days: Day[] = base.days.map((day, d) => ({
    ...day,
    title:
      d % 3 === 0
        ? 'The Louvre and the Tuileries: Musée du Louvre and Vedettes du Pont Neuf, then a long evening on the Seine 🌸'
        : d % 3 === 1
          ? `Orly → hôtel, then Montmartre ↔ Pigalle « à pied » — day ${d + 1}`
          : `Day ${d + 1} in Paris ✓`,
    timeSlots: day.timeSlots.map((slot, s) => {
      const options = slot.options.length > 0 ? slot.options : base.days[(d + 1) % 14]!.timeSlots[1]!.options.map((o) => ({ ...o, id: `${o.id}-x${s}` }));
      const first = options[0]!;
      const renamed = {
        ...first,
        name: s === 2 ? `${first.name} 🍷 — tasting of 12 wines (½ bottle each) at 18 °C → cellar` : s === 4 ? `${first.name} and the long promenade along the quays to the Pont des Arts ✓` : first.name,
      };
      return { ...slot, options: [renamed, ...options.slice(1)], selectedPlace: renamed.id, notes: s === 1 ? `Bring € and £ cash; $ accepted. ${HARD_CHARACTERS}` : slot.notes };
    }),
  }));
  return { ...base, tripName: 'Paris in Spring, the tenth anniversary journey 🌸', days };
}

/** The 14-day Paris trip with a place chosen in each of its six slots every day. */
export function sixSlotFortnight(): TripDetail {
  const base = fortnight();
  const days: Day[] = base.days.map((day, d) => ({
    ...day,
    timeSlots: day.timeSlots.map((slot) => {
      const options = slot.options.length > 0 ? slot.options : base.days[(d + 3) % 14]!.timeSlots[2]!.options.map((o) => ({ ...o, id: `${o.id}-x${d}` }));
      return { ...slot, options, selectedPlace: options[0]!.id };
    }),
  }));
  return { ...base, days };
}
