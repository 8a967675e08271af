import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';

/** How a data file's errors name it ('Catalogue file rome.json ...') and which error they are. */
export interface DataFileErrors {
  kind?: string;
  error?: new (message: string, options?: ErrorOptions) => Error;
}

/**
 * Built-in reference data (the places catalogue, airports, the named areas of the catalogue's
 * cities, the planner's destinations, the basemap's city names) is JSON beside the code that uses
 * it, read when that module loads. Each file is checked against its schema, so a bad edit stops
 * the server at start with the file and the field at fault instead of giving wrong answers later.
 */
export function readDataFile<T>(file: URL | string, schema: z.ZodType<T>, { kind = 'Data file', error = Error }: DataFileErrors = {}): T {
  const name = path.basename(typeof file === 'string' ? file : fileURLToPath(file));
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (cause) {
    throw new error(`${kind} ${name} is not valid JSON: ${(cause as Error).message}`, { cause });
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new error(`${kind} ${name} is invalid at ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  return parsed.data;
}
