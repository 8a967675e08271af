import { CONTROL_CHARACTERS_MESSAGE, INVALID_TEXT_MESSAGE, hasControlCharacters, hasLoneSurrogate } from '#shared/contracts/common.js';
import { badRequest } from './errors.js';

/** Deeper JSON than this is no form of ours: refused before a schema walks it. */
export const MAX_INPUT_DEPTH = 32;
export const TOO_DEEP_MESSAGE = 'The request is nested too deeply';

/**
 * The net under the contracts (issue 12): every string of a request's params, query and body,
 * keys included, is free of control characters (tabs and newlines aside) and of half surrogate
 * pairs, and no value nests
 * deeper than MAX_INPUT_DEPTH. The contracts' text()/multilineText() say it per field (and refuse
 * line breaks in single-line fields); this catches what a contract lets through unchecked
 * (free-form objects, records, future fields), so such text never reaches PostgreSQL, which
 * cannot store NUL and would answer 500. Iterative, so a hostile depth cannot exhaust the stack.
 * Throws a 400 naming the field.
 */
export function assertCleanInput(part: 'params' | 'query' | 'body', value: unknown): void {
  // Each entry knows its parent and key: the dotted path is written only for a failure, not for
  // every value of a 150 KB itinerary (issue 9 benchmarks).
  const stack: Entry[] = [{ v: value, parent: null, key: '', depth: 0 }];
  while (stack.length) {
    const entry = stack.pop()!;
    const v = entry.v;
    if (typeof v === 'string') {
      if (hasControlCharacters(v)) fail(pathOf(entry) || part, CONTROL_CHARACTERS_MESSAGE);
      if (hasLoneSurrogate(v)) fail(pathOf(entry) || part, INVALID_TEXT_MESSAGE);
      continue;
    }
    if (!v || typeof v !== 'object') continue;
    if (entry.depth >= MAX_INPUT_DEPTH) fail(pathOf(entry) || part, TOO_DEEP_MESSAGE);
    for (const k of Object.keys(v)) {
      if (hasControlCharacters(k)) fail(pathOf(entry) || part, CONTROL_CHARACTERS_MESSAGE);
      if (hasLoneSurrogate(k)) fail(pathOf(entry) || part, INVALID_TEXT_MESSAGE);
      stack.push({ v: (v as Record<string, unknown>)[k], parent: entry, key: k, depth: entry.depth + 1 });
    }
  }
}

interface Entry {
  v: unknown;
  parent: Entry | null;
  key: string;
  depth: number;
}

function pathOf(entry: Entry): string {
  const keys: string[] = [];
  for (let e: Entry | null = entry; e?.parent; e = e.parent) keys.push(e.key);
  return keys.reverse().join('.');
}

function fail(field: string, message: string): never {
  const shown = field.replace(/[^\w.[\]-]/g, '?');
  throw badRequest(`${shown}: ${message}`, { [shown]: message });
}
