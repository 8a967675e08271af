import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, TripRow, TripUpdate } from './types.js';
import { conflict, notFound } from '#server/lib/errors.js';
import { normalizeItinerary, type Day } from '#shared/domain/itinerary.js';

/**
 * Conflict detection for trips (DESIGN.md, Data): a write names the version it
 * read; it applies only if the row still has that version, and bumps it.
 * A stale version gets 409 with a message saying someone else changed the trip.
 */
export async function updateTripVersioned(
  db: Kysely<DB> | Transaction<DB>,
  id: string,
  expectedVersion: number,
  values: TripUpdate,
): Promise<TripRow> {
  const row = await db
    .updateTable('trips')
    .set({ ...values, version: sql<number>`version + 1`, updated_at: new Date() })
    .where('id', '=', id)
    .where('version', '=', expectedVersion)
    .returningAll()
    .executeTakeFirst();
  if (row) return row;
  const exists = await db.selectFrom('trips').select('version').where('id', '=', id).executeTakeFirst();
  if (!exists) throw notFound('Trip not found');
  throw conflict();
}

/** The itinerary of a trip row, normalised on read (legacy spellings, stable ids, sorted days). */
export function tripDays(row: Pick<TripRow, 'days'>): Day[] {
  return normalizeItinerary(row.days);
}
