import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from './app/routes';
import { isPublicPageId, publicPages } from './public-pages';

describe('public pages registry', () => {
  it.each(Object.entries(publicPages))('%s: `module` names the file its load() imports', async (_id, page) => {
    const file = path.resolve(page.module);
    expect(existsSync(file)).toBe(true);
    const mod = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    const Page = await page.load();
    expect(typeof Page).toBe('function');
    expect(Object.values(mod)).toContain(Page);
  });

  it('every server-rendered route (handle.ssr) has its page', () => {
    const ssr = (routes[0]?.children ?? []).filter((r) => (r.handle as { ssr?: boolean } | undefined)?.ssr).map((r) => r.id);
    expect(ssr).toEqual(['home', 'blog', 'blog-post', 'not-found']);
    for (const id of ssr) expect(isPublicPageId(id)).toBe(true);
  });
});

/** Source files reachable from `entry` through relative and subpath (#web, #shared) imports, static and dynamic. */
function reachable(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const source = readFileSync(entry, 'utf8');
  for (const [, spec] of source.matchAll(/(?:from|import\()\s*'([^']+)'/g)) {
    const sub = /^#(web|shared|server)\/(.*)$/.exec(spec!);
    if (!spec!.startsWith('.') && !sub) continue;
    const base = sub ? path.resolve('src', sub[1]!, sub[2]!.replace(/\.js$/, '')) : path.resolve(path.dirname(entry), spec!);
    const file = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => existsSync(f) && statSync(f).isFile());
    if (file) reachable(file, seen);
  }
  return seen;
}

it('the public pages and their entry import nothing from react-router (ADR 003: the size budget)', () => {
  const files = [...reachable(path.resolve('src/web/public-main.tsx'))];
  expect(files.length).toBeGreaterThan(20);
  const offenders = files.filter((f) => /from\s+'react-router(\/[^']*)?'/.test(readFileSync(f, 'utf8')));
  expect(offenders.map((f) => path.relative(process.cwd(), f))).toEqual([]);
});
