/**
 * An enumeration whose every value has a label, written once as `{ value: 'Label' }` in the order
 * the values are listed. `values` is that list (for z.enum, filters and pickers), `labels` the
 * lookup. Values are words, never whole numbers: JavaScript lists integer-like keys first.
 */
export function labelledValues<const L extends Record<string, string>>(
  labels: L,
): { values: readonly [Extract<keyof L, string>, ...Extract<keyof L, string>[]]; labels: Readonly<Record<Extract<keyof L, string>, string>> } {
  const values = Object.keys(labels) as Extract<keyof L, string>[];
  if (values.length === 0) throw new RangeError('An enumeration needs at least one value');
  return { values: values as [Extract<keyof L, string>, ...Extract<keyof L, string>[]], labels };
}
