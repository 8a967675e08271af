/**
 * npx tsx scripts/bench-ai.ts [--iterations=200]
 *
 * Times the offline AI planner (issue 8 §3 benchmarks): a 14-day Rome trip for 2 adults,
 * generated through the offline provider exactly as the generate-itinerary route calls it
 * (request validated by the shared contract, itinerary validated by ItinerarySchema). The
 * start date moves by a day each iteration so that every weekday's opening hours are used.
 *
 * Goal: p95 at most 50 ms. `benchPlanner()` is exported for `npm run bench`.
 */
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { GenerateItineraryRequest } from '#shared/contracts/ai.js';
import { loadCatalogue } from '#server/providers/places/catalogue/load.js';
import { createOfflineAiProvider } from '#server/providers/ai/provider.js';

export const PLANNER_GOAL_MS = 50;

export interface PlannerBench {
  scenario: string;
  iterations: number;
  p50: number;
  p95: number;
  goalMs: number;
}

function percentile(sorted: readonly number[], p: number): number {
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[idx]!;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** p50/p95 of the offline planner for a 14-day trip for 2 adults (the catalogue is loaded once, as at start-up). */
export async function benchPlanner(options: { iterations?: number; destination?: string } = {}): Promise<PlannerBench> {
  const iterations = Math.max(10, options.iterations ?? 200);
  const destination = options.destination ?? 'Rome';
  const ai = createOfflineAiProvider(loadCatalogue());
  const run = async (i: number) => {
    const startDate = addDays('2027-04-05', i % 28);
    const request = GenerateItineraryRequest.parse({
      destination,
      startDate,
      endDate: addDays(startDate, 13),
      adults: 2,
      children: 0,
      preferences: { interests: ['culture', 'food'], travelStyle: 'balanced', budgetBand: 'luxury' },
    });
    const { days } = await ai.generateItinerary(request);
    if (days.length !== 14) throw new Error(`expected 14 days, got ${days.length}`);
  };
  const warmup = Math.min(20, Math.ceil(iterations / 10));
  for (let i = 0; i < warmup; i++) await run(i);
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    scenario: `offline planner: 14-day ${destination} trip, 2 adults`,
    iterations,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    goalMs: PLANNER_GOAL_MS,
  };
}

async function main() {
  const arg = process.argv.find((a) => a.startsWith('--iterations='));
  const result = await benchPlanner({ iterations: arg ? Number(arg.split('=')[1]) : 200 });
  const verdict = result.p95 <= result.goalMs ? 'within the goal' : 'ABOVE the goal';
  console.log(`${result.scenario} (${result.iterations} runs): p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, ${verdict} of ${result.goalMs} ms`);
  if (result.p95 > result.goalMs) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
