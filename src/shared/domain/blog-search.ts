/**
 * Blog search and category filter (spec §2 Blog): the list screen searches the
 * published posts' title, excerpt and tags, ignoring case and accents
 * ("ete" finds "Été"). Every word of the query must be found in one of those
 * fields, so a single word behaves as a plain "contains".
 */

export interface SearchablePost {
  title: string;
  excerpt: string;
  tags: readonly string[];
  category: string;
}

/** Lowercase, without accents or ligatures, with single spaces: the form compared by the search. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .replace(/[’‘`]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when every word of `query` occurs in the post's title, excerpt or tags (an empty query matches all). */
export function matchesBlogSearch(post: SearchablePost, query: string): boolean {
  const words = foldForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const fields = [post.title, post.excerpt, ...post.tags].map(foldForSearch);
  return words.every((word) => fields.some((field) => field.includes(word)));
}

/** The category button 'Tous': no category filter. */
export const ALL_CATEGORIES = 'Tous';

/** The posts matching both the search and the chosen category ('Tous' or null for all), order kept. */
export function filterBlogPosts<T extends SearchablePost>(
  posts: readonly T[],
  { query = '', category = null }: { query?: string; category?: string | null },
): T[] {
  const all = category === null || category === ALL_CATEGORIES;
  return posts.filter((p) => (all || p.category === category) && matchesBlogSearch(p, query));
}

/** The distinct categories of the posts, in French alphabetical order, for the buttons after 'Tous'. */
export function blogCategories(posts: readonly SearchablePost[]): string[] {
  return [...new Set(posts.map((p) => p.category))].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' }));
}

/** 'N article(s) trouvé(s)' (spec §2 Blog). */
export function foundCountLabel(count: number): string {
  return `${count} article(s) trouvé(s)`;
}
