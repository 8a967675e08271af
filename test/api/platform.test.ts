import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { migrate } from '#server/db/migrate.js';
import { openDatabase } from '#server/db/connection.js';
import { sharedAuthSecret } from '#server/db/instance-secrets.js';
import { exportDump, importDump } from '#server/db/dump.js';
import { tripsRepo } from '#server/modules/trips/repo.js';
import { normalizeItinerary } from '#shared/domain/itinerary.js';
import { ConfigError, loadConfig } from '#server/config.js';
import { MODULES } from '#server/modules/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('operations', () => {
  it('GET /api/health checks the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.database.kind });
  });

  it('the OpenAPI document carries x-policy on every operation', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const ops = Object.entries(doc.paths as Record<string, Record<string, { 'x-policy': string }>>).flatMap(([p, m]) =>
      Object.entries(m).map(([method, op]) => ({ p, method, policy: op['x-policy'] })),
    );
    expect(ops.length).toBeGreaterThan(5);
    for (const op of ops) expect(['public', 'signed-in', 'staff', 'super-admin'], `${op.method} ${op.p}`).toContain(op.policy);
    expect(doc.paths['/api/auth/sign-in'].post['x-policy']).toBe('public');
  });

  it('serves the API browser at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('bad input never yields a 5xx: malformed JSON is a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBeTruthy();
  });

  it('refuses cross-site writes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: JSON.stringify({ email: 'a@example.com' }),
    });
    expect(res.statusCode).toBe(403);
  });

  it('sends security headers and compresses large responses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('start-up', () => {
  it('builds the app without a Fastify deprecation warning (FSTDEP023 and the like)', async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error & { code?: string }) => warnings.push(`${w.code ?? w.name}: ${w.message}`);
    process.on('warning', onWarning);
    const another = await createTestApp();
    try {
      // process warnings are emitted on the next tick
      await new Promise((r) => setImmediate(r));
      expect(warnings.filter((w) => /^FST/.test(w))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      await another.close();
    }
  });
});

describe('modules', () => {
  it('serve every API route under the prefix of exactly one module', () => {
    const prefixes = MODULES.map((m) => `/api${m.prefix}`);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const key of t.app.routePolicies.keys()) {
      const url = key.split(' ')[1]!;
      if (url === '/api/openapi.json' || url.startsWith('/api/docs')) continue;
      const owners = prefixes.filter((p) => url === p || url.startsWith(`${p}/`));
      expect(owners, key).toHaveLength(1);
    }
  });
});

describe('migrations and data', () => {
  it('applies each migration once', async () => {
    expect(await migrate(t.database)).toEqual([]);
  });

  it('e-mails are unique case-insensitively', async () => {
    await t.user({ email: 'Case@Example.com' });
    await expect(
      t.database.db.insertInto('users').values({ email: 'case@example.COM' }).execute(),
    ).rejects.toThrow();
  });

  it('enumerations are enforced by CHECK constraints', async () => {
    await expect(
      t.database.db.insertInto('trips').values({ trip_name: 'x', status: 'flying', days: '[]' }).execute(),
    ).rejects.toThrow();
  });

  it('friendly ids come from sequences', async () => {
    const a = await t.database.db.insertInto('trips').values({ trip_name: 'a', days: '[]' }).returning('friendly_id').executeTakeFirstOrThrow();
    const b = await t.database.db.insertInto('trips').values({ trip_name: 'b', days: '[]' }).returning('friendly_id').executeTakeFirstOrThrow();
    expect(b.friendly_id).toBe(a.friendly_id + 1);
  });

  it('detects concurrent trip edits by version and normalises legacy itineraries on read', async () => {
    const legacy = [{ date: '2027-05-02', title: 'Day 2', slots: [{ time: '10:00', title: 'Museum', options: [{ name: 'Louvre' }] }] }];
    const trip = await t.database.db
      .insertInto('trips')
      .values({ trip_name: 'v', days: JSON.stringify(legacy) })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(trip.version).toBe(1);
    const days = normalizeItinerary(trip.days);
    expect(days[0]!.timeSlots[0]!.startTime).toBe('10:00');
    expect(days[0]!.timeSlots[0]!.options[0]!.id).toBeTruthy();
    const trips = tripsRepo(t.database.db);
    const updated = await trips.write(trip.id, { trip_name: 'first' }, { version: 1 });
    expect(updated.version).toBe(2);
    await expect(trips.write(trip.id, { trip_name: 'stale' }, { version: 1 })).rejects.toMatchObject({ status: 409, code: 'stale' });
    await expect(trips.write(crypto.randomUUID(), { trip_name: 'gone' }, { version: 1 })).rejects.toMatchObject({ status: 404 });
    const kept = await t.database.db.selectFrom('trips').select(['trip_name', 'version']).where('id', '=', trip.id).executeTakeFirstOrThrow();
    expect(kept).toEqual({ trip_name: 'first', version: 2 });
  });

  it('a dump restores into an empty database', async () => {
    await t.user({ email: 'kept@example.com' });
    const dump = await exportDump(t.database.db);
    const other = await createTestApp();
    try {
      await importDump(other.database.db, JSON.parse(JSON.stringify(dump)));
      const row = await other.database.db.selectFrom('users').select('email').where('email', '=', 'kept@example.com').executeTakeFirst();
      expect(row?.email).toBe('kept@example.com');
      const login = await other.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'kept@example.com', password: 'secret123', area: 'client' }),
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await other.close();
    }
    // A second whole app (database, migrations, catalogue) is started here: slow on a busy machine.
  }, 90_000);
});

describe('configuration', () => {
  it('a bad value stops with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATA_DIR: os.tmpdir() } as NodeJS.ProcessEnv)).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc', DATA_DIR: os.tmpdir() } as NodeJS.ProcessEnv)).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x', DATA_DIR: os.tmpdir() } as NodeJS.ProcessEnv)).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'not-an-email', DATA_DIR: os.tmpdir() } as NodeJS.ProcessEnv)).toThrow(/ADMIN_EMAIL/);
    expect(() => loadConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '0', DATA_DIR: os.tmpdir() } as NodeJS.ProcessEnv)).toThrow(
      /AUTH_RATE_LIMIT_PER_MINUTE/,
    );
  });

  it('reads the auth rate limit like every other setting (default 20 per minute)', () => {
    const base = { DATA_DIR: os.tmpdir(), AUTH_SECRET: 'x'.repeat(32) };
    expect(loadConfig(base as NodeJS.ProcessEnv).authRateLimitPerMinute).toBe(20);
    expect(loadConfig({ ...base, AUTH_RATE_LIMIT_PER_MINUTE: '500' } as NodeJS.ProcessEnv).authRateLimitPerMinute).toBe(500);
  });

  it('leaves the session secret to the database unless AUTH_SECRET is set, and writes no file', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mv-cfg-'));
    try {
      const a = loadConfig({ DATA_DIR: dir } as NodeJS.ProcessEnv);
      expect(a.authSecret).toBeUndefined();
      expect(existsSync(path.join(dir, 'auth-secret'))).toBe(false);
      expect(loadConfig({ DATA_DIR: dir, AUTH_SECRET: 's'.repeat(40) } as NodeJS.ProcessEnv).authSecret).toBe('s'.repeat(40));
      expect(a.secureCookies).toBe(false);
      expect(loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'https://agency.example' } as NodeJS.ProcessEnv).secureCookies).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('generates the session secret once in the database: every caller reads the same one', async () => {
    const database = await openDatabase({ memory: true });
    try {
      await migrate(database);
      const [a, b] = await Promise.all([sharedAuthSecret(database.db), sharedAuthSecret(database.db)]);
      expect(a).toMatch(/^[0-9a-f]{64}$/);
      expect(b).toBe(a);
      expect(await sharedAuthSecret(database.db)).toBe(a);
      // The installation's secret is never written to a backup, and a restore keeps it.
      const dump = await exportDump(database.db);
      expect(dump.tables.instance_secrets).toBeUndefined();
      await importDump(database.db, dump);
      expect(await sharedAuthSecret(database.db)).toBe(a);
    } finally {
      await database.close();
    }
  });

  it('an install from before keeps its sessions: the secret it kept in DATA_DIR/auth-secret becomes the shared one', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mv-cfg-'));
    const database = await openDatabase({ memory: true });
    try {
      await migrate(database);
      const old = 'a1'.repeat(32);
      writeFileSync(path.join(dir, 'auth-secret'), `${old}\n`);
      expect(await sharedAuthSecret(database.db, path.join(dir, 'auth-secret'))).toBe(old);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
