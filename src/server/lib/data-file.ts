import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';

/**
 * Built-in reference data (airports, the named areas of the catalogue's cities, the basemap's
 * city names) is JSON beside the code that uses it, read once when that module loads. Each file
 * is checked against its schema, so a bad edit stops the server at start with the file and the
 * field at fault instead of giving wrong answers later.
 */
export function readDataFile<T>(url: URL, schema: z.ZodType<T>): T {
  const file = path.basename(fileURLToPath(url));
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(url, 'utf8'));
  } catch (error) {
    throw new Error(`Data file ${file} cannot be read as JSON: ${(error as Error).message}`, { cause: error });
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Data file ${file} is invalid at ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  return parsed.data;
}
