import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readDataFile } from './data-file.js';

const dir = mkdtempSync(path.join(tmpdir(), 'data-file-'));
function file(name: string, text: string): URL {
  writeFileSync(path.join(dir, name), text);
  return pathToFileURL(path.join(dir, name));
}
const Point = z.array(z.strictObject({ name: z.string().min(1), lat: z.number().min(-90).max(90) }));

describe('readDataFile', () => {
  it('answers the validated content', () => {
    expect(readDataFile(file('ok.json', '[{"name":"Rome","lat":41.9}]'), Point)).toEqual([{ name: 'Rome', lat: 41.9 }]);
  });

  it('names the file when it is not JSON', () => {
    expect(() => readDataFile(file('broken.json', '[{"name":'), Point)).toThrow(/^Data file broken\.json is not valid JSON/);
  });

  it('names the file and the field that breaks the schema', () => {
    expect(() => readDataFile(file('bad.json', '[{"name":"Rome","lat":141}]'), Point)).toThrow(/^Data file bad\.json is invalid at 0\.lat: /);
  });
});
