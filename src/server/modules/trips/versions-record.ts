/**
 * What a trip write keeps of its change (issue 22, ADR 037): the reversible diff and its sentences,
 * as the JSON texts `tripsRepo.write` inserts with the history row. Pure helpers over the trip as
 * it is served (TripDetail), so a value read back compares equal to the one written.
 */
import { readFlight, readHotel } from '#shared/domain/travel.js';
import { describeDiff, VERSIONED_FIELDS, type FieldValues, type TripDiff, type VersionedField } from '#shared/domain/trip-diff.js';
import type { TripDetail, TripFields } from '#shared/contracts/trip-detail.js';
import type { TripChangeEntry } from './repo.js';

/** The versioned fields of a trip as served. */
export function fieldsOf(trip: Pick<TripDetail, VersionedField>): FieldValues {
  const out: FieldValues = {};
  for (const k of VERSIONED_FIELDS) out[k] = trip[k] ?? null;
  return out;
}

/**
 * The versioned fields a write sets, as they will read back: flights and hotel through the same
 * reads as the trip detail (known fields, defaults filled), so an unchanged booking is no change.
 */
export function writtenFields(fields: TripFields): FieldValues {
  const out: FieldValues = {};
  for (const k of VERSIONED_FIELDS) {
    const v = fields[k];
    if (v === undefined) continue;
    out[k] = k === 'hotel' ? readHotel(v) : k === 'outboundFlight' || k === 'returnFlight' ? readFlight(v) : v;
  }
  return out;
}

/** The JSON a history row keeps of a change: the diff and its sentences for staff. */
export function versionRecord(diff: TripDiff, currency: string): NonNullable<TripChangeEntry['version']> {
  return { diff: JSON.stringify(diff), details: JSON.stringify(describeDiff(diff, { currency })) };
}
