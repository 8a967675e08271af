#!/usr/bin/env node
// Runs the Playwright journeys in several lanes at once, each lane a `playwright test` of its own
// spec files against its own production server on its own port and fresh DATA_DIR, so no journey
// ever shares a database with one running at the same time. A journey waits on the browser and
// the server much of its time: two lanes finish the suite far sooner than one on two cores.
//
//   node scripts/e2e-lanes.mjs [--lanes=2] [extra playwright arguments]
//
// Files are dealt to the lanes longest first (seconds measured in CI, below; a new file counts as
// a minute). Each lane's output is printed as one block when it ends; the exit code is non-zero
// if any lane failed.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SECONDS = {
  'a11y.spec.ts': 420,
  'workspace.spec.ts': 185,
  'auth.spec.ts': 150,
  'clients.spec.ts': 93,
  'trip-editor.spec.ts': 88,
  'billing.spec.ts': 80,
  'blog.spec.ts': 80,
  'dashboard.spec.ts': 70,
  'responsive.spec.ts': 60,
  'places.spec.ts': 59,
  'team.spec.ts': 49,
  'home.spec.ts': 46,
  'account-changes.spec.ts': 40,
  'questionnaire.spec.ts': 32,
  'blog-filters.spec.ts': 30,
  'brand.spec.ts': 25,
  'map.spec.ts': 23,
  'profile.spec.ts': 19,
  'shell.spec.ts': 14,
  'platform.spec.ts': 13,
  'typography.spec.ts': 9,
  'mails.spec.ts': 6,
  'html-validity.spec.ts': 10,
  'plain-http-host.spec.ts': 4,
  'share-images.spec.ts': 1,
};

const args = process.argv.slice(2);
const lanesArg = args.find((a) => a.startsWith('--lanes='));
const count = Math.max(1, Number(lanesArg?.slice('--lanes='.length) ?? 2) || 1);
const extra = args.filter((a) => a !== lanesArg);

const files = readdirSync(path.join(root, 'e2e'))
  .filter((f) => f.endsWith('.spec.ts'))
  .sort((a, b) => (SECONDS[b] ?? 60) - (SECONDS[a] ?? 60) || a.localeCompare(b));
const lanes = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
for (const f of files) {
  const lane = lanes.reduce((min, l) => (l.seconds < min.seconds ? l : min));
  lane.files.push(`e2e/${f}`);
  lane.seconds += SECONDS[f] ?? 60;
}

const basePort = Number(process.env.E2E_PORT ?? 3100);
const baseDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'mv-e2e');
const started = Date.now();
const runs = lanes
  .filter((l) => l.files.length > 0)
  .map((lane, i) => {
    const name = `lane ${i + 1}`;
    console.log(`[${name}] ${lane.files.length} files, about ${Math.round(lane.seconds / 60)} min in CI: ${lane.files.join(' ')}`);
    const child = spawn('npx', ['playwright', 'test', ...lane.files, ...extra], {
      cwd: root,
      env: {
        ...process.env,
        E2E_PORT: String(basePort + i),
        E2E_DATA_DIR: count === 1 ? baseDir : `${baseDir}-lane${i + 1}`,
        E2E_OUTPUT_DIR: path.join(root, 'test-results', `lane-${i + 1}`),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    return new Promise((resolve) => {
      child.on('close', (code) => {
        const took = Math.round((Date.now() - started) / 1000);
        console.log(`\n======== [${name}] ${code === 0 ? 'passed' : `FAILED (exit ${code})`} after ${took}s ========\n${out}`);
        resolve(code === 0);
      });
    });
  });
const ok = (await Promise.all(runs)).every(Boolean);
process.exit(ok ? 0 : 1);
