import { normalizeItinerary } from '#shared/domain/itinerary.js';
import { isMappableCoordinates } from '#shared/domain/geo.js';
import { readFlight, readHotel } from '#shared/domain/travel.js';
import type { TripDetail } from '#shared/contracts/trip-detail.js';
import type { TripDetailRow } from './detail-repo.js';
import { toTripColumns } from './mapping.js';

/**
 * One trip row with its people to the TripDetail of contracts/trip-detail.ts (days normalised
 * on read, unless the caller has them normalised already for this version).
 */
export function toTripDetail(row: TripDetailRow, normalizedDays?: TripDetail['days']): TripDetail {
  const coords = row.hotel_coordinates as unknown;
  return {
    ...toTripColumns(row),
    description: row.trip_description ?? '',
    destinationLatitude: row.destination_latitude,
    destinationLongitude: row.destination_longitude,
    destinationPhotoUrl: row.destination_photo_url,
    budgetEur: row.budget_eur === null ? null : Number(row.budget_eur),
    currency: row.currency,
    days: normalizedDays ?? normalizeItinerary(row.days),
    // Known fields only, texts cut to their bounds; an unreadable one is shown as none (ADR 022).
    outboundFlight: readFlight(row.outbound_flight),
    returnFlight: readFlight(row.return_flight),
    hotel: readHotel(row.hotel),
    hotelAddress: row.hotel_address,
    hotelCoordinates: isMappableCoordinates(coords) ? { lat: coords.lat, lng: coords.lng } : null,
    client: row.user_id
      ? {
          id: row.user_id,
          name: row.client_name ?? '',
          email: row.client_email ?? '',
          friendlyId: row.client_friendly_id === null ? null : Number(row.client_friendly_id),
        }
      : null,
    specialist: row.dedicated_specialist_id
      ? {
          id: row.dedicated_specialist_id,
          name: row.specialist_name ?? '',
          email: row.specialist_email ?? '',
          jobTitle: row.specialist_job_title ?? '',
          phone: row.specialist_phone ?? '',
          bioShort: row.specialist_bio_short ?? '',
          bio: row.specialist_bio ?? '',
          photoUrl: row.specialist_photo_url ?? '',
          yearsExperience: row.specialist_years_experience,
          availabilityNote: row.specialist_availability_note ?? '',
        }
      : null,
    includeFlightInBilling: row.include_flight_in_billing,
    includeHotelInBilling: row.include_hotel_in_billing,
    lockCostMultiplier: row.lock_cost_multiplier,
    isTemplate: row.is_template,
    questionnaireId: row.questionnaire_id,
    updatedBy: row.updated_by ? { id: row.updated_by, name: row.updated_by_name ?? '', email: row.updated_by_email ?? '' } : null,
  };
}
