import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { startServerProcess, stop, type ServerProcess } from './server-process.js';

/**
 * Issue 12 §5: two server processes started at once on one PostgreSQL database (ADR 017). One runs
 * the first run, both serve; sessions, rate limits and sign-in counters hold across them.
 * Each has its own DATA_DIR and no AUTH_SECRET (issue 24 item 10): the session secret is generated
 * once in the database, so a session signed by one is read by the other.
 * PostgreSQL: TEST_DATABASE_URL, default the local server CI has. Where none is reachable outside
 * CI (a laptop running `npm test` on the embedded database alone), this file does not run.
 */
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `mv_test_two_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();

async function reachable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}
const required = !!(process.env.CI || process.env.TEST_DATABASE_URL);
const available = required || (await reachable());

async function admin(query: string) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}

const dirs: string[] = [];
let a: ServerProcess | undefined;
let b: ServerProcess | undefined;

describe.runIf(available)('several processes on one PostgreSQL database', () => {
  beforeAll(async () => {
    await admin(`create database ${name}`);
    const env = (tag: string) => {
      const dir = mkdtempSync(path.join(os.tmpdir(), `mv-two-${tag}-`));
      dirs.push(dir);
      return {
        DATABASE_URL: dbUrl,
        DATA_DIR: dir,
        ADMIN_EMAIL: 'owner@two.test',
        ADMIN_PASSWORD: 'owner-pass-1',
        AUTH_RATE_LIMIT_PER_MINUTE: '30',
        // No shared configuration beyond the database: each process its own DATA_DIR and no
        // AUTH_SECRET; the session secret is the one kept in the database (ADR 023).
        AUTH_SECRET: '',
      };
    };
    // Both at once: the start-up advisory lock makes them take turns through migrations and the first run.
    [a, b] = await Promise.all([startServerProcess(env('a')), startServerProcess(env('b'))]);
    await Promise.all([a.ready, b.ready]);
  }, 240_000);

  afterAll(async () => {
    await stop(a);
    await stop(b);
    for (let i = 0; i < 50; i++) {
      try {
        await admin(`drop database if exists ${name}`);
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }, 60_000);

  const post = (p: ServerProcess, url: string, body: unknown, cookie?: string) =>
    fetch(`${p.url}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });

  it('one process runs the first run, both serve, and a session opened on one is valid on the other', async () => {
    const seeded = [a!, b!].filter((p) => p.output().includes('first run: owner account'));
    expect(seeded).toHaveLength(1);
    const c = new pg.Client({ connectionString: dbUrl });
    await c.connect();
    try {
      const { rows } = await c.query<{ owners: number; demo: number; templates: number; names: number; posts: number; slugs: number; migrations: number }>(`
        select (select count(*)::int from users where role = 'super_admin') as owners,
               (select count(*)::int from users where email = 'templates@maison-voyage.local') as demo,
               (select count(*)::int from trips where is_template) as templates,
               (select count(distinct trip_name)::int from trips where is_template) as names,
               (select count(*)::int from blog_posts) as posts,
               (select count(distinct slug)::int from blog_posts) as slugs,
               (select count(*)::int from schema_migrations) as migrations`);
      const r = rows[0]!;
      expect(r.owners).toBe(1);
      expect(r.demo).toBe(1);
      expect(r.templates).toBeGreaterThanOrEqual(3);
      expect(r.templates).toBe(r.names);
      expect(r.posts).toBe(r.slugs);
    } finally {
      await c.end();
    }

    for (const p of [a!, b!]) expect((await fetch(`${p.url}/api/health`)).status).toBe(200);
    const signIn = await post(a!, '/api/auth/sign-in', { email: 'owner@two.test', password: 'owner-pass-1', area: 'backoffice' });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().map((x) => x.split(';')[0]).join('; ');
    const session = await fetch(`${b!.url}/api/auth/session`, { headers: { cookie } });
    expect((await session.json()).user.email).toBe('owner@two.test');
    // One secret, in the database; neither data directory holds one of its own.
    const s = new pg.Client({ connectionString: dbUrl });
    await s.connect();
    const secrets = (await s.query<{ name: string }>('select name from instance_secrets')).rows;
    await s.end();
    expect(secrets).toEqual([{ name: 'auth' }]);
    for (const d of dirs) expect(existsSync(path.join(d, 'auth-secret'))).toBe(false);
    // B keeps the staff list a few seconds; a trip written by anyone else shows on B as soon as the
    // NOTIFY of the commit reaches it.
    const names = async () =>
      ((await (await fetch(`${b!.url}/api/trips`, { headers: { cookie } })).json()) as { items: { tripName: string }[] }).items.map((i) => i.tripName);
    expect(await names()).not.toContain('Written elsewhere');
    const w = new pg.Client({ connectionString: dbUrl });
    await w.connect();
    await w.query(`insert into trips (trip_name, destination) values ('Written elsewhere', 'Rome')`);
    await w.end();
    let seen = await names();
    for (let i = 0; i < 10 && !seen.includes('Written elsewhere'); i++) {
      await new Promise((r) => setTimeout(r, 50));
      seen = await names();
    }
    expect(seen).toContain('Written elsewhere');
    // B keeps that session a few seconds; a sign-out on A ends it on B at once (NOTIFY at commit).
    expect((await post(a!, '/api/auth/sign-out', {}, cookie)).status).toBe(200);
    // The notice travels through PostgreSQL to B: allowed a moment under load, well inside the
    // 5 s B would otherwise keep the session (SESSION_CACHE_TTL_MS), so this still proves it.
    await expect
      .poll(async () => ((await (await fetch(`${b!.url}/api/auth/session`, { headers: { cookie } })).json()) as { user: unknown }).user, { timeout: 2_500, interval: 100 })
      .toBeNull();
  });

  it('a per-account limit reached through one process applies in the other', async () => {
    const email = 'owner@two.test';
    for (let i = 0; i < 10; i++) {
      expect((await post(a!, '/api/auth/sign-in', { email, password: `guess-${i}`, area: 'backoffice' })).status).toBe(401);
    }
    expect((await post(b!, '/api/auth/sign-in', { email, password: 'guess-b', area: 'backoffice' })).status).toBe(429);
  });

  it('a per-address limit reached through one process applies in the other', async () => {
    // 30 sign-in calls a minute from this address: 12 made above (first test and this file's), the rest here.
    let calls = 12;
    while (calls < 30) {
      const r = await post(a!, '/api/auth/sign-in', { email: `nobody${calls}@two.test`, password: 'guess-x1', area: 'client' });
      expect(r.status).toBe(401);
      calls++;
    }
    const over = await post(b!, '/api/auth/sign-in', { email: 'nobody-b@two.test', password: 'guess-x1', area: 'client' });
    expect(over.status).toBe(429);
  });
});
