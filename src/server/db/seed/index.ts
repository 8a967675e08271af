import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '#server/db/types.js';
import type { Config } from '#server/config.js';
import { loadBlogPosts, loadTemplateTrips } from './starter-content.js';
import { normalizeItinerary } from '#shared/domain/itinerary.js';
import { DEMO_USER_EMAIL } from '#server/db/demo-user.js';
import { OWNER_PLACEHOLDER_NAME } from '#shared/domain/names.js';

/**
 * What the first run asks of the accounts service (server.ts hands it `services.accounts`), named
 * by shape: the database layer never imports a module (ADR 036).
 */
export interface SeedAccounts {
  createUserWithPassword(input: { email: string; fullName: string; password: string; role?: string; approved?: boolean }): Promise<string>;
  requirePasswordChange(userId: string): Promise<unknown>;
}
export const DEFAULT_OWNER_EMAIL = 'owner@maison-voyage.local';

export interface SeedResult {
  /** True when this start wrote the first run (or finished one an earlier start left half done). */
  seeded: boolean;
  ownerEmail?: string;
  /**
   * Only when generated: printed once on the console, never stored in clear. Also given again (a
   * new one) when the first run finished but the process stopped before printing it: call
   * firstRunNoticeShown() once it is on the console.
   */
  generatedPassword?: string;
}

/** app_settings key of the first run's progress (migration 008, ADR 017). */
export const FIRST_RUN_SETTING = 'first_run';

interface FirstRunState {
  /** False while a first run is under way or was cut short: the next start resumes it. */
  completed: boolean;
  ownerId?: string;
  /** The owner's generated password has not reached the console yet. */
  noticePending?: boolean;
}

async function readFirstRun(db: Kysely<DB>): Promise<FirstRunState | null> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', FIRST_RUN_SETTING).executeTakeFirst();
  if (!row) return null;
  const v = row.value as Partial<FirstRunState> & { completedBy?: string };
  // Marked by migration 008 on a database seeded before it: done.
  return { completed: v.completed ?? v.completedBy !== undefined, ownerId: v.ownerId, noticePending: v.noticePending === true };
}

async function writeFirstRun(db: Kysely<DB>, state: FirstRunState): Promise<void> {
  const value = JSON.stringify(state);
  await db
    .insertInto('app_settings')
    .values({ key: FIRST_RUN_SETTING, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: new Date() }))
    .execute();
}

/** The starter content is written in one transaction with the demo user: its presence means it is all there. */
async function hasStarterContent(db: Kysely<DB>): Promise<boolean> {
  const r = await sql<{ n: number }>`
    select (select count(*) from users where email = ${DEMO_USER_EMAIL}) + (select count(*) from trips) + (select count(*) from blog_posts) as n
  `.execute(db);
  return Number(r.rows[0]?.n ?? 0) > 0;
}

/**
 * First run (issue 2 §4, issue 12 §1): the owner, the demo (template) user with its template
 * trips, and the blog. All or nothing across restarts: the run is recorded as begun before
 * anything is written and as completed in the same transaction as the starter content, so a start
 * that dies half-way (killed after 'database migrated', a failed insert) is resumed by the next
 * one, and every step is safe to repeat. Never runs on a database whose first run is done, nor on
 * one that already has starter content. On PostgreSQL the caller holds the start-up advisory
 * lock, so two processes starting at once do not both run it.
 */
export async function seedIfEmpty(deps: {
  db: Kysely<DB>;
  config: Config;
  accounts: SeedAccounts;
  log?: FastifyBaseLogger;
}): Promise<SeedResult> {
  const { db, config, accounts } = deps;
  const state = await readFirstRun(db);
  if (state?.completed) return state.noticePending ? reissueOwnerPassword(deps, state) : { seeded: false };
  if (!state) {
    if (await hasStarterContent(db)) {
      // Seeded before first runs were recorded (or restored from such a backup): done.
      await writeFirstRun(db, { completed: true });
      return { seeded: false };
    }
    await writeFirstRun(db, { completed: false });
  } else {
    deps.log?.warn('first run: resuming the first run an earlier start did not finish');
  }

  // The owner's password is ours to (re)set: the run is not complete, so it was never shown.
  const ownerEmail = config.adminEmail ?? DEFAULT_OWNER_EMAIL;
  const generatedPassword = config.adminPassword ? undefined : randomBytes(9).toString('base64url');
  const ownerId = await accounts.createUserWithPassword({
    email: ownerEmail,
    // Without ADMIN_NAME the owner gives the name clients will see at the first sign-in (issue 19).
    fullName: config.adminName ?? OWNER_PLACEHOLDER_NAME,
    password: config.adminPassword ?? generatedPassword!,
    role: 'super_admin',
    approved: true,
  });
  if (generatedPassword) await accounts.requirePasswordChange(ownerId);

  await seedContent(db, { ownerId, noticePending: !!generatedPassword });
  return { seeded: true, ownerEmail, generatedPassword };
}

/**
 * The first run completed but the process stopped before the owner's generated password reached
 * the console: the owner could never sign in. While the owner has not chosen a password yet, a
 * new one is generated to be printed this time.
 */
async function reissueOwnerPassword(
  deps: { db: Kysely<DB>; accounts: SeedAccounts; log?: FastifyBaseLogger },
  state: FirstRunState,
): Promise<SeedResult> {
  const { db, accounts } = deps;
  const owner = state.ownerId
    ? await db
        .selectFrom('users as u')
        .innerJoin('password_reset_required as p', 'p.user_id', 'u.id')
        .select(['u.id', 'u.email'])
        .where('u.id', '=', state.ownerId)
        .where('p.must_change', '=', true)
        .executeTakeFirst()
    : undefined;
  if (!owner) {
    await firstRunNoticeShown(db);
    return { seeded: false };
  }
  const generatedPassword = randomBytes(9).toString('base64url');
  await accounts.createUserWithPassword({ email: owner.email, fullName: OWNER_PLACEHOLDER_NAME, password: generatedPassword });
  await accounts.requirePasswordChange(owner.id);
  deps.log?.warn({ owner: owner.email }, 'first run: the owner password was never shown; a new one is printed after the ready line');
  return { seeded: false, ownerEmail: owner.email, generatedPassword };
}

/** The owner's generated password is on the console: the first run is over for good. */
export async function firstRunNoticeShown(db: Kysely<DB>): Promise<void> {
  const state = await readFirstRun(db);
  if (state?.noticePending) await writeFirstRun(db, { ...state, noticePending: false });
}

/**
 * Demo user, template trips and blog posts (also used by tests and the bench), read
 * from the files under content/ and checked before anything is written. The first
 * run writes these tables directly: no module serves requests yet.
 */
export async function seedContent(db: Kysely<DB>, firstRun?: { ownerId: string; noticePending: boolean }): Promise<void> {
  const templateTrips = loadTemplateTrips();
  const blogPosts = loadBlogPosts();
  await db.transaction().execute(async (tx) => {
    // The first run that completes records it with its content, in this transaction.
    if (firstRun) await writeFirstRun(tx, { completed: true, ...firstRun });
    // A database that already has the content (a first run cut short after it) keeps it.
    if (firstRun && (await hasStarterContent(tx))) return;
    const demo = await tx
      .insertInto('users')
      .values({ email: DEMO_USER_EMAIL, full_name: 'Template Trips', role: 'no_access', approved: false })
      .returning('id')
      .executeTakeFirstOrThrow();

    for (const t of templateTrips) {
      const { key: _key, hotel, days, ...trip } = t;
      await tx
        .insertInto('trips')
        .values({
          ...trip,
          user_id: demo.id,
          is_template: true,
          visible_to_client: false,
          days: JSON.stringify(normalizeItinerary(days)),
          hotel: JSON.stringify(hotel),
          hotel_address: hotel.address,
          hotel_coordinates: JSON.stringify(hotel.coordinates),
        })
        .execute();
    }

    for (const p of blogPosts) {
      await tx
        .insertInto('blog_posts')
        .values({
          ...p,
          published_at: p.status === 'published' ? p.published_at : null,
          // A post's last change is its own (its revision, else its publication), not the day of the seed:
          // the sitemap and the posts' dateModified read it.
          updated_at: p.updated_at ?? (p.status === 'published' ? p.published_at : undefined),
        })
        .execute();
    }
  });
}
