import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// `npm ci` must run without EBADENGINE warnings on the Node version the README names (ADR 004).
const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

type Version = [number, number, number];

function parse(v: string): Version {
  const [a = 0, b = 0, c = 0] = v
    .replace(/^v/, '')
    .split('.')
    .map((p) => (/^\d+$/.test(p) ? Number(p) : 0));
  return [a, b, c];
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** One comparator of an npm range: '>=20', '>= 0.8.x', '^20.19.0', '20', '20.x', '<24', '*'. */
function satisfiesComparator(version: Version, comparator: string): boolean {
  const m = /^(>=|<=|>|<|\^|~|=)?\s*v?([\d.x*]+)$/.exec(comparator.trim());
  if (!m) throw new Error(`unreadable engine range part: ${comparator}`);
  const op = m[1] ?? '';
  const raw = m[2]!;
  if (raw === '*' || raw === 'x') return true;
  const parts = raw.split('.').filter((p) => p !== 'x' && p !== '*');
  const target = parse(parts.join('.'));
  const c = compare(version, target);
  switch (op) {
    case '>=':
      return c >= 0;
    case '>':
      return c > 0;
    case '<=':
      return c <= 0;
    case '<':
      return c < 0;
    case '^':
      return c >= 0 && version[0] === target[0];
    case '~':
      return c >= 0 && version[0] === target[0] && version[1] === target[1];
    default:
      // '20', '20.19', '20.x': every version starting with the given parts.
      return parts.every((p, i) => version[i] === Number(p));
  }
}

function satisfies(version: string, range: string): boolean {
  const v = parse(version);
  return range.split('||').some((set) => {
    const comparators = set.trim().replace(/(>=|<=|>|<|\^|~)\s+/g, '$1').split(/\s+/).filter(Boolean);
    return comparators.every((c) => satisfiesComparator(v, c));
  });
}

describe('Node version', () => {
  const readme = /You need Node\.js (\d+\.\d+) or newer/.exec(read('README.md'));
  const named = `${readme?.[1] ?? 'missing'}.0`;

  it('the README names the version package.json requires', () => {
    expect(readme, 'README quick start names a Node version').not.toBeNull();
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
    expect(engines).toBe(`>=${readme![1]}`);
  });

  it('every installed package accepts that version (no EBADENGINE warning from npm ci)', () => {
    const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, { engines?: { node?: string } | string[] }> };
    const refusing = Object.entries(lock.packages)
      .filter(([name]) => name !== '')
      .flatMap(([name, pkg]) => {
        const range = !Array.isArray(pkg.engines) ? pkg.engines?.node : undefined;
        return range && !satisfies(named, range) ? [`${name.replace(/^.*node_modules\//, '')} (node ${range})`] : [];
      });
    expect(refusing).toEqual([]);
  });

  it('reads npm ranges as npm does', () => {
    expect(satisfies('20.19.0', '>=22')).toBe(false);
    expect(satisfies('20.19.0', '^20.19.0 || >=22.12.0')).toBe(true);
    expect(satisfies('20.19.0', '^18.18.0 || ^20.9.0 || >=21.1.0')).toBe(true);
    expect(satisfies('20.19.0', '>=20.20')).toBe(false);
    expect(satisfies('20.19.0', '18 || 20 || >=22')).toBe(true);
    expect(satisfies('20.19.0', '>= 0.8.x')).toBe(true);
    expect(satisfies('20.19.0', '>=16 || 14 >=14.17')).toBe(true);
    expect(satisfies('20.19.0', '^20.0.0 || >=22.0.0')).toBe(true);
  });
});
