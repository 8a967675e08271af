import { sql, type Kysely, type Selectable } from 'kysely';
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

/** Legs per statement. */
const CHUNK = 500;

type DistanceCacheRow = Selectable<DB['distance_cache']>;

const KEY_COLUMNS = ['origin_lat', 'origin_lng', 'destination_lat', 'destination_lng'];

/** The columns a measurement writes, with their SQL types (for jsonb_to_recordset). */
const SAVED_COLUMNS: ReadonlyArray<readonly [string, string]> = [
  ...KEY_COLUMNS.map((c) => [c, 'float8'] as const),
  ...TRAVEL_MODES.flatMap((m) => [
    [`${m}_distance_text`, 'text'] as const,
    [`${m}_duration_text`, 'text'] as const,
    [`${m}_distance_meters`, 'integer'] as const,
    [`${m}_duration_seconds`, 'integer'] as const,
  ]),
  ['distance_meters', 'integer'],
  ['duration_seconds', 'integer'],
  ['travel_mode', 'text'],
  ['source', 'text'],
];

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
        // One JSON parameter for the whole list (a statement with hundreds of parameters costs more to plan than to run).
        const keys = JSON.stringify(legs.slice(i, i + CHUNK).map((l) => ({ olat: l.from.lat, olng: l.from.lng, dlat: l.to.lat, dlng: l.to.lng })));
        const since = accept.source === 'google' ? sql`and c.source = 'google' and c.measured_at >= ${accept.since}` : sql``;
        const { rows } = await sql<DistanceCacheRow>`
          select c.* from jsonb_to_recordset(${keys}::jsonb) as k(olat float8, olng float8, dlat float8, dlng float8)
          join distance_cache c
            on c.origin_lat = k.olat and c.origin_lng = k.olng and c.destination_lat = k.dlat and c.destination_lng = k.dlng
          where true ${since}`.execute(db);
        for (const row of rows) {
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
        const records = rows.slice(i, i + CHUNK).map(({ leg, modes, journey, source }) => {
          const record: Record<string, string | number | null> = {
            origin_lat: leg.from.lat,
            origin_lng: leg.from.lng,
            destination_lat: leg.to.lat,
            destination_lng: leg.to.lng,
          };
          for (const mode of TRAVEL_MODES) {
            const m = modes[mode] ?? null;
            record[`${mode}_distance_text`] = m ? formatKm(m.distanceMeters) : null;
            record[`${mode}_duration_text`] = m ? (formatMinutes(m.durationSeconds)?.label ?? null) : null;
            record[`${mode}_distance_meters`] = m ? Math.round(m.distanceMeters) : null;
            record[`${mode}_duration_seconds`] = m ? Math.round(m.durationSeconds) : null;
          }
          record.distance_meters = journey ? Math.round(journey.distanceMeters) : null;
          record.duration_seconds = journey ? Math.round(journey.durationSeconds) : null;
          record.travel_mode = journey?.mode ?? null;
          record.source = source;
          return record;
        });
        const columns = sql.join(SAVED_COLUMNS.map(([name]) => sql.ref(name)));
        const types = sql.raw(SAVED_COLUMNS.map(([name, type]) => `${name} ${type}`).join(', '));
        const updates = sql.raw(
          [...SAVED_COLUMNS.filter(([name]) => !KEY_COLUMNS.includes(name)).map(([name]) => `${name} = excluded.${name}`), 'measured_at = now()'].join(', '),
        );
        // One JSON parameter for the rows, as for find.
        await sql`
          insert into distance_cache (${columns})
          select ${columns} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(${types})
          on conflict (origin_lat, origin_lng, destination_lat, destination_lng) do update set ${updates}
          where distance_cache.source = 'estimate' or excluded.source = 'google'`.execute(db);
      }
    },

    /** How many legs are cached (for tests and the benchmark). */
    async count(): Promise<number> {
      const row = await db.selectFrom('distance_cache').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
