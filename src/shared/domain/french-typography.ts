/**
 * French typography for display: the space before : ; ! ? » and after « is
 * non-breaking, so a line never starts with the punctuation (blog, spec §2).
 */
export function frenchSpacing(text: string): string {
  return text.replace(/[ \t]+([:;!?»])/g, '\u00a0$1').replace(/(«)[ \t]+/g, '$1\u00a0');
}
