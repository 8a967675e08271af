import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, expect, it } from 'vitest';
import { loadConfig } from '#server/config.js';
import { openDatabase } from '#server/db/connection.js';
import { migrate } from '#server/db/migrate.js';
import { buildApp } from '#server/app.js';
import { createFileMailer } from '#server/providers/mail/mailer.js';
import { longTrip } from '../helpers/billing-trip.js';
import { startServerProcess, stop, type ServerProcess } from './server-process.js';

/**
 * Nobody waits for somebody else's PDF (issue 24, ADR 021): a real server process draws three
 * long itineraries at once while /api/health is asked every 20 ms. Drawn on the event loop, each
 * health answer waited for a whole PDF (seconds); drawn in the worker pool, it stays fast.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mv-cpu-process-'));
const OWNER = { email: 'owner@cpu-work.test', password: 'owner-pass-1' };
let server: ServerProcess | undefined;

afterAll(async () => {
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
});

/** The data directory as the server will find it: its owner and three 14-day trips. */
async function prepare(): Promise<void> {
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent', AUTH_SECRET: 'process-test-secret-process-test-secret-0123' });
  const database = await openDatabase({ dataDir });
  try {
    await migrate(database);
    const app = await buildApp({ config, database, mailer: createFileMailer(config.mailDir, 'test@example.com'), logger: false });
    const ownerId = await app.ctx.services.accounts.createUserWithPassword({ ...OWNER, fullName: 'Olivia Owner', role: 'super_admin', approved: true });
    await database.db.insertInto('trips').values([1, 2, 3].map(() => longTrip(ownerId, 14))).execute();
    await app.close();
  } finally {
    await database.close();
  }
}

it('keeps /api/health fast while three long itinerary PDFs are drawn', async () => {
  await prepare();
  server = await startServerProcess({ DATA_DIR: dataDir, ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password });
  await server.ready;
  const base = server.url;
  const signIn = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...OWNER, area: 'backoffice' }),
  });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const list = (await (await fetch(`${base}/api/trips?pageSize=10`, { headers: { cookie } })).json()) as { items: { id: string }[] };
  expect(list.items).toHaveLength(3);

  const health: number[] = [];
  let drawing = true;
  const poll = (async () => {
    while (drawing) {
      const t0 = performance.now();
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      health.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const pdfs = await Promise.all(
    list.items.map(async (trip) => {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/billing/${trip.id}/itinerary.pdf`, { headers: { cookie } });
      const bytes = Buffer.from(await res.arrayBuffer());
      return { status: res.status, bytes, ms: performance.now() - t0 };
    }),
  );
  drawing = false;
  await poll;

  for (const pdf of pdfs) {
    expect(pdf.status).toBe(200);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  }
  const fastest = Math.min(...pdfs.map((p) => p.ms));
  const sorted = [...health].sort((a, b) => a - b);
  const p95 = sorted[Math.ceil(sorted.length * 0.95) - 1]!;
  // Many answers while the PDFs were drawn, none of them waiting for one (each takes seconds).
  expect(health.length).toBeGreaterThan(10);
  expect(p95).toBeLessThan(250);
  expect(sorted.at(-1)!).toBeLessThan(fastest / 2);
}, 240_000);
