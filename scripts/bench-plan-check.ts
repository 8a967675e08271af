/**
 * npx tsx scripts/bench-plan-check.ts [--iterations=200]
 *
 * Times the plan checker (issue 20 benchmarks: a 14-day trip with 6 slots a day, p95 at most
 * 5 ms). The trip is the offline planner's 14 days in Rome for a family, cut to the backoffice
 * grid's 6 slots a day with the first option of each chosen and the others left as
 * alternatives, with flights (landing 11:20 on day 1, leaving 18:40 on day 14), the hotel and
 * the airport; then given faults, so that findings are written and their fixes searched: day 6
 * repeats day 1 (the issue's repeat), day 3's slots are listed in reverse (out of order), day 9
 * has a museum at dinner.
 *
 * Each call gets a fresh copy of the days (copied outside the timing), so the opening-hours
 * cache, keyed by the option's own lines, starts cold as it does when a trip is first opened.
 * `benchPlanCheck()` is exported for `npm run bench`.
 */
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { GenerateItineraryRequest } from '#shared/contracts/ai.js';
import type { Day, TimeSlot } from '#shared/domain/itinerary.js';
import { checkPlan, countFindings, type PlanInput } from '#shared/domain/plan-check/index.js';
import { loadCatalogue } from '#server/providers/places/catalogue/load.js';
import { airportByCode } from '#server/providers/ai/airports.js';
import { createOfflineAiProvider } from '#server/providers/ai/provider.js';
import { percentile } from './bench-app.js';

export const PLAN_CHECK_GOAL_MS = 5;

export interface PlanCheckBench {
  scenario: string;
  iterations: number;
  p50: number;
  p95: number;
  /** This process's CPU time per call: on a busy machine it tells the work apart from the waiting. */
  cpuP50: number;
  cpuP95: number;
  /** The same run's baseline: a JSON round trip of the same days (stringify + parse), p50. */
  baselineP50: number;
  goalMs: number;
}

/** Six slots a day: the planner's slots with options first (transfer slots have none), topped up with empty ones. */
function sixSlots(day: Day): TimeSlot[] {
  const withOptions = day.timeSlots.filter((s) => s.options.length > 0).slice(0, 6);
  const slots: TimeSlot[] = withOptions.map((s) => ({ ...s, selectedPlace: s.options[0]!.id }));
  for (let i = slots.length; i < 6; i++) {
    const hour = 21 + (i - withOptions.length);
    const [start, end] = [`${hour}:00`, `${hour + 1}:00`];
    slots.push({ id: `${day.id}-extra-${i}`, startTime: start, endTime: end, start_time: start, end_time: end, title: 'Activity', options: [], selectedPlace: null });
  }
  return slots;
}

/** The 14-day family trip with its faults (see the header). */
export async function planCheckInput(): Promise<PlanInput> {
  const request = GenerateItineraryRequest.parse({
    destination: 'Rome',
    startDate: '2027-05-10',
    endDate: '2027-05-23',
    adults: 2,
    children: 1,
    preferences: { interests: ['culture', 'food'], travelStyle: 'balanced', budgetBand: 'luxury' },
  });
  const catalogue = loadCatalogue();
  const { days: planned } = await createOfflineAiProvider(catalogue).generateItinerary(request);
  const days = planned.map((day) => ({ ...day, timeSlots: sixSlots(day) }));
  days[5] = { ...days[5]!, timeSlots: days[0]!.timeSlots.map((s) => ({ ...s, id: `${s.id}-again` })) };
  days[2] = { ...days[2]!, timeSlots: [...days[2]!.timeSlots].reverse() };
  const museum = catalogue.byId.get('rome-musei-capitolini')!;
  const dinner = days[8]!.timeSlots.find((s) => /dinner/i.test(s.title));
  if (dinner) {
    const option = { id: 'museum-at-dinner', name: museum.name, types: [...museum.types], coordinates: { lat: museum.lat, lng: museum.lng } };
    dinner.options = [option, ...dinner.options];
    dinner.selectedPlace = option.id;
  }
  const fco = airportByCode('FCO')!;
  const hotel = catalogue.byId.get('rome-hotel-hassler-roma')!;
  return {
    days,
    startDate: request.startDate,
    endDate: request.endDate,
    travellers: { adults: 2, children: 1 },
    outboundFlight: { arrival: `${request.startDate}T11:20` },
    returnFlight: { departure: `${request.endDate}T18:40` },
    hotel: { lat: hotel.lat, lng: hotel.lng },
    context: { arrivalAirport: { lat: fco.lat, lng: fco.lng }, departureAirport: { lat: fco.lat, lng: fco.lng } },
  };
}

/** p50/p95 of checkPlan on the 14-day trip, each call on a fresh copy of the days. */
export async function benchPlanCheck(options: { iterations?: number } = {}): Promise<PlanCheckBench> {
  const iterations = Math.max(10, options.iterations ?? 200);
  const input = await planCheckInput();
  const slots = input.days.reduce((n, d) => n + d.timeSlots.length, 0);
  const findings = countFindings(checkPlan(input));
  const warmup = Math.min(20, Math.ceil(iterations / 10));
  const times: number[] = [];
  const cpu: number[] = [];
  const baseline: number[] = [];
  for (let i = 0; i < warmup + iterations; i++) {
    const days = structuredClone(input.days) as Day[];
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    checkPlan({ ...input, days });
    const wall = performance.now() - start;
    const used = process.cpuUsage(cpuStart);
    const jsonStart = performance.now();
    JSON.parse(JSON.stringify(days));
    const json = performance.now() - jsonStart;
    if (i < warmup) continue;
    times.push(wall);
    cpu.push((used.user + used.system) / 1000);
    baseline.push(json);
  }
  for (const list of [times, cpu, baseline]) list.sort((a, b) => a - b);
  return {
    scenario: `plan checker: ${input.days.length}-day trip, ${slots / input.days.length} slots a day (${findings.total} findings)`,
    iterations,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    cpuP50: percentile(cpu, 50),
    cpuP95: percentile(cpu, 95),
    baselineP50: percentile(baseline, 50),
    goalMs: PLAN_CHECK_GOAL_MS,
  };
}

async function main() {
  const arg = process.argv.find((a) => a.startsWith('--iterations='));
  const result = await benchPlanCheck({ iterations: arg ? Number(arg.split('=')[1]) : 200 });
  const verdict = result.p95 <= result.goalMs ? 'within the goal' : 'ABOVE the goal';
  console.log(`${result.scenario} (${result.iterations} runs): p50 ${result.p50.toFixed(2)} ms, p95 ${result.p95.toFixed(2)} ms, ${verdict} of ${result.goalMs} ms`);
  console.log(
    `CPU per call p50 ${result.cpuP50.toFixed(2)} ms, p95 ${result.cpuP95.toFixed(2)} ms; baseline (JSON round trip of the same days) p50 ${result.baselineP50.toFixed(2)} ms: ` +
      `the checker is ${(result.p50 / result.baselineP50).toFixed(1)}x it`,
  );
  if (result.p95 > result.goalMs) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
