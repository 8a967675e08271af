import { sql, type Kysely } from 'kysely';
import type { DB } from '#server/db/types.js';
import { formatKm, formatMinutes } from '#shared/domain/geo.js';
import { TRAVEL_MODES, legKey, type Journey, type ModeLegs, type TravelMode, type TripLeg } from '#shared/domain/distances.js';

/** A cached leg: every mode's figures and the way a traveller would go. */
export interface CachedLeg {
  leg: TripLeg;
  modes: ModeLegs;
  journey: Journey | null;
  source: 'estimate' | 'google';
}

/** Rows read per query: 4 parameters a leg, far below PostgreSQL's limit. */
const CHUNK = 500;

/**
 * distance_cache (spec §3, §7 "select by origin and destination coordinates"): the one module
 * that reads and writes it (ADR 008). Legs are stored between rounded coordinates (the unique key
 * of 001 is the lookup's index).
 */
export function distanceCacheRepo(db: Kysely<DB>) {
  return {
    /**
     * The cached legs among `legs`, by legKey. `source` 'google' returns only legs Google measured
     * since `since`; 'any' returns every cached leg (an estimate is never preferred to Google's).
     */
    async find(legs: readonly TripLeg[], accept: { source: 'any' } | { source: 'google'; since: Date }): Promise<Map<string, CachedLeg>> {
      const found = new Map<string, CachedLeg>();
      for (let i = 0; i < legs.length; i += CHUNK) {
        const chunk = legs.slice(i, i + CHUNK);
        const pairs = sql.join(chunk.map((l) => sql`(${l.from.lat}::float8, ${l.from.lng}::float8, ${l.to.lat}::float8, ${l.to.lng}::float8)`));
        let q = db
          .selectFrom('distance_cache')
          .selectAll()
          .where(sql<boolean>`(origin_lat, origin_lng, destination_lat, destination_lng) in (${pairs})`);
        if (accept.source === 'google') q = q.where('source', '=', 'google').where('measured_at', '>=', accept.since);
        for (const row of await q.execute()) {
          const leg = { from: { lat: row.origin_lat, lng: row.origin_lng }, to: { lat: row.destination_lat, lng: row.destination_lng } };
          const modes: ModeLegs = {};
          for (const mode of TRAVEL_MODES) {
            const metres = row[`${mode}_distance_meters`];
            const seconds = row[`${mode}_duration_seconds`];
            modes[mode] = metres === null || seconds === null ? null : { distanceMeters: metres, durationSeconds: seconds };
          }
          const journey =
            row.travel_mode && row.distance_meters !== null && row.duration_seconds !== null
              ? { mode: row.travel_mode as TravelMode, distanceMeters: row.distance_meters, durationSeconds: row.duration_seconds }
              : null;
          found.set(legKey(leg.from, leg.to), { leg, modes, journey, source: row.source as CachedLeg['source'] });
        }
      }
      return found;
    },

    /**
     * Stores measured legs. A leg already cached is replaced, except that an estimate never
     * replaces Google's figures (two servers, one configured, one not).
     */
    async save(rows: readonly CachedLeg[]): Promise<void> {
      for (let i = 0; i < rows.length; i += CHUNK) {
        const values = rows.slice(i, i + CHUNK).map(({ leg, modes, journey, source }) => {
          const perMode: Record<string, string | number | null> = {};
          for (const mode of TRAVEL_MODES) {
            const m = modes[mode] ?? null;
            perMode[`${mode}_distance_meters`] = m ? Math.round(m.distanceMeters) : null;
            perMode[`${mode}_duration_seconds`] = m ? Math.round(m.durationSeconds) : null;
            perMode[`${mode}_distance_text`] = m ? formatKm(m.distanceMeters) : null;
            perMode[`${mode}_duration_text`] = m ? (formatMinutes(m.durationSeconds)?.label ?? null) : null;
          }
          return {
            origin_lat: leg.from.lat,
            origin_lng: leg.from.lng,
            destination_lat: leg.to.lat,
            destination_lng: leg.to.lng,
            ...perMode,
            distance_meters: journey ? Math.round(journey.distanceMeters) : null,
            duration_seconds: journey ? Math.round(journey.durationSeconds) : null,
            travel_mode: journey?.mode ?? null,
            source,
            measured_at: new Date(),
          };
        });
        await db
          .insertInto('distance_cache')
          .values(values)
          .onConflict((oc) =>
            oc
              .columns(['origin_lat', 'origin_lng', 'destination_lat', 'destination_lng'])
              .doUpdateSet((eb) => {
                const set: Record<string, unknown> = {};
                for (const column of Object.keys(values[0]!)) {
                  if (!column.startsWith('origin_') && !column.startsWith('destination_')) set[column] = eb.ref(`excluded.${column}` as never);
                }
                return set as never;
              })
              .where(sql<boolean>`distance_cache.source = 'estimate' or excluded.source = 'google'`),
          )
          .execute();
      }
    },

    /** How many legs are cached (for tests and the benchmark). */
    async count(): Promise<number> {
      const row = await db.selectFrom('distance_cache').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
