#!/usr/bin/env node
// Lighthouse (mobile defaults) on the home page, the blog and a post, against a
// running production server (issue 3 §5). Not part of `npm test`.
//
//   npm run build && npm start                      # in one terminal (or any running server)
//   node scripts/lighthouse.mjs                     # http://localhost:3000
//   node scripts/lighthouse.mjs --url http://localhost:3100 --post rome-en-trois-jours --runs 3
//   LIGHTHOUSE_CLIENT_EMAIL=… LIGHTHOUSE_CLIENT_PASSWORD=… node scripts/lighthouse.mjs
//                                                   # also the client's /account and first trip, signed in
//
// Chrome: CHROME_PATH (default /usr/bin/chromium). Lighthouse: `npx -y lighthouse@12`
// (LIGHTHOUSE_CMD to override). Reports (JSON) go to <tmp>/lighthouse-reports/ unless --out.
// Budgets: performance >= 95, accessibility >= 95, best practices >= 95, SEO 100.
// With several runs the median score of each category is kept. Exits 1 when a budget is missed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const base = opt('url', process.env.LIGHTHOUSE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const runs = Math.max(1, Number(opt('runs', '1')));
const outDir = path.resolve(opt('out', path.join(os.tmpdir(), 'lighthouse-reports')));
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const lighthouse = (process.env.LIGHTHOUSE_CMD ?? 'npx -y lighthouse@12').split(' ');

const BUDGET = { performance: 95, accessibility: 95, 'best-practices': 95, seo: 100 };

async function firstPostSlug() {
  const fromArg = opt('post', undefined);
  if (fromArg) return fromArg;
  const res = await fetch(`${base}/api/blog/latest?limit=1`);
  if (!res.ok) throw new Error(`Cannot list posts at ${base} (${res.status}): is the server running?`);
  const { posts } = await res.json();
  if (!posts.length) throw new Error('No published post to audit.');
  return posts[0].slug;
}

function median(values) {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)];
}

/**
 * Signs a client in (LIGHTHOUSE_CLIENT_EMAIL / LIGHTHOUSE_CLIENT_PASSWORD) and returns the session
 * cookie and their first trip, so the signed-in client app (/account) is audited as a client
 * loads it; null when no client is given.
 */
async function clientSession() {
  const email = process.env.LIGHTHOUSE_CLIENT_EMAIL;
  const password = process.env.LIGHTHOUSE_CLIENT_PASSWORD;
  if (!email || !password) return null;
  const res = await fetch(`${base}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password, area: 'client' }) });
  if (!res.ok) throw new Error(`Client sign-in failed (${res.status}): ${await res.text()}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const trips = await fetch(`${base}/api/workspace/trips`, { headers: { cookie } });
  const list = trips.ok ? await trips.json() : { trips: [] };
  const first = (list.trips ?? list.items ?? [])[0];
  return { cookie, tripId: first?.id ?? null };
}

function audit(url, name, run, cookie) {
  const file = path.join(outDir, `${name}-${run}.json`);
  const flags = [
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
    `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage`,
    '--output=json',
    `--output-path=${file}`,
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
  ];
  // Lighthouse now and then fails to record a trace (NO_NAVSTART): try again, twice.
  let r;
  for (let attempt = 1; attempt <= 3; attempt++) {
    r = spawnSync(lighthouse[0], [...lighthouse.slice(1), url, ...flags], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, CHROME_PATH: chrome },
    });
    if (r.status === 0) break;
  }
  if (r.status !== 0) throw new Error(`Lighthouse failed on ${url} (exit ${r.status})`);
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const scores = Object.fromEntries(Object.entries(report.categories).map(([k, c]) => [k, Math.round((c.score ?? 0) * 100)]));
  const metrics = {
    FCP: report.audits['first-contentful-paint']?.displayValue,
    LCP: report.audits['largest-contentful-paint']?.displayValue,
    TBT: report.audits['total-blocking-time']?.displayValue,
    CLS: report.audits['cumulative-layout-shift']?.displayValue,
  };
  const failing = Object.values(report.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  return { scores, metrics, failing };
}

mkdirSync(outDir, { recursive: true });
const slug = await firstPostSlug();
const pages = [
  { name: 'home', url: `${base}/` },
  { name: 'blog', url: `${base}/blog` },
  { name: 'post', url: `${base}/blog/${slug}` },
];
// The signed-in client app: not indexed (no SEO budget), same budgets otherwise.
const session = await clientSession();
if (session) {
  pages.push({ name: 'account', url: `${base}/account`, cookie: session.cookie, signedIn: true });
  if (session.tripId) pages.push({ name: 'account-trip', url: `${base}/account?tripId=${session.tripId}`, cookie: session.cookie, signedIn: true });
}

let missed = false;
for (const p of pages) {
  const results = [];
  for (let i = 1; i <= runs; i++) results.push(audit(p.url, p.name, i, p.cookie));
  const budget = p.signedIn ? Object.fromEntries(Object.entries(BUDGET).filter(([k]) => k !== 'seo')) : BUDGET;
  const scores = Object.fromEntries(Object.keys(budget).map((k) => [k, median(results.map((r) => r.scores[k]))]));
  const verdict = Object.entries(budget)
    .map(([k, min]) => {
      const ok = scores[k] >= min;
      if (!ok) missed = true;
      return `${k} ${scores[k]}${ok ? '' : ` (< ${min})`}`;
    })
    .join(', ');
  const last = results[results.length - 1];
  console.log(`${p.url}\n  ${verdict}\n  ${Object.entries(last.metrics).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  if (last.failing.length) console.log(`  below 90: ${last.failing.join(', ')}`);
}
console.log(`\nReports: ${path.relative(process.cwd(), outDir) || outDir}`);
process.exit(missed ? 1 : 0);
