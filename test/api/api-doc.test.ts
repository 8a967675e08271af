import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { MODULES } from '#server/modules/index.js';
import { COMMAND, ROOT, SOURCE, TARGET, moduleFolder, renderApiDoc, type OpenApiDocument } from '../../scripts/api-doc.js';

/**
 * docs/api.md is made from docs/api.source.md, the module table and the registered routes
 * (scripts/api-doc.ts, issue 18 §5): it must be what the generator writes now, and what it names
 * must exist.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('docs/api.md', () => {
  it(`is up to date with the routes and the module table (otherwise: ${COMMAND})`, () => {
    const expected = renderApiDoc(readFileSync(SOURCE, 'utf8'), t.app.swagger() as unknown as OpenApiDocument, MODULES);
    const actual = existsSync(TARGET) ? readFileSync(TARGET, 'utf8') : '';
    if (actual !== expected) {
      const a = actual.split('\n');
      const e = expected.split('\n');
      const at = e.findIndex((line, i) => line !== a[i]);
      expect.fail(
        `docs/api.md is stale: run \`${COMMAND}\` and commit it.\nFirst difference at line ${at + 1}:\n  docs/api.md: ${a[at] ?? '(end)'}\n  expected:    ${e[at] ?? '(end)'}`,
      );
    }
  });

  it('names every module with its folder and contract files, billing and map among them', () => {
    const text = readFileSync(TARGET, 'utf8');
    for (const m of MODULES) {
      expect(existsSync(path.join(ROOT, 'src/server/modules', moduleFolder(m))), `${m.resource}: src/server/modules/${moduleFolder(m)}/`).toBe(true);
      for (const [, file] of m.contracts.matchAll(/`([\w.-]+\.ts)`/g)) {
        expect(existsSync(path.join(ROOT, 'src/shared/contracts', file!)), `${m.resource}: src/shared/contracts/${file}`).toBe(true);
      }
      expect(text).toContain(`### ${m.resource} (\`/api${m.prefix}\`)`);
    }
    expect(text).toContain('| billing | `billing.ts` |');
    expect(text).toContain('| map | `map.ts` |');
    expect(text).not.toMatch(/billing[^\n]*not (yet )?served/i);
  });

  it('names only endpoints that are registered', () => {
    const registered = [...t.app.routePolicies.keys()].map((k) => k.split(' ')[1]!.replace(/:\w+/g, ':'));
    const source = readFileSync(SOURCE, 'utf8');
    const named = new Set([...source.matchAll(/`(?:GET|POST|PUT|PATCH|DELETE)[^`]*?(\/api\/[\w\-.:/]*)/g)].map((m) => m[1]!));
    expect(named.size).toBeGreaterThan(50);
    for (const p of named) {
      const shape = p.replace(/:\w+/g, ':').replace(/\/$/, '');
      expect(registered, p).toContain(shape);
    }
  });
});
