/** A query value: left out when undefined, null or ''. */
export type QueryValue = string | number | boolean | null | undefined;

/** '?a=1&b=x' from the defined values, or '' when there are none. */
export function queryString(params: Record<string, QueryValue>): string {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') s.set(k, String(v));
  const out = s.toString();
  return out ? `?${out}` : '';
}
