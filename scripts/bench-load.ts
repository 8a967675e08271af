/**
 * npm run bench:load [-- --duration=10 --connections=10 --profile --only=staff,session,streams,pdf]
 *
 * Speed under load (issue 12): starts the real server (src/server/main.ts --api-only, its own
 * process) on a fresh PostgreSQL database with 10,000 seeded trips, signs in as the owner, and
 * loads with autocannon the staff trip list, a search, one trip read and the session call. Beside
 * each, a bare Fastify server (its own process) answers the same bytes from memory in the same
 * run: the ratio of the two is what our code costs, whatever the load of the machine. Prints
 * requests per second, p99 and the ratio. Goal: the trip list >= 0.10 of the bare ceiling with
 * p99 <= 30 ms; the session call >= 0.25.
 *
 * Availability (issue 24, bench-load-availability.ts): `streams` (200 live streams asked by one
 * client while its trip is saved in a loop) and `pdf` (three 60-day itinerary PDFs at once; a
 * 14-day one cold and warm), each against the idle /api/health p95 of the same run.
 * `--only=streams,pdf` runs them alone (and skips seeding the 10,000 trips).
 *
 * PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres);
 * a database is created for the run and dropped afterwards.
 * --profile: the server runs with node --cpu-prof; the .cpuprofile is written under /tmp on exit.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { DB } from '#server/db/types.js';
import { runAvailability } from './bench-load-availability.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
) as Record<string, string>;

const DURATION = Math.max(2, Number(args.duration ?? 10));
const CONNECTIONS = Math.max(1, Number(args.connections ?? 10));
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const OWNER = { email: 'owner@bench-load.test', password: 'bench-owner-1' };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

function log(line: string) {
  process.stderr.write(`${line}\n`);
}

/** Starts a child and resolves once its output contains `readyText`. */
async function startChild(argv: string[], env: NodeJS.ProcessEnv, readyText: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, argv, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (d: Buffer) => {
      out += d.toString();
      if (out.includes(readyText)) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${argv.join(' ')} exited (${code}):\n${out.slice(-3000)}`)));
  });
  child.stdout!.resume();
  child.stderr!.resume();
  return child;
}

async function stopChild(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

interface Load {
  rps: number;
  p99: number;
  errors: number;
}

async function load(url: string, headers: Record<string, string>): Promise<Load> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.non2xx + r.errors + r.timeouts };
}

/** The bare ceiling: Fastify answering `file`'s bytes from memory (run as `--bare=PORT --file=F --type=T`). */
async function bareServer() {
  const { default: Fastify } = await import('fastify');
  const { readFileSync } = await import('node:fs');
  const body = readFileSync(args.file!);
  const app = Fastify({ logger: false });
  app.get('/*', (_req, reply) => reply.header('content-type', args.type!).send(body));
  await app.listen({ port: Number(args.bare), host: '127.0.0.1' });
  console.log('bare ready');
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

async function main() {
  const name = `mv_bench_load_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const dbUrl = Object.assign(new URL(PG_URL), { pathname: `/${name}` }).toString();
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 5000 });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mv-bench-load-'));
  let server: ChildProcess | undefined;
  let db: Kysely<DB> | undefined;
  try {
    const port = await freePort();
    const profileDir = path.join(os.tmpdir(), `mv-bench-load-profile-${Date.now()}`);
    const nodeArgs = args.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
    log(`Starting the server on PostgreSQL (${name})...`);
    server = await startChild(
      [...nodeArgs, '--import', 'tsx', path.join(ROOT, 'src/server/main.ts'), '--api-only'],
      {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: dbUrl,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://localhost:${port}`,
        ADMIN_EMAIL: OWNER.email,
        ADMIN_PASSWORD: OWNER.password,
        ADMIN_NAME: 'Bench Owner',
        AUTH_RATE_LIMIT_PER_MINUTE: '100000',
        EXCHANGE_RATES_URL: 'off',
        LOG_LEVEL: 'info', // start-up lines only: requests are not logged at info
      },
      'is ready at',
    );
    const base = `http://127.0.0.1:${port}`;

    // 10,000 trips (with questionnaires and clients) as scripts/bench.ts seeds them.
    const pool = new pg.Pool({ connectionString: dbUrl, max: 4 });
    db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    const owner = await db.selectFrom('users').select('id').where('email', '=', OWNER.email).executeTakeFirstOrThrow();
    // --only=list,session,streams,pdf: some of the scenarios (by the first word of their name).
    const only = args.only?.split(',');
    const availability = (['streams', 'pdf'] as const).filter((x) => !only || only.includes(x));
    const throughput = !only || only.some((o) => o !== 'streams' && o !== 'pdf');
    const { seed } = await import('./bench.js');
    const t0 = Date.now();
    if (throughput) await seed(db, owner.id);
    await sql`analyze`.execute(db);
    const trips = await db.selectFrom('trips').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const oneTrip = await db.selectFrom('trips').select('id').where('is_template', '=', false).orderBy('created_at', 'desc').executeTakeFirst();
    log(`Seeded ${Number(trips.n).toLocaleString('en')} trips in ${((Date.now() - t0) / 1000).toFixed(1)} s.`);

    const signIn = await fetch(`${base}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...OWNER, area: 'backoffice' }),
    });
    if (signIn.status !== 200) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

    const scenarios = [
      { name: 'staff trip list  GET /api/trips', url: '/api/trips', goal: 0.1, p99: 30 },
      { name: 'search           GET /api/trips?q=gourmet', url: '/api/trips?q=gourmet', goal: undefined, p99: undefined },
      { name: 'one trip         GET /api/trips/:id', url: `/api/trips/${oneTrip?.id}`, goal: undefined, p99: undefined },
      { name: 'session          GET /api/auth/session', url: '/api/auth/session', goal: 0.25, p99: undefined },
    ];
    if (only) scenarios.splice(0, scenarios.length, ...scenarios.filter((x) => only.some((o) => x.name.startsWith(o))));
    const rows: string[][] = [];
    const misses: string[] = [];
    for (const sc of scenarios) {
      const res = await fetch(`${base}${sc.url}`, { headers: { cookie } });
      const bytes = Buffer.from(await res.arrayBuffer());
      if (res.status !== 200) throw new Error(`${sc.url}: ${res.status} ${bytes.toString().slice(0, 200)}`);
      const file = path.join(dataDir, 'bare-body');
      writeFileSync(file, bytes);
      log(`${sc.name}: ${(bytes.length / 1024).toFixed(1)} KB; loading ${DURATION} s each with ${CONNECTIONS} connections...`);
      await load(`${base}${sc.url}`, { cookie }); // warm-up (JIT, caches, pool)
      const ours = await load(`${base}${sc.url}`, { cookie });
      const barePort = await freePort();
      const bare = await startChild(
        ['--import', 'tsx', fileURLToPath(import.meta.url), `--bare=${barePort}`, `--file=${file}`, `--type=${res.headers.get('content-type')}`],
        process.env,
        'bare ready',
      );
      let ceiling: Load;
      try {
        await load(`http://127.0.0.1:${barePort}${sc.url}`, { cookie });
        ceiling = await load(`http://127.0.0.1:${barePort}${sc.url}`, { cookie });
      } finally {
        await stopChild(bare);
      }
      const ratio = ours.rps / ceiling.rps;
      if (ours.errors) misses.push(`${sc.name.split('  ')[0]}: ${ours.errors} failed requests`);
      if (sc.goal !== undefined && ratio < sc.goal) misses.push(`${sc.name.split('  ')[0]}: ratio ${ratio.toFixed(3)} < ${sc.goal}`);
      if (sc.p99 !== undefined && ours.p99 > sc.p99) misses.push(`${sc.name.split('  ')[0]}: p99 ${ours.p99} ms > ${sc.p99} ms`);
      rows.push([
        sc.name,
        `${(bytes.length / 1024).toFixed(1)} KB`,
        ours.rps.toFixed(0),
        `${ours.p99} ms`,
        ceiling.rps.toFixed(0),
        `${ceiling.p99} ms`,
        ratio.toFixed(3),
        sc.goal !== undefined ? `>= ${sc.goal}${sc.p99 ? `, p99 <= ${sc.p99} ms` : ''}` : '',
      ]);
    }
    if (availability.length) {
      misses.push(...(await runAvailability({ base, db, cookie, ownerId: owner.id, durationS: DURATION, log }, [...availability])));
    }
    const head = ['scenario', 'body', 'server rps', 'server p99', 'bare rps', 'bare p99', 'ratio', 'goal'];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 || i === 7 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
    if (rows.length) console.log('');
    if (rows.length) console.log(`Under load: ${Number(trips.n).toLocaleString('en')} trips on PostgreSQL, ${CONNECTIONS} connections, ${DURATION} s per run, signed in as a super admin`);
    if (rows.length) console.log(line(head));
    if (rows.length) console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
    for (const r of rows) console.log(line(r));
    console.log(misses.length ? `\nBelow goal: ${misses.join('; ')}` : '\nEvery goal met.');
    if (args.profile) log(`CPU profile of the server: ${profileDir}`);
  } finally {
    await db?.destroy();
    await stopChild(server);
    rmSync(dataDir, { recursive: true, force: true });
    const a = new pg.Client({ connectionString: PG_URL });
    await a.connect();
    for (let i = 0; i < 50; i++) {
      try {
        await a.query(`drop database if exists ${name}`);
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    await a.end();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  (args.bare ? bareServer() : main()).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
