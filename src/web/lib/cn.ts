export type ClassValue = string | number | false | null | undefined;

/** Join the truthy class names with single spaces. */
export function cn(...classes: ClassValue[]): string {
  let out = '';
  for (const c of classes) {
    if (!c) continue;
    out = out ? `${out} ${c}` : String(c);
  }
  return out;
}
