/**
 * npx tsx scripts/bench-distances.ts [--iterations=50] [--db=pglite]
 *
 * Times calculate-trip-distances (issue 8 §2 benchmarks) through the real app (app.inject:
 * session, policy, trip read, cache lookup, provider, cache write, versioned trip write with its
 * history): a 14-day Rome trip with 3 chosen places a day and the hotel's coordinates, with the
 * offline estimator.
 * - cold: distance_cache emptied before each call: every leg is measured and stored;
 * - warm: the same trip with its distances cleared: every leg comes from the cache, and the
 *   provider must not be called at all.
 *
 * Goal: cold p95 at most 100 ms; warm: no provider call. `benchDistances()` is exported for
 * `npm run bench`.
 */
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { GenerateItineraryRequest } from '#shared/contracts/ai.js';
import type { Day } from '#shared/domain/itinerary.js';
import { loadCatalogue } from '#server/providers/places/catalogue/load.js';
import { createOfflineAiProvider } from '#server/providers/ai/provider.js';
import { createOfflineDistanceProvider, type DistanceProvider } from '#server/providers/distances/provider.js';
import { createBenchApp, percentile, signedInViewer, type DbKind } from './bench-app.js';

export const DISTANCES_COLD_GOAL_MS = 100;

export interface DistancesBench {
  scenario: string;
  db: DbKind;
  iterations: number;
  legs: number;
  /** Wall time, and this process's CPU time per call (p50): on a busy machine the CPU time tells the work. */
  cold: { p50: number; p95: number; cpuP50: number };
  warm: { p50: number; p95: number; cpuP50: number; providerCalls: number };
  goalMs: number;
}

/** A 14-day Rome itinerary from the offline planner, with the first option of 3 slots a day chosen. */
async function fourteenDays(): Promise<{ days: Day[]; hotel: { lat: number; lng: number } }> {
  const catalogue = loadCatalogue();
  const request = GenerateItineraryRequest.parse({
    destination: 'Rome',
    startDate: '2027-04-05',
    endDate: '2027-04-18',
    adults: 2,
    preferences: { interests: ['culture', 'food'], travelStyle: 'balanced', budgetBand: 'luxury' },
  });
  const { days } = await createOfflineAiProvider(catalogue).generateItinerary(request);
  const chosen = days.map((day, d) => {
    let left = 3;
    const timeSlots = day.timeSlots.map((slot) => {
      if (left === 0 || slot.options.length === 0) return { ...slot, selectedPlace: null };
      left--;
      return { ...slot, selectedPlace: slot.options[0]!.id };
    });
    // A day out of town may offer fewer slots: an evening back in town, from the next day's first place.
    const spare = days[(d + 1) % days.length]!.timeSlots.find((s) => s.options.length > 0)!;
    for (; left > 0; left--) {
      const option = { ...spare.options[0]!, id: `${spare.options[0]!.id}-evening-${left}` };
      timeSlots.push({ ...spare, id: `${spare.id}-evening-${left}`, startTime: '21:00', endTime: '23:00', start_time: '21:00', end_time: '23:00', options: [option], selectedPlace: option.id });
    }
    return { ...day, timeSlots };
  });
  const perDay = chosen.map((d) => d.timeSlots.filter((s) => s.selectedPlace).length);
  if (chosen.length !== 14 || perDay.some((n) => n !== 3)) throw new Error(`expected 14 days of 3 chosen places, got ${perDay.join(',')}`);
  const hotel = catalogue.byCity.get('rome')!.find((p) => p.kind === 'hotel')!;
  return { days: chosen, hotel: { lat: hotel.lat, lng: hotel.lng } };
}

export async function benchDistances(options: { iterations?: number; db?: DbKind } = {}): Promise<DistancesBench> {
  const iterations = Math.max(5, options.iterations ?? 50);
  const kind = options.db ?? 'pglite';
  const offline = createOfflineDistanceProvider();
  let providerLegs = 0;
  let providerCalls = 0;
  const counting: DistanceProvider = {
    ...offline,
    async measure(legs, o) {
      providerCalls++;
      providerLegs += legs.length;
      return offline.measure(legs, o);
    },
  };
  const t = await createBenchApp(kind, { providers: { distances: counting } });
  try {
    const viewer = await signedInViewer(t.app);
    const { days, hotel } = await fourteenDays();
    const trip = await t.database.db
      .insertInto('trips')
      .values({ trip_name: 'Fourteen days in Rome', destination: 'Rome', user_id: viewer.id, days: JSON.stringify(days), hotel_coordinates: JSON.stringify(hotel) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const reset = () => t.database.db.updateTable('trips').set({ days: JSON.stringify(days), version: sql<number>`version + 1` }).where('id', '=', trip.id).execute();
    let legs = 0;
    const calculate = async () => {
      const res = await t.app.inject({ method: 'POST', url: `/api/distances/trips/${trip.id}`, headers: { cookie: viewer.cookie } });
      if (res.statusCode !== 200) throw new Error(`calculate -> ${res.statusCode} ${res.body.slice(0, 200)}`);
      const body = res.json() as { activities: { measured: number }; legs: { total: number } };
      if (body.activities.measured !== 42) throw new Error(`expected 42 measured activities, got ${body.activities.measured}`);
      legs = body.legs.total;
    };
    const time = async (prepare: () => Promise<unknown>) => {
      const warmup = Math.min(5, Math.ceil(iterations / 10));
      const times: number[] = [];
      const cpu: number[] = [];
      for (let i = 0; i < warmup + iterations; i++) {
        await prepare();
        const start = performance.now();
        const used = process.cpuUsage();
        await calculate();
        const spent = process.cpuUsage(used);
        if (i >= warmup) {
          times.push(performance.now() - start);
          cpu.push((spent.user + spent.system) / 1000);
        }
      }
      times.sort((a, b) => a - b);
      cpu.sort((a, b) => a - b);
      return { p50: percentile(times, 50), p95: percentile(times, 95), cpuP50: percentile(cpu, 50) };
    };
    const cold = await time(async () => {
      await sql`delete from distance_cache`.execute(t.database.db);
      await reset();
    });
    providerCalls = 0;
    providerLegs = 0;
    const warm = await time(reset);
    return {
      scenario: `calculate-trip-distances: 14 days x 3 chosen places, offline (${legs} legs)`,
      db: kind,
      iterations,
      legs,
      cold,
      warm: { ...warm, providerCalls: providerCalls + providerLegs },
      goalMs: DISTANCES_COLD_GOAL_MS,
    };
  } finally {
    await t.close();
  }
}

export function distancesVerdict(r: DistancesBench): string {
  const cold = `cold p50 ${r.cold.p50.toFixed(1)} ms, p95 ${r.cold.p95.toFixed(1)} ms (goal <= ${r.goalMs} ms${r.cold.p95 <= r.goalMs ? '' : ', ABOVE'}), CPU p50 ${r.cold.cpuP50.toFixed(1)} ms`;
  const warm = `warm p50 ${r.warm.p50.toFixed(1)} ms, p95 ${r.warm.p95.toFixed(1)} ms, CPU p50 ${r.warm.cpuP50.toFixed(1)} ms, provider calls ${r.warm.providerCalls}${r.warm.providerCalls === 0 ? '' : ' (goal 0)'}`;
  return `${r.scenario} on ${r.db}, ${r.iterations} runs: ${cold}; ${warm}`;
}

async function main() {
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const result = await benchDistances({ iterations: Number(arg('iterations') ?? 50), db: (arg('db') as DbKind) ?? 'pglite' });
  console.log(distancesVerdict(result));
  if (result.cold.p95 > result.goalMs || result.warm.providerCalls !== 0) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
