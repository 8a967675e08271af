/**
 * npx tsx scripts/bench-trip-editor.ts [--iterations=200] [--db=pglite,postgres]
 *
 * The trip editor's two hot calls (issue 9 benchmarks), through the real app (app.inject:
 * session, policy, validation, SQL, serialisation):
 * - save of a 14-day itinerary (6 slots a day, 3 options each) with PUT /api/trips/:id/days,
 *   each naming the version the previous save answered (schema, normalisation, versioned write,
 *   history row, live event): p95 at most 20 ms. As the editor does: the days it sends are the
 *   ones the server answered (normalised) with one slot retitled, and it asks `days=if-changed`
 *   (the answer leaves out days stored exactly as sent);
 * - open the trip, GET /api/trips/:id with its days: p95 at most 10 ms;
 * - issue 22: what changed across 50 versions (GET /api/trips/:id/changes-for-me, seen 50 saves
 *   back: the trip rebuilt from the diffs, compared and told in sentences): p95 at most 20 ms; the
 *   history panel of 500 versions, first page (GET /api/trips/:id/history): p95 at most 20 ms.
 * `benchTripEditor()` is exported for `npm run bench` (--only=editor).
 */
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { backofficeDefaultSlots } from '#shared/domain/slots.js';
import type { Day } from '#shared/domain/itinerary.js';
import { createBenchApp, percentile, signedInViewer, type DbKind } from './bench-app.js';

export const SAVE_GOAL_MS = 20;
export const OPEN_GOAL_MS = 10;
export const CHANGES_GOAL_MS = 20;
export const HISTORY_GOAL_MS = 20;

export interface TripEditorBench {
  db: DbKind;
  iterations: number;
  bytes: number;
  /** Wall time, and this process's CPU time per call (p50, p95): on a busy machine the CPU time tells the work. */
  save: Timing;
  open: Timing;
  changes: Timing;
  history: Timing;
}

interface Timing {
  p50: number;
  p95: number;
  cpuP50: number;
  cpuP95: number;
  goalMs: number;
}

/** 14 days x 6 slots x 3 options, each option as the planner fills it (picture, address, hours, coordinates). */
export function fourteenDayItinerary(): Day[] {
  return Array.from({ length: 14 }, (_, d) => {
    const date = new Date(Date.UTC(2027, 3, 5 + d)).toISOString().slice(0, 10);
    const timeSlots = backofficeDefaultSlots().map((slot, s) => {
      const options = [0, 1, 2].map((o) => ({
        id: `opt-${d}-${s}-${o}`,
        name: `Place ${d + 1}.${s + 1}.${o + 1}`,
        description: 'A quiet cloister behind the square, frescoes by a pupil of Raphael, and a café under the arcades for the afternoon.',
        image: `/api/places/rome-place-${(d * 18 + s * 3 + o) % 40}/image`,
        rating: 4.6,
        reviews: 1200 + o,
        cost: 25 + o * 5,
        address: 'Piazza della Rotonda, 00186 Roma RM, Italy',
        coordinates: { lat: 41.89 + o / 1000, lng: 12.47 + s / 1000 },
        location: { lat: 41.89 + o / 1000, lng: 12.47 + s / 1000 },
        hasValidCoordinates: true,
        openingHours: ['Monday: 09:00–19:00', 'Tuesday: 09:00–19:00', 'Wednesday: 09:00–19:00'],
        types: ['tourist_attraction', 'museum'],
      }));
      return { ...slot, theme: 'Art and history', notes: 'Book ahead.', options, selectedPlace: options[0]!.id };
    });
    return { id: `day-${d}`, date, title: `Day ${d + 1} in Rome`, timeSlots };
  });
}

export async function benchTripEditor(options: { iterations?: number; db?: DbKind } = {}): Promise<TripEditorBench> {
  const iterations = Math.max(10, options.iterations ?? 200);
  const warmup = Math.min(20, Math.ceil(iterations / 10));
  const kind = options.db ?? 'pglite';
  const t = await createBenchApp(kind);
  try {
    const viewer = await signedInViewer(t.app);
    const { id } = await t.database.db
      .insertInto('trips')
      .values({ trip_name: 'Fourteen days in Rome', destination: 'Rome', user_id: viewer.id, start_date: '2027-04-05', end_date: '2027-04-18', days: JSON.stringify([]) })
      .returning(['id'])
      .executeTakeFirstOrThrow();
    const headers = { cookie: viewer.cookie, 'content-type': 'application/json' };
    // The editor's copy: the itinerary as the server stores it (the first save's answer).
    const first = await t.app.inject({ method: 'PUT', url: `/api/trips/${id}/days`, headers, payload: JSON.stringify({ version: 1, days: fourteenDayItinerary() }) });
    if (first.statusCode !== 200) throw new Error(`PUT days -> ${first.statusCode} ${first.body.slice(0, 200)}`);
    const base = (first.json() as { days: Day[] }).days;
    let version = (first.json() as { version: number }).version;
    let bytes = 0;
    const save = async (i: number) => {
      // Each save changes one slot's title, as a designer's edit does.
      const days = base.map((d, n) => (n === i % 14 ? { ...d, timeSlots: d.timeSlots.map((s, k) => (k === 0 ? { ...s, title: `Visit ${i}` } : s)) } : d));
      const payload = JSON.stringify({ version, days });
      bytes = payload.length;
      const res = await t.app.inject({ method: 'PUT', url: `/api/trips/${id}/days?days=if-changed`, headers, payload });
      if (res.statusCode !== 200) throw new Error(`PUT days -> ${res.statusCode} ${res.body.slice(0, 200)}`);
      version = (res.json() as { version: number }).version;
    };
    const open = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/trips/${id}`, headers: { cookie: viewer.cookie } });
      if (res.statusCode !== 200) throw new Error(`GET trip -> ${res.statusCode}`);
    };
    const time = async (fn: (i: number) => Promise<void>) => {
      for (let i = 0; i < warmup; i++) await fn(i);
      const times: number[] = [];
      const cpu: number[] = [];
      for (let i = 0; i < iterations; i++) {
        const c0 = process.cpuUsage();
        const start = performance.now();
        await fn(i + warmup);
        times.push(performance.now() - start);
        const c = process.cpuUsage(c0);
        cpu.push((c.user + c.system) / 1000);
      }
      times.sort((a, b) => a - b);
      cpu.sort((a, b) => a - b);
      return { p50: percentile(times, 50), p95: percentile(times, 95), cpuP50: percentile(cpu, 50), cpuP95: percentile(cpu, 95) };
    };
    const saved = await time(save);
    const opened = await time(open);
    // Issue 22: at least 500 versions, then what changed across the last 50 and the history's first page.
    for (let i = 0; version < 500; i++) await save(i);
    // What changed since a version 50 saves back, as a client reads it on opening the trip.
    const seen = await t.app.inject({ method: 'POST', url: `/api/trips/${id}/changes-for-me/seen`, headers, payload: JSON.stringify({ version: version - 50 }) });
    if (seen.statusCode !== 200) throw new Error(`POST seen -> ${seen.statusCode} ${seen.body.slice(0, 200)}`);
    const changes = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/trips/${id}/changes-for-me`, headers: { cookie: viewer.cookie } });
      if (res.statusCode !== 200 || (res.json() as { changes: unknown[] }).changes.length === 0) throw new Error(`GET changes -> ${res.statusCode} ${res.body.slice(0, 200)}`);
    };
    const history = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/trips/${id}/history`, headers: { cookie: viewer.cookie } });
      if (res.statusCode !== 200) throw new Error(`GET history -> ${res.statusCode}`);
    };
    const changed = await time(changes);
    const listed = await time(history);
    return {
      db: kind,
      iterations,
      bytes,
      save: { ...saved, goalMs: SAVE_GOAL_MS },
      open: { ...opened, goalMs: OPEN_GOAL_MS },
      changes: { ...changed, goalMs: CHANGES_GOAL_MS },
      history: { ...listed, goalMs: HISTORY_GOAL_MS },
    };
  } finally {
    await t.close();
  }
}

/** The table `npm run bench` prints. */
export function printTripEditor(results: TripEditorBench[], skipped: string[] = []) {
  const rows = results.flatMap((r) => [
    [`save 14-day itinerary (PUT days, ${(r.bytes / 1024).toFixed(0)} KB)`, r.db, r.save],
    ['open the trip (GET /api/trips/:id)', r.db, r.open],
    ['what changed across 50 versions', r.db, r.changes],
    ['history of 500 versions, first page', r.db, r.history],
  ]) as [string, string, Timing][];
  console.log('');
  console.log('Trip editor (issue 9)');
  for (const [name, db, r] of rows) {
    console.log(`| ${name.padEnd(46)} | ${db.padEnd(8)} | p50 ${r.p50.toFixed(1).padStart(6)} ms | p95 ${r.p95.toFixed(1).padStart(6)} ms${r.p95 <= r.goalMs ? '' : ' (!)'} | CPU p50 ${r.cpuP50.toFixed(1).padStart(5)} ms, p95 ${r.cpuP95.toFixed(1).padStart(5)} ms | goal p95 <= ${r.goalMs} ms |`);
  }
  for (const s of skipped) console.log(s);
  const above = rows.filter(([, , r]) => r.p95 > r.goalMs);
  console.log(above.length ? `Above goal: ${above.map(([n, db]) => `${db}: ${n}`).join('; ')}` : 'Every trip-editor p95 within its goal.');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
  const dbs = (args.db ?? 'pglite').split(',') as DbKind[];
  const results: TripEditorBench[] = [];
  for (const db of dbs) results.push(await benchTripEditor({ db, iterations: Number(args.iterations ?? 200) }));
  printTripEditor(results);
}
