/**
 * npx tsx scripts/bench-documents.ts [--iterations=20]
 *
 * Times the trip documents (issues 11, 19 and 24) through the real app (app.inject: session,
 * policy, trip read, billing read, drawing in the worker pool, the per-version cache): a 14-day
 * Paris trip with 4-5 chosen places a day, flights, hotel and 60 billing items. After one
 * warm-up call each (the worker started, fonts and map data loaded):
 * - cold: the trip's version moves before each call, so each PDF is drawn again in the worker:
 *   itinerary p95 at most 500 ms, at most days + 3 pages and under 3 MB; statement p95 at most
 *   200 ms;
 * - warm: the same version again, from the cache: itinerary p95 at most 20 ms;
 * - the .ics export: p95 at most 30 ms.
 * `benchDocuments()` is exported for `npm run bench`.
 */
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { fourteenDayTrip } from '../test/helpers/billing-trip.js';
import type { FastifyInstance } from 'fastify';
import { createBenchApp, percentile, signedInViewer, type DbKind } from './bench-app.js';
import type { Day } from '#shared/domain/itinerary.js';

/** The ids a billing line of slot `s` of `day` names: its choice, else its first option (a line flagged 'changed'). */
function billedRef(day: Day, s: number) {
  const slot = day.timeSlots[s]!;
  return { day_id: day.id, slot_id: slot.id, option_id: slot.selectedPlace ?? slot.options[0]?.id ?? 'none' };
}

/**
 * Another signed-in staff member: each scenario asks with its own, so that the documents' budget
 * of 30 a minute per person (ADR 017) is not what the bench measures.
 */
async function otherViewer(app: FastifyInstance, n: number): Promise<{ cookie: string }> {
  const email = `viewer-${n}@maison-voyage.bench`;
  const password = 'bench-pass-1';
  await app.ctx.services.accounts.createUserWithPassword({ email, fullName: `Bench Viewer ${n}`, password, role: 'super_admin', approved: true });
  const res = (await app.ctx.auth.api.signInEmail({ body: { email, password }, asResponse: true })) as Response;
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return { cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
}

export const DOCUMENT_GOALS = { itinerary: 500, itineraryWarm: 20, statement: 200, statementWarm: 20, ics: 30, itineraryBytes: 3 * 1024 * 1024 } as const;

export interface DocumentsBench {
  /** Wall time, and this process's CPU time per call (p50): on a busy machine the CPU time tells the work. */
  rows: { scenario: string; p50: number; p95: number; cpuP50: number; goalMs: number; bytes: number; pages?: number }[];
}

export async function benchDocuments(options: { iterations?: number; db?: DbKind } = {}): Promise<DocumentsBench> {
  const iterations = Math.max(3, options.iterations ?? 20);
  const t = await createBenchApp(options.db ?? 'pglite');
  try {
    const viewer = await signedInViewer(t.app);
    const values = fourteenDayTrip(viewer.id, viewer.id);
    const trip = await t.database.db.insertInto('trips').values(values).returning('id').executeTakeFirstOrThrow();
    // Activity lines name their day, slot and option (ADR 025), each found in the days on every read.
    const days = JSON.parse(values.days as string) as Day[];
    const items = Array.from({ length: 60 }, (_, i) => ({
      trip_id: trip.id,
      item_type: i % 6 === 5 ? 'custom_expense' : 'activity',
      day_number: (i % 14) + 1,
      activity_index: Math.floor(i / 14),
      ...(i % 6 === 5 ? {} : billedRef(days[i % 14]!, Math.floor(i / 14))),
      activity_name: `Item ${i + 1}`,
      activity_description: 'A private guided visit with skip-the-line entrance and a specialist guide.',
      unit_price: 12.5 + i,
      number_of_people: 3,
      quantity: 1 + (i % 3),
      billed: i % 4 === 0,
      added_at: new Date(),
    }));
    await t.database.db.insertInto('billing_items').values(items).execute();
    let cookie = viewer.cookie;
    const call = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
    // A new version of the trip: every document of it is drawn again (the cache keys name it).
    const bump = () => t.database.db.updateTable('trips').set((eb) => ({ version: eb('version', '+', 1) })).where('id', '=', trip.id).execute();
    const scenarios = [
      { scenario: 'itinerary PDF, 14 days, cold (worker)', url: `/api/billing/${trip.id}/itinerary.pdf`, goalMs: DOCUMENT_GOALS.itinerary, cold: true },
      { scenario: 'itinerary PDF, 14 days, warm (cache)', url: `/api/billing/${trip.id}/itinerary.pdf`, goalMs: DOCUMENT_GOALS.itineraryWarm, cold: false },
      { scenario: 'statement PDF, 60 items, cold (worker)', url: `/api/billing/${trip.id}/statement.pdf`, goalMs: DOCUMENT_GOALS.statement, cold: true },
      { scenario: 'statement PDF, 60 items, warm (cache)', url: `/api/billing/${trip.id}/statement.pdf`, goalMs: DOCUMENT_GOALS.statementWarm, cold: false },
      { scenario: 'calendar .ics, 14 days', url: `/api/billing/${trip.id}/calendar.ics`, goalMs: DOCUMENT_GOALS.ics, cold: false },
    ];
    const rows: DocumentsBench['rows'] = [];
    for (const [n, sc] of scenarios.entries()) {
      if (n > 0) cookie = (await otherViewer(t.app, n)).cookie;
      const warm = await call(sc.url);
      if (warm.statusCode !== 200) throw new Error(`${sc.url}: ${warm.statusCode} ${warm.body.slice(0, 200)}`);
      const times: number[] = [];
      const cpu: number[] = [];
      let bytes = 0;
      let pages: number | undefined;
      for (let i = 0; i < iterations; i++) {
        if (sc.cold) await bump();
        const t0 = performance.now();
        const c0 = process.cpuUsage();
        const res = await call(sc.url);
        const c = process.cpuUsage(c0);
        times.push(performance.now() - t0);
        cpu.push((c.user + c.system) / 1000);
        bytes = res.rawPayload.length;
        if (sc.url.endsWith('.pdf')) pages = (res.rawPayload.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
      }
      times.sort((a, b) => a - b);
      cpu.sort((a, b) => a - b);
      rows.push({ scenario: sc.scenario, p50: percentile(times, 50), p95: percentile(times, 95), cpuP50: percentile(cpu, 50), goalMs: sc.goalMs, bytes, pages });
    }
    return { rows };
  } finally {
    await t.close();
  }
}

/** Prints the documents' table; returns the scenarios above their goal. */
export function printDocuments(bench: DocumentsBench): string[] {
  const fmt = (n: number) => `${n.toFixed(1)} ms`;
  const size = (b: number) => (b > 1024 * 1024 ? `${(b / 1024 / 1024).toFixed(2)} MB` : `${(b / 1024).toFixed(0)} KB`);
  const misses: string[] = [];
  console.log('\nTrip documents (issues 11, 19, 24; cold = a new version, drawn in the worker; warm = the same version, from the cache)');
  console.log('| scenario | p50 | p95 | process CPU p50 (server and worker threads) | goal | size | pages |');
  console.log('|---|---:|---:|---:|---|---:|---:|');
  for (const r of bench.rows) {
    const itinerary = r.scenario.startsWith('itinerary');
    const over = r.p95 > r.goalMs || (itinerary && (r.bytes >= DOCUMENT_GOALS.itineraryBytes || (r.pages ?? 0) > 14 + 3));
    if (over) misses.push(r.scenario);
    console.log(`| ${r.scenario} | ${fmt(r.p50)} | ${fmt(r.p95)}${over ? ' (!)' : ''} | ${fmt(r.cpuP50)} | p95 <= ${r.goalMs} ms${itinerary ? ', <= 17 pages, < 3 MB' : ''} | ${size(r.bytes)} | ${r.pages ?? ''} |`);
  }
  console.log(misses.length ? `\nAbove goal: ${misses.join('; ')}` : '\nEvery document within its goal.');
  return misses;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const iterations = Number(process.argv.find((a) => a.startsWith('--iterations='))?.split('=')[1] ?? 20);
  benchDocuments({ iterations })
    .then((b) => {
      const misses = printDocuments(b);
      process.exit(misses.length ? 1 : 0);
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
