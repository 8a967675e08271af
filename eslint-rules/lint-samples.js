import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { ESLint } from 'eslint';

/**
 * The project's own configuration (eslint.config.js) run on one-line samples, for the tests of
 * its import rules: `messagesOf(ruleId)` lints a sample as if written in a given file, and
 * `allowed` / `refused` make one test of each sample.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

export function samplesOf(ruleId) {
  const messages = async (file, source) => {
    const [result] = await eslint.lintText(`${source}\nexport const x = 1;\n`, { filePath: path.join(root, file) });
    return result.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
  };
  return {
    messages,
    allowed: (file, source) => it(`${file}: ${source}`, async () => expect(await messages(file, source)).toEqual([])),
    refused: (file, source, reason) => it(`${file} may not: ${source}`, async () => expect((await messages(file, source)).join('\n')).toContain(reason)),
  };
}
