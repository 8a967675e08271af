import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import noImportCycles from './no-import-cycles.js';

/** A small project on disk: package.json subpaths and a few files, some of them in cycles. */
const FILES = {
  'package.json': JSON.stringify({ type: 'module', imports: { '#app/*': './src/app/*', '#lib/*': './src/lib/*' } }),
  // A value cycle through a subpath written with `.js` for `.ts`.
  'src/app/a.ts': "import { b } from '#app/b.js';\nexport const a = () => b;\n",
  'src/app/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
  // A type-only import back to a module that loads it lazily: still a cycle.
  'src/app/dialog.tsx': "import type { Preset } from '#app/launcher';\nexport const open = (p: Preset) => p;\n",
  'src/app/launcher.tsx': "export type Preset = { x?: string };\nexport const load = () => import('./dialog');\n",
  // A folder import through index.ts, and a clean chain.
  'src/lib/index.ts': "export { util } from './util';\n",
  'src/lib/util.ts': "import { format } from '#lib/format';\nexport const util = () => format();\n",
  'src/lib/format.ts': "import { readFileSync } from 'node:fs';\nexport const format = () => String(readFileSync);\n",
  'src/app/uses-lib.ts': "import { util } from '#lib/index';\nimport './styles.css';\nexport const x = util;\n",
};

let dir;
let eslint;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'no-import-cycles-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['src/**/*.{ts,tsx}'],
        languageOptions: { parser: tseslint.parser },
        plugins: { local: { rules: { 'no-import-cycles': noImportCycles } } },
        rules: { 'local/no-import-cycles': 'error' },
      },
    ],
  });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function problems(file) {
  const [result] = await eslint.lintFiles([path.join(dir, file)]);
  return result.messages.map((m) => m.message);
}

describe('no-import-cycles', () => {
  it('reports a value cycle on both sides, naming the whole loop', async () => {
    expect(await problems('src/app/a.ts')).toEqual([
      expect.stringContaining('Import cycle: src/app/a.ts -> src/app/b.ts -> src/app/a.ts'),
    ]);
    expect(await problems('src/app/b.ts')).toHaveLength(1);
  });

  it('counts type-only and dynamic imports', async () => {
    expect(await problems('src/app/dialog.tsx')).toEqual([
      expect.stringContaining('src/app/dialog.tsx -> src/app/launcher.tsx -> src/app/dialog.tsx'),
    ]);
    expect(await problems('src/app/launcher.tsx')).toHaveLength(1);
  });

  it('leaves files outside any cycle alone (folders, packages and assets included)', async () => {
    for (const file of ['src/lib/index.ts', 'src/lib/util.ts', 'src/lib/format.ts', 'src/app/uses-lib.ts']) {
      expect(await problems(file)).toEqual([]);
    }
  });
});
