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

/** The longest search kept from an address (longer ones are cut, never refused). */
export const BLOG_QUERY_MAX = 100;

/** The filters of /blog as its address carries them: `/blog?q=...&category=...` (issue 13 §10). */
export interface BlogFilters {
  query: string;
  /** A category of the posts, or 'Tous'. */
  category: string;
}

export const NO_BLOG_FILTERS: BlogFilters = { query: '', category: ALL_CATEGORIES };

/**
 * Reads the filters of a /blog address. Whatever it holds gives a valid list:
 * the search is cut to BLOG_QUERY_MAX characters; a category that no post has
 * (or none) means 'Tous'. Without `categories` (the posts are not known yet)
 * the category is kept as written, cut to BLOG_QUERY_MAX, for knownCategory() later.
 */
export function parseBlogFilters(search: URLSearchParams | string, categories?: readonly string[]): BlogFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const query = (params.get('q') ?? '').replace(/\s+/g, ' ').trimStart().slice(0, BLOG_QUERY_MAX);
  const category = (params.get('category') ?? '').slice(0, BLOG_QUERY_MAX) || ALL_CATEGORIES;
  return { query, category: categories ? knownCategory(category, categories) : category };
}

/** The category itself when a post has it, else 'Tous'. */
export function knownCategory(category: string, categories: readonly string[]): string {
  return categories.includes(category) ? category : ALL_CATEGORIES;
}

/** The address of /blog with these filters: '/blog', '/blog?q=rome', '/blog?q=rome&category=Italie'. */
export function blogFiltersHref({ query, category }: BlogFilters, path = '/blog'): string {
  const params = new URLSearchParams();
  if (query.trim()) params.set('q', query.trim());
  if (category && category !== ALL_CATEGORIES) params.set('category', category);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
