import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '#server/db/types.js';
import type { Config } from '#server/config.js';
import type { AccountsService } from '#server/modules/accounts/service.js';
import { loadBlogPosts, loadTemplateTrips } from './starter-content.js';
import { normalizeItinerary } from '#shared/domain/itinerary.js';
import { DEMO_USER_EMAIL } from '#server/db/demo-user.js';
import { OWNER_PLACEHOLDER_NAME } from '#shared/domain/names.js';
export const DEFAULT_OWNER_EMAIL = 'owner@maison-voyage.local';

export interface SeedResult {
  seeded: boolean;
  ownerEmail?: string;
  /** Only when generated: printed once in the log, never stored in clear. */
  generatedPassword?: string;
}

/** True when the database holds no users, trips or posts: the only time we seed. */
export async function isEmpty(db: Kysely<DB>): Promise<boolean> {
  const r = await sql<{ n: number }>`
    select (select count(*) from users) + (select count(*) from trips) + (select count(*) from blog_posts) as n
  `.execute(db);
  return Number(r.rows[0]?.n ?? 0) === 0;
}

/**
 * First run only (issue 2 §4): the owner, the demo (template) user with its
 * template trips, and the blog. Never runs on a database that has data.
 */
export async function seedIfEmpty(deps: {
  db: Kysely<DB>;
  config: Config;
  accounts: AccountsService;
  log?: FastifyBaseLogger;
}): Promise<SeedResult> {
  const { db, config, accounts } = deps;
  if (!(await isEmpty(db))) return { seeded: false };

  const ownerEmail = config.adminEmail ?? DEFAULT_OWNER_EMAIL;
  const generatedPassword = config.adminPassword ? undefined : randomBytes(9).toString('base64url');
  const ownerId = await accounts.createUserWithPassword({
    email: ownerEmail,
    fullName: OWNER_PLACEHOLDER_NAME,
    password: config.adminPassword ?? generatedPassword!,
    role: 'super_admin',
    approved: true,
  });
  if (generatedPassword) await accounts.requirePasswordChange(ownerId);

  await seedContent(db);
  return { seeded: true, ownerEmail, generatedPassword };
}

/**
 * Demo user, template trips and blog posts (also used by tests and the bench), read
 * from the files under content/ and checked before anything is written. The first
 * run writes these tables directly: no module serves requests yet.
 */
export async function seedContent(db: Kysely<DB>): Promise<void> {
  const templateTrips = loadTemplateTrips();
  const blogPosts = loadBlogPosts();
  await db.transaction().execute(async (tx) => {
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
        })
        .execute();
    }
  });
}
