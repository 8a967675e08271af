import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm run size` (scripts/size-budget.mjs) fails a build whose pages are over budget or whose
 * browser bundle holds eval or the Function constructor (ADR 003's CSP refuses both; ADR 033).
 * Run against a fake dist/client: every chunk the script asks for is a tiny file, then one is
 * made heavy or given an eval.
 */
const root = process.cwd();
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function run(dist: string) {
  return spawnSync(process.execPath, [path.join(root, 'scripts/size-budget.mjs')], {
    env: { ...process.env, SIZE_DIST_DIR: dist },
    encoding: 'utf8',
  });
}

/** A dist whose manifest has every key the script needs (learnt from its own message), each a small file. */
function fakeDist() {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'mv-size-'));
  dirs.push(dist);
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  const manifest: Record<string, { file: string; isEntry?: boolean }> = {};
  for (let i = 0; i < 50; i++) {
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const r = run(dist);
    const missing = /no chunk for (\S+?) \(/.exec(r.stderr)?.[1];
    if (!missing) return { dist, manifest };
    const file = `assets/chunk${i}.js`;
    writeFileSync(path.join(dist, file), `export const x${i} = ${i};\n`);
    manifest[missing] = { file };
  }
  throw new Error('the size script kept asking for chunks');
}

describe('npm run size', () => {
  const { dist, manifest } = fakeDist();

  it('passes a small bundle with no eval', () => {
    const r = run(dist);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('/account');
  });

  it.each([
    ['eval(', 'const a = 1;eval(`1`);'],
    ['new Function', 'const f = new Function("return 1");'],
    ['Function(', 'try{return Function(``),!0}catch{}'],
    ['the Function constructor taken as a value', 'compile(){let e=Function,t=1;return new e("x")}'],
  ])('fails on %s in a chunk', (_name, code) => {
    const file = path.join(dist, 'assets', 'late-chunk.js');
    writeFileSync(file, code);
    try {
      const r = run(dist);
      expect(r.status).toBe(1);
      expect(r.stderr).toContain('assets/late-chunk.js');
    } finally {
      rmSync(file);
    }
  });

  it('does not mistake `instanceof Function` or a name ending in eval for eval', () => {
    const file = path.join(dist, 'assets', 'ok-chunk.js');
    writeFileSync(file, 'const r = e instanceof Function ? e() : e; obj.revalidate(); retrieval(1); x.eval(2);');
    try {
      expect(run(dist).status).toBe(0);
    } finally {
      rmSync(file);
    }
  });

  it('fails when /account is over its budget', () => {
    const file = path.join(dist, manifest['src/web/areas/client.tsx']!.file);
    // Random base-36 text compresses to ~65%: 600 kB of it stays over the budget.
    const noise = Array.from({ length: 600_000 / 8 }, () => Math.random().toString(36).slice(2, 10)).join('');
    writeFileSync(file, `export const n = "${noise}";`);
    const r = run(dist);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/Over budget: .*\/account/);
  });
});
