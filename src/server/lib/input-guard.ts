import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '#shared/contracts/common.js';
import { badRequest } from './errors.js';

/** Deeper JSON than this is no form of ours: refused before a schema walks it. */
export const MAX_INPUT_DEPTH = 32;
export const TOO_DEEP_MESSAGE = 'The request is nested too deeply';

/**
 * The net under the contracts (issue 12): every string of a request's params, query and body,
 * keys included, is free of control characters (tabs and newlines aside), and no value nests
 * deeper than MAX_INPUT_DEPTH. The contracts' text()/multilineText() say it per field (and refuse
 * line breaks in single-line fields); this catches what a contract lets through unchecked
 * (free-form objects, records, future fields), so such text never reaches PostgreSQL, which
 * cannot store NUL and would answer 500. Iterative, so a hostile depth cannot exhaust the stack.
 * Throws a 400 naming the field.
 */
export function assertCleanInput(part: 'params' | 'query' | 'body', value: unknown): void {
  const stack: { v: unknown; path: string; depth: number }[] = [{ v: value, path: '', depth: 0 }];
  while (stack.length) {
    const { v, path, depth } = stack.pop()!;
    if (typeof v === 'string') {
      if (hasControlCharacters(v)) fail(path || part, CONTROL_CHARACTERS_MESSAGE);
      continue;
    }
    if (!v || typeof v !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) fail(path || part, TOO_DEEP_MESSAGE);
    for (const [k, child] of Object.entries(v)) {
      const childPath = path ? `${path}.${k}` : k;
      if (hasControlCharacters(k)) fail(path || part, CONTROL_CHARACTERS_MESSAGE);
      stack.push({ v: child, path: childPath, depth: depth + 1 });
    }
  }
}

function fail(field: string, message: string): never {
  const shown = field.replace(/[^\w.[\]-]/g, '?');
  throw badRequest(`${shown}: ${message}`, { [shown]: message });
}
