/**
 * The trips repository: the only code that writes `trips` (ADR 008), and the staff list's queries.
 * Over 400 lines on purpose: each query keeps beside it the reason for the index behind it, and
 * the one versioned write is here with them. Split the list queries out if another list is added.
 */
import { sql, type ExpressionBuilder, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { DB, NewTrip, TripRow, TripUpdate } from '#server/db/types.js';
import { notFound, stale } from '#server/lib/errors.js';
import { everyWordMatches } from '#server/lib/sql.js';
import { parseTripNumber } from '#shared/domain/trip-id.js';
import { TRIP_MESSAGES } from '#shared/contracts/trips.js';
import type { TripPart } from '#shared/contracts/trip-detail.js';

/** A search counts its matches up to this many; the list then says "1,000+". */
export const SEARCH_COUNT_CAP = 1000;

export interface TripListFilter {
  /** The signed-in user: whose pins come first. */
  viewerId: string;
  /** Free text: every word matches the trip name, destination, client name or e-mail, or is the trip number ('#1042', 'T-1042', '1042'). */
  text?: string;
  /** One folder, or 'not-deleted' for every folder but deleted. */
  folder: string;
  status?: string;
  /** Only trips whose dedicated specialist is this user. */
  specialistId?: string;
}

/** Who changed which part of a trip, recorded with the write (trip_changes). */
export interface TripChangeEntry {
  userId: string | null;
  part: TripPart;
  summary: string;
  /** Issue 22 (ADR 037): what the write changed, reversible (TripDiff as JSON), and in sentences (ChangeLine[] as JSON). */
  version?: { diff: string; details: string };
}

/** What a write expects of the row: the version the caller read, or (restore) the folder it is in. */
export type TripExpectation = { version: number } | { folder: string };

export interface TripListPage {
  limit: number;
  offset: number;
}

type TripsQuery = SelectQueryBuilder<DB & { t: DB['trips'] }, 't', object>;

/** The columns of one dashboard row: the trip, its client, its specialist and the viewer's pin. */
function withRowColumns(q: TripsQuery, viewerId: string) {
  return q
    .leftJoin('users as c', 'c.id', 't.user_id')
    .leftJoin('users as s', 's.id', 't.dedicated_specialist_id')
    .select([
      't.id',
      't.friendly_id',
      't.trip_name',
      't.destination',
      't.start_date',
      't.end_date',
      't.travelers_adults',
      't.travelers_children',
      't.status',
      't.folder',
      't.visible_to_client',
      't.version',
      't.created_at',
      't.updated_at',
      't.user_id',
      'c.full_name as client_name',
      'c.email as client_email',
      't.dedicated_specialist_id',
      's.full_name as specialist_name',
      's.email as specialist_email',
    ])
    .select(pinnedBy(viewerId).as('pinned'));
}

export type TripListRow = Awaited<ReturnType<ReturnType<typeof withRowColumns>['executeTakeFirstOrThrow']>>;

/** The columns of a trip as contracts/trips.ts CreatedTrip names it. */
const CREATED_TRIP_COLUMNS = ['id', 'friendly_id', 'trip_name', 'destination', 'start_date', 'end_date'] as const;

/** Trips the client owns or shares through trip_clients. */
function ownedOrShared(userId: string) {
  return (eb: ExpressionBuilder<DB, 'trips'>) =>
    eb.or([
      eb('trips.user_id', '=', userId),
      eb('trips.id', 'in', eb.selectFrom('trip_clients').select('trip_clients.trip_id').where('trip_clients.user_id', '=', userId)),
    ]);
}

/** Owned, shared, or attached to the user as organizer (trip_organizers_user_idx; ADR 023). */
function ownedSharedOrOrganized(userId: string) {
  return (eb: ExpressionBuilder<DB, 'trips'>) =>
    eb.or([
      ownedOrShared(userId)(eb),
      eb('trips.id', 'in', eb.selectFrom('trip_organizers').select('trip_organizers.trip_id').where('trip_organizers.user_id', '=', userId)),
    ]);
}

/** Whether the viewer pinned trip `t` (primary key lookup on pinned_trips). */
function pinnedBy(viewerId: string) {
  return sql<boolean>`exists (select 1 from pinned_trips p where p.trip_id = t.id and p.user_id = ${viewerId})`;
}

/**
 * SQL of the trips module, the only one that writes trips (ADR 008; spec §7 trips,
 * pinned_trips, trip_clients): the dashboard list, pins, the versioned write, the
 * template trips and the copies made for clients. `db` may be a transaction.
 */
/**
 * Every column of trips but the itinerary (`days`, up to ~150 KB of jsonb): what a write answers
 * and what a read takes when it holds that version's days already. A new column of trips that is
 * missing here fails to compile (MissingColumn below).
 */
export const TRIP_COLUMNS_BUT_DAYS = [
  'id', 'friendly_id', 'user_id', 'questionnaire_id', 'trip_name', 'destination', 'trip_description',
  'destination_latitude', 'destination_longitude', 'destination_photo_url', 'start_date', 'end_date',
  'travelers_adults', 'travelers_children', 'status', 'folder', 'budget_eur', 'currency', 'visible_to_client',
  'outbound_flight', 'return_flight', 'hotel', 'hotel_coordinates', 'hotel_address', 'dedicated_specialist_id',
  'include_flight_in_billing', 'include_hotel_in_billing', 'lock_cost_multiplier', 'is_template', 'version',
  'created_at', 'updated_at', 'updated_by',
] as const satisfies readonly Exclude<keyof DB['trips'], 'days'>[];
type MissingColumn = Exclude<Exclude<keyof DB['trips'], 'days'>, (typeof TRIP_COLUMNS_BUT_DAYS)[number]>;
const everyColumnListed: [MissingColumn] extends [never] ? true : MissingColumn = true;
void everyColumnListed;

/** The values of a trip write: columns, the itinerary also as an SQL expression (days changed in place). */
export type TripWrite = Omit<TripUpdate, 'days'> & { days?: TripUpdate['days'] | RawBuilder<unknown[]> };

/**
 * The itinerary with some days replaced in place, as a write's `days`: each [position, JSON of
 * the day] is set into the stored document (jsonb_set), so only those days are sent and parsed.
 */
export function daysChangedInPlace(days: [position: number, json: string][]): RawBuilder<unknown[]> {
  let value = sql<unknown[]>`days`;
  for (const [i, json] of days) value = sql<unknown[]>`jsonb_set(${value}, ${`{${i}}`}::text[], ${json}::jsonb)`;
  return value;
}

/** A trip row as a write answers it: every column but the itinerary, which the writer has. */
export type WrittenTrip = Omit<TripRow, 'days'>;

export function tripsRepo(db: Kysely<DB>) {
  /** Dashboard trips (never templates) matching the filter. */
  function filtered(f: TripListFilter): TripsQuery {
    // Literal (not a bound parameter) so the planner matches the partial indexes of migration 002.
    let q = db.selectFrom('trips as t').where(sql<boolean>`not t.is_template`);
    q = f.folder === 'not-deleted' ? q.where('t.folder', '<>', 'deleted') : q.where('t.folder', '=', f.folder);
    if (f.status) q = q.where('t.status', '=', f.status);
    if (f.specialistId) q = q.where('t.dedicated_specialist_id', '=', f.specialistId);
    if (f.text) {
      // Every word of the search must match (so 'durand rome' finds Mme Durand's Rome trip), each
      // in one OR of three indexed conditions on the trip row, so PostgreSQL combines the indexes
      // (BitmapOr/BitmapAnd) or walks created_at and filters, whichever is cheaper: trip name and
      // destination (trips_search_trgm), client name or e-mail (users_search_trgm -> trips_user_idx),
      // trip number.
      q = q.where(
        everyWordMatches(f.text, (pattern, word) => {
          const matches = [
            sql`(t.trip_name || ' ' || t.destination) ilike ${pattern}`,
            sql`t.user_id = any(array(select u.id from users u where (u.email || ' ' || u.full_name) ilike ${pattern}))`,
          ];
          const friendlyId = parseTripNumber(word);
          if (friendlyId !== null) matches.push(sql`t.friendly_id = ${friendlyId}`);
          return sql<boolean>`${sql.join(matches, sql` or `)}`;
        }),
      );
    }
    return q;
  }

  return {
    /**
     * One page of the list: the viewer's pinned trips first, then the others,
     * each newest first. Two ordered, limited queries (so the created_at
     * indexes serve both) instead of one sort over every matching trip.
     */
    async list(
      f: TripListFilter,
      page: TripListPage,
    ): Promise<{ rows: TripListRow[]; total: number; capped: boolean }> {
      // The viewer's pins are few: count and page them from pinned_trips (primary key on user_id, trip_id).
      const pinnedOfViewer = (q: TripsQuery) =>
        q.innerJoin('pinned_trips as pp', (j) => j.onRef('pp.trip_id', '=', 't.id').on('pp.user_id', '=', f.viewerId));
      // A folder view counts exactly (index-only scan); a search stops counting past SEARCH_COUNT_CAP,
      // so a broad word does not visit every matching trip.
      const searching = f.text !== undefined;
      // One round trip for both counts.
      const counts = await db
        .selectNoFrom((eb) => [
          (searching
            ? eb
                .selectFrom(filtered(f).select(sql`1`.as('one')).limit(SEARCH_COUNT_CAP + 1).as('m'))
                .select((c) => c.fn.countAll<number>().as('n'))
            : filtered(f).select((c) => c.fn.countAll<number>().as('n'))
          ).as('total'),
          pinnedOfViewer(filtered(f))
            .select((c) => c.fn.countAll<number>().as('n'))
            .as('pinned'),
        ])
        .executeTakeFirstOrThrow();
      const capped = searching && Number(counts.total ?? 0) > SEARCH_COUNT_CAP;
      const total = capped ? SEARCH_COUNT_CAP : Number(counts.total ?? 0);
      const pinnedTotal = Number(counts.pinned ?? 0);
      const rows: TripListRow[] = [];
      if (page.offset < pinnedTotal) {
        rows.push(
          ...(await withRowColumns(pinnedOfViewer(filtered(f)), f.viewerId)
            .orderBy('t.created_at', 'desc')
            .orderBy('t.id', 'desc')
            .limit(page.limit)
            .offset(page.offset)
            .execute()),
        );
      }
      const remaining = page.limit - rows.length;
      if (remaining > 0 && (capped || page.offset + rows.length < total)) {
        rows.push(
          ...(await withRowColumns(filtered(f), f.viewerId)
            .where(sql<boolean>`not ${pinnedBy(f.viewerId)}`)
            .orderBy('t.created_at', 'desc')
            .orderBy('t.id', 'desc')
            .limit(remaining)
            .offset(Math.max(0, page.offset - pinnedTotal))
            .execute()),
        );
      }
      return { rows, total, capped };
    },

    /** One dashboard row by id (templates included: the caller decides). */
    findRow(id: string, viewerId: string) {
      return withRowColumns(db.selectFrom('trips as t'), viewerId).where('t.id', '=', id).executeTakeFirst();
    },

    /**
     * The trip's row locked until the caller's transaction ends (`db` is that transaction), and
     * its version: a change another module makes with the trip (billing, ADR 025) reads the trip
     * as it is now and nobody writes it meanwhile. Primary key lookup.
     */
    lockForWrite(id: string) {
      return db.selectFrom('trips').select(['id', 'version']).where('id', '=', id).forUpdate().executeTakeFirst();
    },

    /**
     * Who may read each of these trips, for the live streams' re-check before an event (ADR 021):
     * one query for every listener of the trips, primary key lookups and trip_clients' primary key.
     */
    accessOf(ids: readonly string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('trips as t')
        .select(['t.id', 't.user_id', 't.visible_to_client', 't.folder', 't.is_template'])
        .select(
          sql<string[]>`coalesce((select array_agg(tc.user_id) from trip_clients tc where tc.trip_id = t.id), '{}')`.as('client_ids'),
        )
        // The organizers staff attached (ADR 023) read the trip too.
        .select(sql<string[]>`coalesce((select array_agg(o.user_id) from trip_organizers o where o.trip_id = t.id), '{}')`.as('organizer_ids'))
        .where('t.id', 'in', [...ids])
        .execute();
    },

    findState(id: string) {
      return db
        .selectFrom('trips')
        .select(['id', 'folder', 'version', 'is_template'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Tab counts: trips in folder in_progress, and not-deleted trips of one specialist (index-only scans). */
    async counts(specialistId: string): Promise<{ inProgress: number; assigned: number }> {
      const r = await db
        .selectNoFrom([
          filtered({ viewerId: specialistId, folder: 'in_progress' })
            .select((c) => c.fn.countAll<number>().as('n'))
            .as('in_progress'),
          filtered({ viewerId: specialistId, folder: 'not-deleted', specialistId })
            .select((c) => c.fn.countAll<number>().as('n'))
            .as('assigned'),
        ])
        .executeTakeFirstOrThrow();
      return { inProgress: Number(r.in_progress ?? 0), assigned: Number(r.assigned ?? 0) };
    },

    /**
     * The one write of a trip row (DESIGN Data, ADR 008): applies `values` only while
     * the row is as the caller read it (the version it names, or for a restore the
     * folder), bumps the version and returns the new row. A trip that is gone answers
     * 404; one changed meanwhile answers 409 `stale`, and nothing is written. With a
     * `change`, who changed which part is recorded in trip_changes by the same
     * statement (issue 9 §2), so the history never misses or invents a write.
     * `alsoInTransaction` (with a change) runs in that transaction after the row is
     * written: another module's part of the same change (Clear all removes the trip's
     * billing items); if it throws, nothing is written.
     */
    async write(
      id: string,
      values: TripWrite,
      expected: TripExpectation,
      change?: TripChangeEntry,
      alsoInTransaction?: (tx: Kysely<DB>) => Promise<unknown>,
    ): Promise<WrittenTrip> {
      const apply = async (conn: Kysely<DB>) => {
        let q = conn
          .updateTable('trips')
          .set({
            ...values,
            version: sql<number>`version + 1`,
            updated_at: new Date(),
            ...(change ? { updated_by: change.userId } : {}),
          })
          .where('id', '=', id);
        q = 'version' in expected ? q.where('version', '=', expected.version) : q.where('folder', '=', expected.folder);
        const update = q.returning(TRIP_COLUMNS_BUT_DAYS);
        if (!change) return update.executeTakeFirst();
        // With a change: the history row is inserted by the same statement (a data-modifying CTE),
        // so both happen or neither, in one round trip instead of begin, update, insert, commit.
        const written = await conn
          .with('written', () => update)
          .with('logged', (w) =>
            w
              .insertInto('trip_changes')
              .columns(['trip_id', 'user_id', 'part', 'summary', 'version', 'diff', 'details'])
              .expression((e) =>
                e
                  .selectFrom('written')
                  .select([
                    'written.id',
                    sql<string>`${change.userId}::uuid`.as('user_id'),
                    sql<string>`${change.part}`.as('part'),
                    sql<string>`${change.summary}`.as('summary'),
                    'written.version',
                    // Issue 22: the version's reversible change and its sentences (null when the write keeps none).
                    sql<string | null>`${change.version?.diff ?? null}::jsonb`.as('diff'),
                    sql<string | null>`${change.version?.details ?? null}::jsonb`.as('details'),
                  ]),
              ),
          )
          .selectFrom('written')
          .selectAll()
          .executeTakeFirst();
        if (written && alsoInTransaction) await alsoInTransaction(conn);
        return written;
      };
      // Another module's part of the same change needs a transaction around both; a plain write
      // is one statement and needs none.
      const row = change && alsoInTransaction ? await db.transaction().execute(apply) : await apply(db);
      if (row) return row;
      if (!(await db.selectFrom('trips').select('id').where('id', '=', id).executeTakeFirst())) {
        throw notFound(TRIP_MESSAGES.notFound);
      }
      throw stale(TRIP_MESSAGES.stale);
    },

    /** Removes a trip for good, only from the deleted folder. */
    async deleteFromTrash(id: string): Promise<boolean> {
      const r = await db.deleteFrom('trips').where('id', '=', id).where('folder', '=', 'deleted').executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },

    async pin(userId: string, tripId: string) {
      await db
        .insertInto('pinned_trips')
        .values({ user_id: userId, trip_id: tripId })
        .onConflict((oc) => oc.columns(['user_id', 'trip_id']).doNothing())
        .execute();
    },

    async unpin(userId: string, tripId: string) {
      await db.deleteFrom('pinned_trips').where('user_id', '=', userId).where('trip_id', '=', tripId).execute();
    },

    /* -------------------------------------------------- templates and copies */

    listTemplates() {
      return db
        .selectFrom('trips')
        .select([...CREATED_TRIP_COLUMNS, 'trip_description', 'destination_photo_url', 'days'])
        .where('is_template', '=', true)
        .orderBy('destination')
        .orderBy('trip_name')
        .execute();
    },

    findTemplate(id: string) {
      return db.selectFrom('trips').selectAll().where('id', '=', id).where('is_template', '=', true).executeTakeFirst();
    },

    /** A trip that can be cloned by its number: any trip, templates included, but not one in the Deleted folder (spec §5). */
    findCloneable(friendlyId: number) {
      return db
        .selectFrom('trips')
        .selectAll()
        .where('friendly_id', '=', friendlyId)
        .where('folder', '<>', 'deleted')
        .executeTakeFirst();
    },

    /** A new trip and its trip_clients row (call inside a transaction). */
    async insertForClient(trip: NewTrip, clientUserId: string) {
      const row = await db
        .insertInto('trips')
        .values(trip)
        .returning(CREATED_TRIP_COLUMNS)
        .executeTakeFirstOrThrow();
      await db
        .insertInto('trip_clients')
        .values({ trip_id: row.id, user_id: clientUserId })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return row;
    },

    /* -------------------------------------------------- trips of clients */

    /**
     * Trip numbers per client user: trips owned (trips_user_idx) or shared through
     * trip_clients (trip_clients_user_idx); not deleted, not templates.
     */
    async numbersOfClients(userIds: string[]) {
      if (!userIds.length) return [];
      const owned = db
        .selectFrom('trips')
        .select(['trips.friendly_id', 'trips.user_id as client_id'])
        .where('trips.user_id', 'in', userIds)
        .where('trips.folder', '<>', 'deleted')
        .where('trips.is_template', '=', false);
      const shared = db
        .selectFrom('trip_clients as tc')
        .innerJoin('trips', 'trips.id', 'tc.trip_id')
        .select(['trips.friendly_id', 'tc.user_id as client_id'])
        .where('tc.user_id', 'in', userIds)
        .where('trips.folder', '<>', 'deleted')
        .where('trips.is_template', '=', false);
      return owned.union(shared).orderBy('friendly_id').execute();
    },

    /** The client's trips as staff see them in client detail: not deleted, not archived, not templates (spec §2). */
    ofClient(userId: string) {
      return db
        .selectFrom('trips')
        .select([...CREATED_TRIP_COLUMNS, 'status', 'folder', 'visible_to_client'])
        .where(ownedOrShared(userId))
        .where('folder', '<>', 'deleted')
        .where('status', '<>', 'archived')
        .where('is_template', '=', false)
        .orderBy(sql`start_date desc nulls last`)
        .orderBy('friendly_id', 'desc')
        .execute();
    },

    /**
     * The trips of a user's workspace (spec §7 trips by user: owned or shared through trip_clients,
     * status not archived, folder not deleted, newest start first); `onlyVisible` as the client sees them;
     * `organized`: also the trips the user is attached to as organizer (trip_organizers_user_idx, ADR 023).
     */
    ofWorkspace(userId: string, onlyVisible: boolean, organized = false) {
      let q = db
        .selectFrom('trips')
        .select([
          ...CREATED_TRIP_COLUMNS,
          'destination_photo_url',
          'travelers_adults',
          'travelers_children',
          'status',
          'folder',
          'budget_eur',
          'currency',
          'visible_to_client',
          'version',
          'questionnaire_id',
        ])
        .where(organized ? ownedSharedOrOrganized(userId) : ownedOrShared(userId))
        .where('folder', '<>', 'deleted')
        .where('status', '<>', 'archived')
        .where('is_template', '=', false);
      if (onlyVisible) q = q.where('visible_to_client', '=', true);
      return q.orderBy(sql`start_date desc nulls last`).orderBy('friendly_id', 'desc').execute();
    },

    /** The organizers attached to a trip (trip_organizers primary key), by name. */
    organizersOf(tripId: string) {
      return db
        .selectFrom('trip_organizers as o')
        .innerJoin('users as u', 'u.id', 'o.user_id')
        .select(['u.id', 'u.email', 'u.full_name', 'u.friendly_id'])
        .where('o.trip_id', '=', tripId)
        .orderBy('u.full_name')
        .orderBy('u.email')
        .execute();
    },

    /** Approved users with role organizer not attached to the trip: whom staff may attach (at most 200). */
    organizerCandidates(tripId: string) {
      return db
        .selectFrom('users as u')
        .select(['u.id', 'u.email', 'u.full_name', 'u.friendly_id'])
        .where('u.role', '=', 'organizer')
        .where('u.approved', '=', true)
        .where('u.id', 'not in', (eb) => eb.selectFrom('trip_organizers as o').select('o.user_id').where('o.trip_id', '=', tripId))
        .orderBy('u.full_name')
        .orderBy('u.email')
        .limit(200)
        .execute();
    },

    /** Attaches an organizer; attaching one already attached changes nothing. */
    attachOrganizer(tripId: string, userId: string, addedBy: string) {
      return db
        .insertInto('trip_organizers')
        .values({ trip_id: tripId, user_id: userId, added_by: addedBy })
        .onConflict((oc) => oc.columns(['trip_id', 'user_id']).doNothing())
        .execute();
    },

    detachOrganizer(tripId: string, userId: string) {
      return db.deleteFrom('trip_organizers').where('trip_id', '=', tripId).where('user_id', '=', userId).execute();
    },

    /** Moves every trip of a client (owned or shared) to the deleted folder, bumping each version. */
    moveClientTripsToDeleted(userId: string) {
      return db
        .updateTable('trips')
        .set({ folder: 'deleted', updated_at: new Date(), version: sql`version + 1` })
        .where(ownedOrShared(userId))
        .where('is_template', '=', false)
        .execute();
    },
  };
}

export type TripsRepo = ReturnType<typeof tripsRepo>;
