import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { seedIfEmpty } from '#server/db/seed/index.js';
import { DEMO_USER_EMAIL } from '#server/db/demo-user.js';
import { normalizeItinerary } from '#shared/domain/itinerary.js';
import { isValidCoordinates } from '#shared/domain/geo.js';
import { isPlaceholderName } from '#shared/domain/names.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const words = (html: string) => html.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length;

describe('first run', () => {
  it('creates the owner with a generated password and a forced change, then never runs again', async () => {
    const { config } = t.app.ctx;
    const first = await seedIfEmpty({ db: t.database.db, config: { ...config, adminEmail: undefined, adminPassword: undefined }, accounts: t.app.ctx.services.accounts });
    expect(first.seeded).toBe(true);
    expect(first.generatedPassword).toMatch(/^\S{8,}$/);
    const owner = await t.database.db.selectFrom('users').selectAll().where('email', '=', first.ownerEmail!).executeTakeFirstOrThrow();
    expect(owner.role).toBe('super_admin');
    expect(owner.approved).toBe(true);
    const flag = await t.database.db.selectFrom('password_reset_required').selectAll().where('user_id', '=', owner.id).executeTakeFirst();
    expect(flag?.must_change).toBe(true);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: first.ownerEmail, password: first.generatedPassword, area: 'backoffice' }),
    });
    expect(signIn.json().redirectTo).toBe('/backoffice/reset-password?forced=true');
    // The first run's name is a stand-in: nobody is greeted by it, and the forced change asks for a real one.
    expect(isPlaceholderName(owner.full_name, owner.email)).toBe(true);
    expect(signIn.json().user.fullName).toBe(owner.full_name);

    const second = await seedIfEmpty({ db: t.database.db, config, accounts: t.app.ctx.services.accounts });
    expect(second.seeded).toBe(false);
    const owners = await t.database.db.selectFrom('users').select('id').where('role', '=', 'super_admin').execute();
    expect(owners).toHaveLength(1);
  });

  it('creates at least 3 template trips (Paris, Rome, Italy) of the demo user with full itineraries', async () => {
    const demo = await t.database.db.selectFrom('users').selectAll().where('email', '=', DEMO_USER_EMAIL).executeTakeFirstOrThrow();
    const trips = await t.database.db.selectFrom('trips').selectAll().where('is_template', '=', true).execute();
    expect(trips.length).toBeGreaterThanOrEqual(3);
    const destinations = trips.map((x) => x.destination.toLowerCase()).join(' ');
    for (const d of ['paris', 'rome', 'ital']) expect(destinations).toContain(d);
    for (const trip of trips) {
      expect(trip.user_id).toBe(demo.id);
      const days = normalizeItinerary(trip.days);
      expect(days.length).toBeGreaterThanOrEqual(3);
      for (const day of days) {
        expect(day.timeSlots.length).toBeGreaterThanOrEqual(6);
        for (const slot of day.timeSlots) {
          expect(slot.options).toHaveLength(3);
          for (const o of slot.options) {
            expect(isValidCoordinates(o.coordinates), `${trip.trip_name} ${o.name}`).toBe(true);
            expect(o.description?.length ?? 0).toBeGreaterThan(20);
            expect(typeof o.cost).toBe('number');
          }
        }
      }
    }
  });

  it('publishes at least 6 French posts of 400+ words in 3+ categories, and keeps one unpublished', async () => {
    const posts = await t.database.db.selectFrom('blog_posts').selectAll().execute();
    const published = posts.filter((p) => p.status === 'published');
    expect(published.length).toBeGreaterThanOrEqual(6);
    expect(posts.some((p) => p.status !== 'published')).toBe(true);
    expect(new Set(published.map((p) => p.category)).size).toBeGreaterThanOrEqual(3);
    for (const p of published) {
      expect(words(p.content), p.slug).toBeGreaterThanOrEqual(400);
      expect(p.tags.length).toBeGreaterThan(0);
      expect(p.featured_image).toMatch(/^\/images\//);
      expect(p.published_at).not.toBeNull();
    }
  });

  it("gives each starter post its own last change (its publication), not the seed's date, in the sitemap too", async () => {
    const posts = await t.database.db.selectFrom('blog_posts').select(['slug', 'published_at', 'updated_at']).where('status', '=', 'published').execute();
    expect(new Set(posts.map((p) => p.updated_at.toISOString())).size).toBe(posts.length);
    for (const p of posts) expect(p.updated_at.toISOString(), p.slug).toBe(p.published_at!.toISOString());
    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    for (const p of posts) {
      expect(sitemap, p.slug).toContain(`/blog/${p.slug}</loc>\n    <lastmod>${p.published_at!.toISOString().slice(0, 10)}</lastmod>`);
    }
  });
});
