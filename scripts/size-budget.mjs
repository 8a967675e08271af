#!/usr/bin/env node
// `npm run size` (after `npm run build`): the JavaScript a visitor downloads to
// open the home page and a blog post, gzip, against the budget of issue 3 §5:
// at most 1.5 times a bare React 19 page built with the same Vite (68.6 kB),
// rounded to 100 kB. Exits 1 when a budgeted page is over.
//
// What counts for a public page (ADR 003, "islands"): the public entry
// (src/web/public-main.tsx, no router) with every chunk it imports statically,
// the hydration chunk (src/web/public-hydrate.tsx: React DOM) and the page's
// lazy chunk (its `module` in src/web/public-pages.tsx) with their own static
// imports: the entry loads them right after the first paint, to hydrate.
// Chunks loaded later on demand (the questionnaire dialog) do not count. For comparison the signed-in app's
// entry (index.html: src/web/main.tsx, React Router) is listed, not budgeted.
//
//   npm run size                  table and verdict
//   npm run size -- --json        machine-readable
//   npm run size -- --baseline    also builds a bare React 19 page (same Vite) and prints 1.5x its size
//   SIZE_DIST_DIR=/tmp/x/client npm run size   measures another build
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync, brotliCompressSync, constants as zlib } from 'node:zlib';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
// SIZE_DIST_DIR measures another build (default dist/client).
const distDir = process.env.SIZE_DIST_DIR ? path.resolve(process.env.SIZE_DIST_DIR) : path.join(root, 'dist', 'client');
const manifestPath = path.join(distDir, '.vite', 'manifest.json');
const BUDGET_BYTES = 100_000; // 100 kB, as Vite reports sizes (1 kB = 1000 bytes)
// The signed-in workspace's own budget (issue 10, lowered by issue 21 / ADR 033): app entry + client
// area shell + the /account screen with a trip open, gzip. What loads when first used is not counted:
// the map, the trip list, dialogs, a place's details, the desktop's resizable panes, organizer tools.
const ACCOUNT_BUDGET_BYTES = 200_000;
/**
 * Pages: their browser entry (a manifest key) and the source modules of their
 * lazily loaded page (the `module` of src/web/public-pages.tsx).
 */
const PUBLIC_ENTRY = 'src/web/public-main.tsx';
// Loaded by the public entry right after the first paint (React, hydration): counted with every page.
const HYDRATE = 'src/web/public-hydrate.tsx';
const APP_ENTRY = 'index.html';
const PAGES = [
  { page: '/', budgeted: true, entry: PUBLIC_ENTRY, screens: [HYDRATE, 'src/web/features/home/components/home-page.tsx'] },
  { page: '/blog', budgeted: false, entry: PUBLIC_ENTRY, screens: [HYDRATE, 'src/web/features/blog/components/blog-list-page.tsx'] },
  { page: '/blog/{slug}', budgeted: true, entry: PUBLIC_ENTRY, screens: [HYDRATE, 'src/web/features/blog/components/post-page.tsx'] },
  { page: '/{unknown}', budgeted: false, entry: PUBLIC_ENTRY, screens: [HYDRATE, 'src/web/routes/not-found.tsx'] },
  { page: '(app entry)', budgeted: false, entry: APP_ENTRY, screens: [] },
  // The client workspace (issue 10, 21): a trip open (a link, a notification), then the trip list.
  {
    page: '/account (a trip)',
    budgeted: true,
    budget: ACCOUNT_BUDGET_BYTES,
    entry: APP_ENTRY,
    screens: ['src/web/areas/client.tsx', 'src/web/routes/client/account.tsx', 'src/web/features/workspace/components/trip-workspace.tsx'],
  },
  {
    page: '/account (trip list)',
    budgeted: true,
    budget: ACCOUNT_BUDGET_BYTES,
    entry: APP_ENTRY,
    screens: ['src/web/areas/client.tsx', 'src/web/routes/client/account.tsx', 'src/web/features/workspace/components/my-trips.tsx'],
  },
  // The staff's trip editor, whole (app entry, backoffice shell, the editor's chunk): reported, not budgeted.
  { page: '/backoffice/trip-details', budgeted: false, entry: APP_ENTRY, screens: ['src/web/areas/backoffice.tsx', 'src/web/routes/backoffice/trip-details.tsx'] },
];

/**
 * Backoffice screens in a chunk of their own, counted on top of the backoffice shell (the app
 * entry and the backoffice area with everything they import statically): what opening the
 * screen adds once the backoffice is loaded.
 */
const SHELL = [APP_ENTRY, 'src/web/areas/backoffice.tsx'];
// The editor carries the plan checker since issue 20 (its findings and one-click fixes run on
// every edit, ADR 032: about 9 kB gzip): 45 kB became 50 kB.
const SCREENS = [{ page: '/backoffice/trip-details', key: 'src/web/routes/backoffice/trip-details.tsx', budget: 50_000 }];

const args = new Set(process.argv.slice(2));

if (!existsSync(manifestPath)) {
  console.error(`No build manifest at ${path.relative(root, manifestPath)}: run \`npm run build\` first.`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
// A module loaded with import() that the bundler put in a shared chunk has no key of its own: the
// chunk is found by its name (the module's file name), e.g. `_my-trips-<hash>.js` for my-trips.tsx.
for (const key of PAGES.flatMap((p) => p.screens)) {
  if (manifest[key]) continue;
  const name = path.basename(key).replace(/\.[tj]sx?$/, '');
  const shared = Object.values(manifest).filter((c) => c.name === name && !c.src);
  if (shared.length === 1) manifest[key] = shared[0];
}
for (const { entry, screens } of PAGES) {
  for (const key of [entry, ...screens]) {
    if (!manifest[key]) {
      console.error(`The manifest has no chunk for ${key} (moved? update scripts/size-budget.mjs and src/web/public-pages.tsx).`);
      process.exit(2);
    }
  }
}

for (const key of [...SHELL, ...SCREENS.map((x) => x.key)]) {
  if (!manifest[key]) {
    console.error(`The manifest has no chunk for ${key} (moved? update scripts/size-budget.mjs).`);
    process.exit(2);
  }
}

/** The chunk files of `key` and of everything it imports statically. */
function staticClosure(key, out = new Set()) {
  const chunk = manifest[key];
  if (!chunk || out.has(chunk.file)) return out;
  out.add(chunk.file);
  for (const dep of chunk.imports ?? []) staticClosure(dep, out);
  return out;
}

const sizeCache = new Map();
function sizes(file) {
  if (!sizeCache.has(file)) {
    const buf = readFileSync(path.join(distDir, file));
    sizeCache.set(file, {
      raw: buf.length,
      gzip: gzipSync(buf).length, // zlib's default level, as the server and Vite's report use
      brotli: brotliCompressSync(buf, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }
  return sizeCache.get(file);
}

const results = PAGES.map(({ page, budgeted, budget = BUDGET_BYTES, entry, screens }) => {
  const files = staticClosure(entry);
  for (const k of screens) staticClosure(k, files);
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const f of files) {
    const s = sizes(f);
    total.raw += s.raw;
    total.gzip += s.gzip;
    total.brotli += s.brotli;
  }
  return {
    page,
    entry: manifest[entry].file,
    budgeted,
    files: [...files].map((f) => ({ file: f, ...sizes(f) })),
    ...total,
    budgetBytes: budget,
    over: budgeted && total.gzip > budget,
  };
});

const shellFiles = new Set();
for (const k of SHELL) staticClosure(k, shellFiles);
for (const { page, key, budget } of SCREENS) {
  const files = [...staticClosure(key)].filter((f) => !shellFiles.has(f));
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const f of files) {
    const s = sizes(f);
    total.raw += s.raw;
    total.gzip += s.gzip;
    total.brotli += s.brotli;
  }
  results.push({
    page,
    entry: manifest[key].file,
    budgeted: true,
    budgetBytes: budget,
    onTopOf: 'backoffice shell',
    files: files.map((f) => ({ file: f, ...sizes(f) })),
    ...total,
    over: total.gzip > budget,
  });
}

const kB = (n) => `${(n / 1000).toFixed(1)} kB`;

let baseline;
if (args.has('--baseline')) baseline = await bareReactBaseline();

if (args.has('--json')) {
  console.log(JSON.stringify({ budgetBytes: BUDGET_BYTES, baselineGzip: baseline, pages: results }, null, 2));
} else {
  console.log(`JavaScript downloaded per page (${path.relative(root, distDir) || distDir})\n`);
  for (const r of results) {
    const budget = r.budgetBytes ?? BUDGET_BYTES;
    const verdict = r.budgeted ? (r.over ? `OVER by ${kB(r.gzip - budget)}` : 'ok') : 'not budgeted';
    const page = r.onTopOf ? `${r.page} (on top of the ${r.onTopOf})` : r.page.padEnd(14);
    console.log(`${page} gzip ${kB(r.gzip).padStart(9)}   brotli ${kB(r.brotli).padStart(9)}   raw ${kB(r.raw).padStart(9)}   budget ${kB(budget)}: ${verdict}`);
    for (const f of r.files.sort((a, b) => b.gzip - a.gzip)) {
      console.log(`    ${f.file.padEnd(48)} ${kB(f.gzip).padStart(9)}`);
    }
  }
  if (baseline !== undefined) {
    console.log(`\nBare React 19 page, same Vite: ${kB(baseline)} gzip; 1.5x = ${kB(baseline * 1.5)}`);
  }
}

// No eval in the browser bundle (ADR 003: the CSP refuses it; ADR 033): `eval(`, the Function
// constructor called (`Function(`, `new Function`) or taken as a value (`=Function,`: the way a
// minifier writes `const F = Function; new F(...)`). `instanceof Function` is fine.
const EVAL_PATTERNS = [/(?<![\w$.])eval\s*\(/, /(?<![\w$.])Function\s*\(/, /\bnew\s+Function\b/, /[=,(:?]\s*Function\s*[,;)}]/];
function evalFindings(code) {
  const found = [];
  for (const re of EVAL_PATTERNS) {
    const m = re.exec(code);
    if (m) found.push(code.slice(Math.max(0, m.index - 40), m.index + m[0].length + 20));
  }
  return found;
}
const assetsDir = path.join(distDir, 'assets');
const evalHits = [];
for (const f of existsSync(assetsDir) ? readdirSync(assetsDir).filter((x) => x.endsWith('.js')) : []) {
  for (const snippet of evalFindings(readFileSync(path.join(assetsDir, f), 'utf8'))) evalHits.push(`assets/${f}: ...${snippet}...`);
}
if (evalHits.length) {
  console.error(`\neval or the Function constructor in the browser bundle (the CSP refuses it):\n  ${evalHits.join('\n  ')}`);
}

const over = results.filter((r) => r.over);
if (over.length) {
  console.error(`\nOver budget: ${over.map((r) => `${r.page} (${kB(r.gzip)})`).join(', ')}`);
}
if (over.length || evalHits.length) process.exit(1);

/** Builds `createRoot(...).render(<h1/>)` with this project's Vite and React, returns its gzip size. */
async function bareReactBaseline() {
  const dir = path.join(root, 'node_modules', '.cache', 'size-baseline');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>');
  writeFileSync(
    path.join(dir, 'src', 'main.jsx'),
    "import { StrictMode } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<StrictMode><h1>Hello</h1></StrictMode>);\n",
  );
  const { build } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  await build({ root: dir, configFile: false, logLevel: 'silent', plugins: [react()], build: { outDir: path.join(dir, 'dist'), manifest: true } });
  const m = JSON.parse(readFileSync(path.join(dir, 'dist', '.vite', 'manifest.json'), 'utf8'));
  const entry = Object.values(m).find((c) => c.isEntry);
  const size = gzipSync(readFileSync(path.join(dir, 'dist', entry.file))).length;
  rmSync(dir, { recursive: true, force: true });
  return size;
}
