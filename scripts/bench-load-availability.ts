/**
 * The availability part of `npm run bench:load` (issue 24, ADR 021): does anything slow the rest
 * of the server down? Each figure is a ratio to the same server's idle /api/health p95, measured
 * in the same run, so the load of the shared machine cancels out.
 * - streams: one client opens 200 live streams on its own trip (the server refuses past 6) while
 *   the trip is saved in a loop: health p95 <= 2x idle;
 * - pdf: three 60-day itinerary PDFs asked at once: health p95 <= 2x idle, and the PDFs arrive;
 *   then a 14-day itinerary PDF cold (a new version each time, drawn in the worker) p95 <= 500 ms,
 *   and warm (the same version, from memory) p95 <= 20 ms. 26 documents in all: within the
 *   per-user budget of 30 a minute (ADR 017).
 */
import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/types.js';
import { longTrip } from '../test/helpers/billing-trip.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function p(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((q / 100) * sorted.length) - 1))] ?? NaN;
}

/** Polls /api/health one request at a time (every 20 ms) while `work` runs; its latencies. */
async function healthWhile<T>(base: string, work: () => Promise<T>): Promise<{ result: T; p50: number; p95: number; max: number; n: number }> {
  const latencies: number[] = [];
  let done = false;
  const poll = (async () => {
    while (!done) {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/health`);
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
      await sleep(20);
    }
  })();
  try {
    const result = await work();
    return { result, p50: p(latencies, 50), p95: p(latencies, 95), max: Math.max(...latencies), n: latencies.length };
  } finally {
    done = true;
    await poll;
  }
}

interface Ctx {
  base: string;
  db: Kysely<DB>;
  cookie: string;
  ownerId: string;
  durationS: number;
  log: (line: string) => void;
}

export interface AvailabilityRow {
  scenario: string;
  figure: string;
  goal: string;
  met: boolean;
}

async function tripVersion(ctx: Ctx, id: string): Promise<number> {
  return (await ctx.db.selectFrom('trips').select('version').where('id', '=', id).executeTakeFirstOrThrow()).version;
}

async function save(ctx: Ctx, id: string, version: number, name: string): Promise<{ version: number; ms: number }> {
  const t0 = performance.now();
  const res = await fetch(`${ctx.base}/api/trips/${id}`, {
    method: 'PATCH',
    headers: { cookie: ctx.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ version, tripName: name }),
  });
  const body = (await res.json()) as { version?: number };
  if (res.status !== 200) throw new Error(`save: ${res.status} ${JSON.stringify(body)}`);
  return { version: body.version!, ms: performance.now() - t0 };
}

async function pdf(ctx: Ctx, id: string): Promise<{ ms: number; bytes: number }> {
  const t0 = performance.now();
  const res = await fetch(`${ctx.base}/api/billing/${id}/itinerary.pdf`, { headers: { cookie: ctx.cookie } });
  const bytes = (await res.arrayBuffer()).byteLength;
  if (res.status !== 200) throw new Error(`itinerary.pdf: ${res.status}`);
  return { ms: performance.now() - t0, bytes };
}

async function streams(ctx: Ctx, idle: number): Promise<AvailabilityRow[]> {
  const trip = await ctx.db
    .insertInto('trips')
    .values({ ...longTrip(ctx.ownerId, 14), trip_name: 'Streams bench' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const aborts: AbortController[] = [];
  let opened = 0;
  let refused = 0;
  let events = 0;
  for (let i = 0; i < 200; i++) {
    const abort = new AbortController();
    aborts.push(abort);
    const res = await fetch(`${ctx.base}/api/trips/${trip.id}/events`, { headers: { cookie: ctx.cookie }, signal: abort.signal });
    if (res.status === 200) {
      opened++;
      const reader = res.body!.getReader();
      void (async () => {
        try {
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            events += new TextDecoder().decode(value).split('event: trip.changed').length - 1;
          }
        } catch {
          // closed by the bench
        }
      })();
    } else {
      refused++;
      await res.arrayBuffer();
    }
  }
  ctx.log(`streams: ${opened} opened, ${refused} refused; saving the trip in a loop for ${ctx.durationS} s...`);
  let version = await tripVersion(ctx, trip.id);
  const saves: number[] = [];
  const health = await healthWhile(ctx.base, async () => {
    const until = Date.now() + ctx.durationS * 1000;
    while (Date.now() < until) {
      const s = await save(ctx, trip.id, version, `Streams bench ${saves.length}`);
      version = s.version;
      saves.push(s.ms);
    }
  });
  await sleep(200);
  for (const a of aborts) a.abort();
  const ratio = health.p95 / idle;
  return [
    {
      scenario: 'streams: 200 asked on one trip, saved in a loop',
      figure: `${opened} open / ${refused} refused (429); ${saves.length} saves, save p50 ${p(saves, 50).toFixed(1)} ms; ${events} events heard; health p95 ${health.p95.toFixed(1)} ms = ${ratio.toFixed(2)}x idle`,
      goal: 'health p95 <= 2x idle',
      met: ratio <= 2,
    },
  ];
}

async function pdfs(ctx: Ctx, idle: number): Promise<AvailabilityRow[]> {
  const rows: AvailabilityRow[] = [];
  const long = await ctx.db
    .insertInto('trips')
    .values([1, 2, 3].map(() => longTrip(ctx.ownerId, 60)))
    .returning('id')
    .execute();
  ctx.log('pdf: three 60-day itinerary PDFs at once...');
  const three = await healthWhile(ctx.base, () => Promise.all(long.map((t) => pdf(ctx, t.id))));
  const ratio = three.p95 / idle;
  rows.push({
    scenario: 'pdf: three 60-day itineraries at once',
    figure: `arrived in ${three.result.map((r) => `${(r.ms / 1000).toFixed(1)} s`).join(', ')} (${three.result.map((r) => `${(r.bytes / 1024 / 1024).toFixed(1)} MB`).join(', ')}); health p95 ${three.p95.toFixed(1)} ms = ${ratio.toFixed(2)}x idle (max ${three.max.toFixed(0)} ms)`,
    goal: 'health p95 <= 2x idle',
    met: ratio <= 2 && three.result.length === 3,
  });

  const fortnight = await ctx.db.insertInto('trips').values(longTrip(ctx.ownerId, 14)).returning('id').executeTakeFirstOrThrow();
  let version = await tripVersion(ctx, fortnight.id);
  await pdf(ctx, fortnight.id); // the worker warmed up (fonts, basemap)
  ctx.log('pdf: a 14-day itinerary, cold (a new version each time) and warm (the same version)...');
  const cold: number[] = [];
  for (let i = 0; i < 10; i++) {
    version = (await save(ctx, fortnight.id, version, `Fortnight ${i}`)).version;
    cold.push((await pdf(ctx, fortnight.id)).ms);
  }
  const warm: number[] = [];
  for (let i = 0; i < 12; i++) warm.push((await pdf(ctx, fortnight.id)).ms);
  rows.push({
    scenario: 'pdf: 14-day itinerary, cold (worker)',
    figure: `p50 ${p(cold, 50).toFixed(0)} ms, p95 ${p(cold, 95).toFixed(0)} ms`,
    goal: 'p95 <= 500 ms',
    met: p(cold, 95) <= 500,
  });
  rows.push({
    scenario: 'pdf: 14-day itinerary, warm (same version)',
    figure: `p50 ${p(warm, 50).toFixed(1)} ms, p95 ${p(warm, 95).toFixed(1)} ms`,
    goal: 'p95 <= 20 ms',
    met: p(warm, 95) <= 20,
  });
  return rows;
}

/** Runs the scenarios asked for (`streams`, `pdf`) and prints their table; answers the misses. */
export async function runAvailability(ctx: Ctx, which: ('streams' | 'pdf')[]): Promise<string[]> {
  ctx.log('availability: idle /api/health...');
  const idleRun = await healthWhile(ctx.base, () => sleep(3000));
  const idle = idleRun.p95;
  const rows: AvailabilityRow[] = [];
  if (which.includes('streams')) rows.push(...(await streams(ctx, idle)));
  if (which.includes('pdf')) rows.push(...(await pdfs(ctx, idle)));
  console.log('');
  console.log(`Availability (issue 24): idle /api/health p50 ${idleRun.p50.toFixed(1)} ms, p95 ${idle.toFixed(1)} ms (${idleRun.n} requests)`);
  const head = ['scenario', 'figure', 'goal', 'met'];
  const cells = rows.map((r) => [r.scenario, r.figure, r.goal, r.met ? 'yes' : 'NO']);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => `| ${c.map((x, i) => x.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const c of cells) console.log(line(c));
  return rows.filter((r) => !r.met).map((r) => `${r.scenario}: ${r.figure} (goal ${r.goal})`);
}
