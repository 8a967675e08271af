/**
 * Text as the place search compares it: lower case, accents and punctuation removed, single
 * spaces ('Musée d’Orsay' -> 'musee d orsay'). The catalogue's search_text column and every
 * query are folded the same way, so 'Musee', 'musée' and 'MUSÉE' find the same places.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[æ]/g, 'ae')
    .replace(/[œ]/g, 'oe')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The distinct words of a folded query, longest first (the most selective is checked first). */
export function queryWords(folded: string): string[] {
  return [...new Set(folded.split(' ').filter(Boolean))].sort((a, b) => b.length - a.length);
}
