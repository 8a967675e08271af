/**
 * npm run bench [-- --scale=100000] [--iterations=200] [--db=pglite,postgres] [--only=planning|dashboard|places|editor|workspace|documents]
 *
 * Trip documents (issues 11, 19, 24; scripts/bench-documents.ts): the 14-day itinerary PDF drawn
 * cold in the worker (p95 <= 500 ms, <= days + 3 pages, < 3 MB) and warm from the cache (p95 <=
 * 20 ms), the statement PDF (cold p95 <= 200 ms, warm <= 20 ms) and the .ics export (p95 <= 30 ms).
 *
 * Planning services first (issue 8): the offline planner (scripts/bench-ai.ts, p95 <= 50 ms) and
 * calculate-trip-distances for 14 days x 3 chosen places, cold cache (p95 <= 100 ms) and warm
 * (no provider call), on each database (scripts/bench-distances.ts); the plan checker on a
 * 14-day trip with 6 slots a day (issue 20, scripts/bench-plan-check.ts, p95 <= 5 ms). Then:
 *
 * Seeds a fresh database with N trips (default 10,000), N/2 questionnaires and
 * N/5 clients (users with role client plus their allowed_client_emails rows),
 * then times the backoffice dashboard's list-and-search calls and the client
 * database search through the real app (app.inject: routing, session, policy,
 * validation, SQL, serialisation), and prints p50/p95 per scenario on PGlite
 * (in memory) and on PostgreSQL.
 *
 * PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres); a database is created for the
 * run and dropped afterwards. If it cannot be reached, that column is skipped.
 *
 * Goal (issue 4 §8): p95 at most 30 ms at 10,000 trips, at most 60 ms at 100,000. The place
 * search and geocode over the built-in catalogue (issue 8): p95 at most 10 ms (`--only=places`
 * times only those, e.g. with --scale=100).
 */
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import type { DB } from '#server/db/types.js';
import { BENCH_PG_URL, createBenchApp as createApp, percentile, signedInViewer, type BenchApp, type DbKind } from './bench-app.js';
import { benchPlanner, type PlannerBench } from './bench-ai.js';
import { benchPlanCheck } from './bench-plan-check.js';
import { benchDistances, type DistancesBench } from './bench-distances.js';
import { benchTripEditor, printTripEditor, type TripEditorBench } from './bench-trip-editor.js';
import { benchDocuments, printDocuments } from './bench-documents.js';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
) as Record<string, string>;

const TRIPS = Math.max(100, Number(args.scale ?? 10_000));
const QUESTIONNAIRES = Math.round(TRIPS / 2);
const CLIENTS = Math.round(TRIPS / 5);
const ITERATIONS = Math.max(10, Number(args.iterations ?? 200));
const WARMUP = Math.min(20, Math.ceil(ITERATIONS / 10));
const GOAL_MS = TRIPS > 10_000 ? 60 : 30;
const PG_URL = BENCH_PG_URL;
const DBS = (args.db ?? 'pglite,postgres').split(',').filter(Boolean) as DbKind[];
/** --keep: leave the PostgreSQL database in place (for EXPLAIN) and print its name. */
const KEEP = args.keep === 'true';
/** --only=dashboard or --only=planning: one half of the bench; --only=places: the place search alone. */
const ONLY = args.only;

/* ------------------------------------------------------------------ data */

/** Deterministic PRNG, so every run (and both databases) gets the same data. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = ['Claire', 'Marco', 'Sofia', 'James', 'Emma', 'Luca', 'Olivia', 'Henri', 'Giulia', 'William', 'Chloé', 'Matteo', 'Amelia', 'Louis', 'Isabella', 'Thomas', 'Camille', 'Alessandro', 'Charlotte', 'Hugo', 'Beatrice', 'Noah', 'Léa', 'Edward', 'Francesca', 'Arthur', 'Margaux', 'Lorenzo', 'Grace', 'Julien'];
const LAST = ['Dubois', 'Rossi', 'Bianchi', 'Smith', 'Martin', 'Ferrari', 'Johnson', 'Bernard', 'Romano', 'Williams', 'Moreau', 'Colombo', 'Brown', 'Laurent', 'Ricci', 'Taylor', 'Lefebvre', 'Marino', 'Anderson', 'Garnier', 'Greco', 'Thompson', 'Rousseau', 'Bruno', 'Harris', 'Fontaine', 'Gallo', 'Clarke', 'Chevalier', 'Conti', 'Mercier', 'Esposito', 'Walker', 'Blanc', 'Mancini', 'Wright', 'Girard', 'Costa', 'Hughes', 'Faure'];
const PLACES = [
  ['Paris', 'Paris, France'],
  ['Rome', 'Rome, Italy'],
  ['Florence', 'Florence, Italy'],
  ['Venice', 'Venice, Italy'],
  ['Amalfi', 'Amalfi Coast, Italy'],
  ['Tuscany', 'Tuscany, Italy'],
  ['Milan', 'Milan, Italy'],
  ['Lake Como', 'Lake Como, Italy'],
  ['Provence', 'Provence, France'],
  ['Sicily', 'Sicily, Italy'],
] as const;
const THEMES = ['Honeymoon', 'Anniversary', 'Family escape', 'Gourmet journey', 'Art & museums', 'Grand tour', 'Long weekend', 'Wine country', 'Fashion week', 'Slow travel'];
const TRIP_STATUSES = ['new', 'planning', 'proposed', 'signed', 'confirmed', 'in_progress', 'completed', 'follow_up', 'cancelled'];
const DESTS = ['paris', 'rome', 'italy'];

function pick<T>(rnd: () => number, list: readonly T[]): T {
  return list[Math.floor(rnd() * list.length)]!;
}

function weighted<T>(rnd: () => number, table: readonly [T, number][]): T {
  const r = rnd();
  let acc = 0;
  for (const [v, w] of table) {
    acc += w;
    if (r < acc) return v;
  }
  return table[table.length - 1]![0];
}

const day = (base: number, offset: number) => new Date(base + offset * 86_400_000).toISOString().slice(0, 10);

interface Seeded {
  clientEmails: string[];
  surnames: string[];
  friendlyIds: number[];
  /** The workspace (issue 10): clients with trips, and trips with a full 7-day itinerary. */
  workspaceClients: string[];
  workspaceTrips: string[];
}

/** A 7-day itinerary of 6 slots with 3 options each (~what a designer proposes), for the workspace's trip GET. */
function benchItinerary(start: string): string {
  const base = Date.parse(start);
  const days = Array.from({ length: 7 }, (_, d) => ({
    id: `bench-day-${d}`,
    date: new Date(base + d * 86_400_000).toISOString().slice(0, 10),
    title: `Day ${d + 1}`,
    timeSlots: ['09:00', '11:00', '13:00', '15:00', '17:00', '19:00'].map((t, i) => {
      const end = `${String(Number(t.slice(0, 2)) + 2).padStart(2, '0')}:00`;
      return {
        id: `bench-slot-${d}-${i}`,
        startTime: t,
        endTime: end,
        start_time: t,
        end_time: end,
        title: `Slot ${i + 1}`,
        selectedPlace: `bench-opt-${d}-${i}-0`,
        options: [0, 1, 2].map((o) => ({
          id: `bench-opt-${d}-${i}-${o}`,
          name: `Place ${d}-${i}-${o}`,
          description: 'A calm, well-reviewed place near the previous stop, with a short walk along the river.',
          cost: 20 + o * 15,
          address: '1 Rue de Rivoli, 75001 Paris, France',
          coordinates: { lat: 48.86 + o / 100, lng: 2.33 + i / 100 },
          rating: 4.6,
          reviews: 12000,
          openingHours: ['Monday: 09:00–18:00', 'Tuesday: 09:00–18:00', 'Wednesday: 09:00–21:00'],
        })),
      };
    }),
  }));
  return JSON.stringify(days);
}

async function insertBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export async function seed(db: Kysely<DB>, viewerId: string): Promise<Seeded> {
  const rnd = mulberry32(42);
  const now = Date.now();

  // Staff: the bench's viewer plus nine colleagues (dedicated specialists).
  const staff = [viewerId];
  for (let i = 0; i < 9; i++) {
    const r = await db
      .insertInto('users')
      .values({ email: `specialist${i}@maison-voyage.bench`, full_name: `${pick(rnd, FIRST)} ${pick(rnd, LAST)}`, role: 'team' })
      .returning('id')
      .executeTakeFirstOrThrow();
    staff.push(r.id);
  }

  // Clients: users (role client) and their allowed_client_emails records.
  const clients = Array.from({ length: CLIENTS }, (_, i) => {
    const first = pick(rnd, FIRST);
    const last = pick(rnd, LAST);
    const place = pick(rnd, PLACES);
    return {
      email: `${first}.${last}.${i}@example.com`.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, ''),
      full_name: `${first} ${last}`,
      destination: place[1],
      added_at: new Date(now - Math.floor(rnd() * 730) * 86_400_000),
    };
  });
  const clientIds: string[] = [];
  await insertBatches(clients, 1000, async (batch) => {
    const ids = await db
      .insertInto('users')
      .values(batch.map((c) => ({ email: c.email, full_name: c.full_name, role: 'client', created_at: c.added_at })))
      .returning('id')
      .execute();
    clientIds.push(...ids.map((r) => r.id));
  });
  await insertBatches(
    clients.map((c, i) => ({ ...c, client_user_id: clientIds[i]!, used: true, role: 'client' })),
    1000,
    (batch) => db.insertInto('allowed_client_emails').values(batch).execute(),
  );

  // Trips: spread over five years, across folders, statuses and specialists.
  const trips = Array.from({ length: TRIPS }, (_, i) => {
    const ci = Math.floor(rnd() * CLIENTS);
    const place = pick(rnd, PLACES);
    const created = now - Math.floor((TRIPS - i) * ((5 * 365 * 86_400_000) / TRIPS));
    const start = Math.floor(rnd() * 400) - 100;
    return {
      trip_name: `${pick(rnd, THEMES)} in ${place[0]} (${clients[ci]!.full_name.split(' ')[1]})`,
      destination: place[1],
      user_id: clientIds[ci]!,
      dedicated_specialist_id: rnd() < 0.8 ? pick(rnd, staff) : null,
      folder: weighted(rnd, [
        ['in_progress', 0.55],
        ['completed', 0.2],
        ['cancelled', 0.08],
        ['archived', 0.12],
        ['deleted', 0.05],
      ] as const),
      status: pick(rnd, TRIP_STATUSES),
      start_date: day(now, start),
      end_date: day(now, start + 3 + Math.floor(rnd() * 10)),
      travelers_adults: 1 + Math.floor(rnd() * 4),
      travelers_children: Math.floor(rnd() * 3),
      visible_to_client: rnd() < 0.7,
      days: '[]',
      created_at: new Date(created),
      updated_at: new Date(created),
    };
  });
  await insertBatches(trips, 1000, (batch) => db.insertInto('trips').values(batch).execute());

  // The workspace: 50 visible trips get a full itinerary (one trip's GET); their clients' trip lists.
  const withDays = await db
    .selectFrom('trips')
    .select(['id', 'user_id', 'start_date'])
    .where('folder', '<>', 'deleted')
    .where('status', '<>', 'archived')
    .orderBy(sql`random()`)
    .limit(50)
    .execute();
  for (const t of withDays) {
    await db.updateTable('trips').set({ days: benchItinerary(t.start_date ?? '2027-05-10'), visible_to_client: true }).where('id', '=', t.id).execute();
  }

  // The viewer pins a dozen trips of the default folder.
  await sql`
    insert into pinned_trips (user_id, trip_id)
    select ${viewerId}, id from trips where folder = 'in_progress' and not is_template order by random() limit 12
  `.execute(db);

  // Questionnaires: 40% in the inbox.
  const questionnaires = Array.from({ length: QUESTIONNAIRES }, (_, i) => {
    const first = pick(rnd, FIRST);
    const last = pick(rnd, LAST);
    const created = now - Math.floor((QUESTIONNAIRES - i) * ((3 * 365 * 86_400_000) / QUESTIONNAIRES));
    return {
      name: `${first} ${last}`,
      email: `${first}.${last}.q${i}@example.org`.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, ''),
      destination: pick(rnd, DESTS),
      duration: pick(rnd, ['3-5', '6-7', '8+']),
      budget: pick(rnd, ['budget', 'moderate', 'luxury', 'ultra-luxury']),
      interests: [pick(rnd, ['culture', 'food', 'romance', 'history']), pick(rnd, ['shopping', 'nightlife', 'photography'])],
      status: pick(rnd, ['new', 'processing', 'completed']),
      folder: weighted<string | null>(rnd, [
        [null, 0.4],
        ['active', 0.3],
        ['archived', 0.2],
        ['cancelled', 0.1],
      ]),
      created_at: new Date(created),
      updated_at: new Date(created),
    };
  });
  await insertBatches(questionnaires, 1000, (batch) => db.insertInto('trip_questionnaires').values(batch).execute());

  await sql`vacuum analyze`.execute(db);

  const friendly = await db.selectFrom('trips').select('friendly_id').orderBy(sql`random()`).limit(50).execute();
  return {
    clientEmails: clients.filter((_, i) => i % Math.max(1, Math.floor(CLIENTS / 50)) === 0).map((c) => c.email),
    surnames: LAST,
    friendlyIds: friendly.map((r) => r.friendly_id),
    workspaceClients: [...new Set(withDays.map((t) => t.user_id!))],
    workspaceTrips: withDays.map((t) => t.id),
  };
}

/* ------------------------------------------------------------------ timing */

interface Scenario {
  name: string;
  url: (i: number) => string;
  /** POST with this body (default: GET). */
  body?: (i: number) => unknown;
  /** This scenario's own goal (default: the dashboard's). */
  goalMs?: number;
}

/** Issue 10: a client's trips and one trip with its days, p95 at most 10 ms. */
const WORKSPACE_GOAL_MS = 10;
/** Issue 8: place search over the catalogue, p95 at most 10 ms. */
const PLACES_GOAL_MS = 10;
const ROME = { lat: 41.9028, lng: 12.4964 };
const PARIS = { lat: 48.8566, lng: 2.3522 };
/** What the search box sends as people type: prefixes, whole names, a hotel near the trip, English and accented names, a typo. */
const PLACE_QUERIES: { query: string; location?: { lat: number; lng: number } }[] = [
  { query: 'colos', location: ROME },
  { query: 'pantheon', location: PARIS },
  { query: 'musee d orsay' },
  { query: 'hassler hotel', location: ROME },
  { query: 'trevi fountain', location: ROME },
  { query: 'uffizi' },
  { query: 'via del corso', location: ROME },
  { query: 'trattoria', location: ROME },
  { query: 'notre dame', location: PARIS },
  { query: 'sainte chap', location: PARIS },
  { query: 'coloseum', location: ROME },
  { query: 'gondola' },
  { query: 'bristol hotel', location: PARIS },
  { query: 'cafe', location: PARIS },
];
const GEOCODE_QUERIES = ['rome', 'firenze', 'siena', 'positano', 'colosseo', 'ital', 'montepulciano', 'amalfi coast'];

function scenarios(s: Seeded, hasClientsRoute: boolean): Scenario[] {
  const at = <T>(list: T[], i: number) => list[i % list.length]!;
  const words = ['honeymoon', 'gourmet', 'amalfi', 'lake como', 'wine country', 'sicily'];
  return [
    { name: 'trips: default list (in_progress, pinned first)', url: () => '/api/trips' },
    { name: 'trips: page 20, status filter', url: (i) => `/api/trips?page=${20 + (i % 5)}&status=${at(TRIP_STATUSES, i)}` },
    { name: 'trips: search trip text', url: (i) => `/api/trips?q=${encodeURIComponent(at(words, i))}` },
    { name: 'trips: search client surname', url: (i) => `/api/trips?q=${encodeURIComponent(at(s.surnames, i))}` },
    { name: 'trips: search client e-mail', url: (i) => `/api/trips?q=${encodeURIComponent(at(s.clientEmails, i))}` },
    { name: 'trips: search trip number T-…', url: (i) => `/api/trips?q=T-${at(s.friendlyIds, i)}` },
    { name: 'trips: assigned to me', url: () => '/api/trips?scope=assigned' },
    { name: 'dashboard: tab counts', url: () => '/api/dashboard/counts' },
    { name: 'questionnaires: inbox list', url: () => '/api/questionnaires' },
    { name: 'questionnaires: search name', url: (i) => `/api/questionnaires?folder=all&q=${encodeURIComponent(at(s.surnames, i))}` },
    {
      name: hasClientsRoute ? 'client database: search' : 'client database: search (SQL)',
      url: (i) => `/api/clients?search=${encodeURIComponent(at(s.surnames, i))}`,
    },
    { name: 'places: search (search box)', url: () => '/api/places/search', body: (i) => at(PLACE_QUERIES, i), goalMs: PLACES_GOAL_MS },
    { name: "workspace: a client's trips (by user)", url: (i) => `/api/workspace/trips?view=organizer&clientId=${at(s.workspaceClients, i)}`, goalMs: WORKSPACE_GOAL_MS },
    { name: 'workspace: one trip with 7 days', url: (i) => `/api/trips/${at(s.workspaceTrips, i)}`, goalMs: WORKSPACE_GOAL_MS },
    { name: 'places: geocode (destination field)', url: () => '/api/places/geocode', body: (i) => ({ query: at(GEOCODE_QUERIES, i) }), goalMs: PLACES_GOAL_MS },
  ];
}

type Result = { p50: number; p95: number; goalMs: number };

async function timeScenario(t: BenchApp, cookie: string, sc: Scenario, hasClientsRoute: boolean, seeded: Seeded): Promise<Result> {
  const run = async (i: number) => {
    if (!hasClientsRoute && sc.url(0).startsWith('/api/clients')) {
      // Equivalent of the client-database search: trigram ILIKE on allowed_client_emails, a page and a count.
      const term = `%${seeded.surnames[i % seeded.surnames.length]}%`;
      const where = sql`(coalesce(email,'') || ' ' || coalesce(full_name,'') || ' ' || coalesce(destination,'')) ilike ${term}`;
      await sql`select * from allowed_client_emails where ${where} order by added_at desc limit 24`.execute(t.database.db);
      await sql`select count(*) from allowed_client_emails where ${where}`.execute(t.database.db);
      return;
    }
    const res = sc.body
      ? await t.app.inject({ method: 'POST', url: sc.url(i), headers: { cookie, 'content-type': 'application/json' }, payload: JSON.stringify(sc.body(i)) })
      : await t.app.inject({ method: 'GET', url: sc.url(i), headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`${sc.url(i)} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
  };
  for (let i = 0; i < WARMUP; i++) await run(i);
  const times: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), goalMs: sc.goalMs ?? GOAL_MS };
}

async function benchOn(kind: DbKind): Promise<Map<string, Result> | string> {
  if (kind === 'postgres') {
    const reachable = await postgresReachable();
    if (reachable !== true) return reachable;
  }
  const label = kind === 'pglite' ? 'PGlite (in memory)' : 'PostgreSQL';
  const t0 = performance.now();
  const t = await createApp(kind, { keep: KEEP, log });
  try {
    const viewer = await signedInViewer(t.app);
    const seeded = await seed(t.database.db, viewer.id);
    // The places catalogue, loaded as at start.
    await t.app.ctx.services.places.syncCatalogue();
    await sql`analyze places`.execute(t.database.db);
    const hasClientsRoute = [...t.app.routePolicies.keys()].includes('GET /api/clients');
    log(`${label}: seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s; timing ${ITERATIONS} calls per scenario...`);
    const results = new Map<string, Result>();
    for (const sc of scenarios(seeded, hasClientsRoute).filter((x) => (ONLY !== 'places' || x.name.startsWith('places')) && (ONLY !== 'workspace' || x.name.startsWith('workspace')))) {
      results.set(sc.name, await timeScenario(t, viewer.cookie, sc, hasClientsRoute, seeded));
    }
    return results;
  } finally {
    await t.close();
  }
}

function log(line: string) {
  process.stderr.write(`${line}\n`);
}

/** Issue 8's scenarios: the offline planner, and calculate-trip-distances cold and warm on each database; issue 20's plan checker. */
async function planning() {
  log('Planning services: offline planner, plan checker, trip distances...');
  const planner: PlannerBench = await benchPlanner({ iterations: ITERATIONS });
  const checker = await benchPlanCheck({ iterations: Math.max(ITERATIONS, 500) });
  const distances: DistancesBench[] = [];
  const skipped: string[] = [];
  for (const kind of DBS) {
    const reachable = kind === 'postgres' ? await postgresReachable() : null;
    if (typeof reachable === 'string') skipped.push(`${kind}: skipped (${reachable})`);
    else distances.push(await benchDistances({ db: kind, iterations: Math.min(ITERATIONS, 100) }));
  }
  const rows: string[][] = [
    [planner.scenario, '-', `${planner.p50.toFixed(1)} ms`, `${planner.p95.toFixed(1)} ms${planner.p95 <= planner.goalMs ? '' : ' (!)'}`, `p95 <= ${planner.goalMs} ms`, '-'],
    [checker.scenario, '-', `${checker.p50.toFixed(2)} ms`, `${checker.p95.toFixed(2)} ms${checker.p95 <= checker.goalMs ? '' : ' (!)'}`, `p95 <= ${checker.goalMs} ms`, `${checker.cpuP50.toFixed(2)} ms`],
  ];
  for (const d of distances) {
    rows.push([`trip distances, cold cache (${d.legs} legs, 14 days x 3 places)`, d.db, `${d.cold.p50.toFixed(1)} ms`, `${d.cold.p95.toFixed(1)} ms${d.cold.p95 <= d.goalMs ? '' : ' (!)'}`, `p95 <= ${d.goalMs} ms`, `${d.cold.cpuP50.toFixed(1)} ms`]);
    rows.push(['trip distances, warm cache', d.db, `${d.warm.p50.toFixed(1)} ms`, `${d.warm.p95.toFixed(1)} ms`, `provider calls: ${d.warm.providerCalls}${d.warm.providerCalls === 0 ? '' : ' (!)'}`, `${d.warm.cpuP50.toFixed(1)} ms`]);
  }
  const head = ['scenario', 'database', 'p50', 'p95', 'goal', 'CPU p50'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 || i === 4 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log('');
  console.log('Planning services (issues 8, 20)');
  console.log(line(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
  for (const s of skipped) console.log(s);
  const above = rows.filter((r) => r.some((c) => c.endsWith('(!)')));
  console.log(above.length ? `\nAbove goal: ${above.map((r) => `${r[1]}: ${r[0]}`).join('; ')}` : '\nEvery planning scenario within its goal.');
}

async function postgresReachable(): Promise<true | string> {
  const pg = (await import('pg')).default;
  const probe = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await probe.connect();
    await probe.end();
    return true;
  } catch (err) {
    return `PostgreSQL not reachable at ${PG_URL.replace(/\/\/[^@]*@/, '//***@')}: ${(err as Error).message}`;
  }
}

/** Issue 9's scenarios: save of a 14-day itinerary and opening the trip, on each database (scripts/bench-trip-editor.ts). */
async function tripEditor() {
  log('Trip editor: save of a 14-day itinerary, open a trip...');
  const results: TripEditorBench[] = [];
  const skipped: string[] = [];
  for (const kind of DBS) {
    const reachable = kind === 'postgres' ? await postgresReachable() : null;
    if (typeof reachable === 'string') skipped.push(`${kind}: skipped (${reachable})`);
    else results.push(await benchTripEditor({ db: kind, iterations: ITERATIONS }));
  }
  printTripEditor(results, skipped);
}

async function main() {
  if (ONLY === 'editor') return tripEditor();
  if (ONLY === 'documents') return void printDocuments(await benchDocuments({ iterations: Math.min(ITERATIONS, 20) }));
  if (ONLY !== 'dashboard' && ONLY !== 'places' && ONLY !== 'workspace') await planning();
  if (ONLY === 'planning') return;
  if (!ONLY) await tripEditor();
  if (!ONLY) printDocuments(await benchDocuments({ iterations: Math.min(ITERATIONS, 20) }));
  log(
    `Bench: ${TRIPS.toLocaleString('en')} trips, ${QUESTIONNAIRES.toLocaleString('en')} questionnaires, ` +
      `${CLIENTS.toLocaleString('en')} clients; ${ITERATIONS} calls per scenario after ${WARMUP} warm-up calls.`,
  );
  const columns: { kind: DbKind; results: Map<string, Result> | string }[] = [];
  for (const kind of DBS) columns.push({ kind, results: await benchOn(kind) });

  const names = [...new Set(columns.flatMap((c) => (typeof c.results === 'string' ? [] : [...c.results.keys()])))];
  const head = ['scenario', ...columns.flatMap((c) => [`${c.kind} p50`, `${c.kind} p95`])];
  const body = names.map((n) => [
    n,
    ...columns.flatMap((c) => {
      const r = typeof c.results === 'string' ? undefined : c.results.get(n);
      if (!r) return ['-', '-'];
      return [`${r.p50.toFixed(1)} ms`, `${r.p95.toFixed(1)} ms${r.p95 <= r.goalMs ? '' : ' (!)'}`];
    }),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log('');
  console.log(
    `Dashboard and client-database calls at ${TRIPS.toLocaleString('en')} trips (goal: p95 <= ${GOAL_MS} ms); place search over the catalogue (goal: p95 <= ${PLACES_GOAL_MS} ms)`,
  );
  console.log(line(head));
  console.log(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const r of body) console.log(line(r));
  for (const c of columns) if (typeof c.results === 'string') console.log(`\n${c.kind}: skipped (${c.results})`);
  const misses = columns.flatMap((c) =>
    typeof c.results === 'string' ? [] : [...c.results].filter(([, r]) => r.p95 > r.goalMs).map(([n]) => `${c.kind}: ${n}`),
  );
  console.log(misses.length ? `\nAbove goal: ${misses.join('; ')}` : '\nEvery p95 within its goal.');
  if (!names.some((n) => n.endsWith('(SQL)'))) return;
  console.log('Client database: GET /api/clients was not registered; timed the equivalent trigram SQL instead.');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
