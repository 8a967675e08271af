import { sql, type Kysely } from 'kysely';
import type { DB } from '#server/db/types.js';

/** The parts whose changes a version must know to open the trip as it was before them (ADR 037). */
export const CONTENT_PARTS = ['info', 'flights', 'hotel', 'days', 'billing'] as const;

/** How long a change keeps its reversible diff (ADR 037); its sentences stay. */
export const VERSION_DIFF_DAYS = 90;

/**
 * SQL of a trip's versions (issue 22, ADR 037): the history's pages with their sentences, the
 * reversible diffs after a version, and the versions sent to the client with their snapshots.
 * The trips module owns trip_changes and trip_sends. `db` may be a transaction.
 */
export function versionsRepo(db: Kysely<DB>) {
  return {
    /** One page of the history, newest first, older than version `before` (trip_changes_trip_version_idx). */
    page(tripId: string, before: number | undefined, limit: number) {
      let q = db
        .selectFrom('trip_changes as h')
        .leftJoin('users as u', 'u.id', 'h.user_id')
        .select(['h.id', 'h.part', 'h.summary', 'h.version', 'h.created_at', 'h.user_id', 'u.full_name', 'u.email', 'h.details'])
        .where('h.trip_id', '=', tripId);
      if (before !== undefined) q = q.where('h.version', '<', before);
      return q.orderBy('h.version', 'desc').limit(limit).execute();
    },

    /**
     * The latest version whose change is not known (written before versions were kept, or its diff
     * compacted): the trip cannot be rebuilt as it was before it. 0 when every change is known.
     * Changes of no content part (visibility, folder, specialist) never block.
     */
    async blocker(tripId: string): Promise<number> {
      const r = await db
        .selectFrom('trip_changes')
        .select((eb) => eb.fn.max('version').as('v'))
        .where('trip_id', '=', tripId)
        .where('diff', 'is', null)
        .where('part', 'in', [...CONTENT_PARTS])
        .executeTakeFirst();
      return Number(r?.v ?? 0);
    },

    /** The diffs of the changes after `version`, newest first. */
    diffsAfter(tripId: string, version: number) {
      return db
        .selectFrom('trip_changes')
        .select(['version', 'part', 'diff'])
        .where('trip_id', '=', tripId)
        .where('version', '>', version)
        .orderBy('version', 'desc')
        .execute();
    },

    /** The versions sent to the client, newest first (trip_sends_trip_idx). */
    sends(tripId: string, limit = 20) {
      return db
        .selectFrom('trip_sends as s')
        .leftJoin('users as u', 'u.id', 's.sent_by')
        .select(['s.id', 's.version', 's.sent_at', 's.sent_by', 'u.full_name', 'u.email', 's.summary'])
        .where('s.trip_id', '=', tripId)
        .orderBy('s.version', 'desc')
        .limit(limit)
        .execute();
    },

    /** The snapshot of a version sent to the client, if it was sent. */
    snapshot(tripId: string, version: number) {
      return db.selectFrom('trip_sends').select(['snapshot']).where('trip_id', '=', tripId).where('version', '=', version).executeTakeFirst();
    },

    /** The latest version sent at or before `version` with its snapshot. */
    latestSentAtOrBefore(tripId: string, version: number) {
      return db
        .selectFrom('trip_sends')
        .select(['version', 'snapshot'])
        .where('trip_id', '=', tripId)
        .where('version', '<=', version)
        .orderBy('version', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /**
     * Whether the trip's content changed after `version`: a change of a content part that changed
     * something (a send, a folder move or a billing mark alone does not), or one not known.
     */
    async contentChangedAfter(tripId: string, version: number): Promise<boolean> {
      const r = await db
        .selectFrom('trip_changes')
        .select('version')
        .where('trip_id', '=', tripId)
        .where('version', '>', version)
        .where('part', 'in', [...CONTENT_PARTS])
        .where((eb) => eb.or([eb('diff', 'is', null), sql<boolean>`diff <> '{}'::jsonb`]))
        .limit(1)
        .executeTakeFirst();
      return r !== undefined;
    },

    /** The first version sent, if any. */
    async firstSend(tripId: string): Promise<number | null> {
      const r = await db.selectFrom('trip_sends').select('version').where('trip_id', '=', tripId).orderBy('version', 'asc').limit(1).executeTakeFirst();
      return r?.version ?? null;
    },

    /** The trip's travellers: its owner and trip_clients (primary keys), with name and e-mail. */
    travellersOf(tripId: string) {
      return db
        .selectFrom('users as u')
        .select(['u.id', 'u.email', 'u.full_name'])
        .where((eb) =>
          eb.or([
            eb('u.id', '=', eb.selectFrom('trips').select('trips.user_id').where('trips.id', '=', tripId)),
            eb('u.id', 'in', eb.selectFrom('trip_clients').select('trip_clients.user_id').where('trip_clients.trip_id', '=', tripId)),
          ]),
        )
        .execute();
    },

    insertSend(row: { trip_id: string; version: number; sent_by: string; snapshot: string; summary: string }) {
      return db.insertInto('trip_sends').values(row).execute();
    },

    /**
     * Storage stays bounded (ADR 037): the diffs of a trip's changes older than VERSION_DIFF_DAYS
     * are dropped; their sentences stay, and the versions sent keep their snapshots.
     */
    async compact(tripId: string, now: Date = new Date()): Promise<number> {
      const r = await db
        .updateTable('trip_changes')
        .set({ diff: null })
        .where('trip_id', '=', tripId)
        .where('diff', 'is not', null)
        .where('created_at', '<', sql<Date>`${now.toISOString()}::timestamptz - make_interval(days => ${VERSION_DIFF_DAYS})`)
        .executeTakeFirst();
      return Number(r.numUpdatedRows);
    },
  };
}

export type VersionsRepo = ReturnType<typeof versionsRepo>;
