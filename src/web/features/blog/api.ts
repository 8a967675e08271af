import type { BlogCard, BlogListResponse, BlogPostResponse, RelatedPost } from '#shared/contracts/blog';
import type { BlogFilters } from '#shared/domain/blog-search';
import { get } from '#web/lib/api';

/**
 * Blog fetchers and the data shapes of the public blog pages. The routes'
 * loaders (server: `context.data`; browser: these fetchers) are in ./loaders.ts,
 * the only blog module that uses React Router: the pages themselves hydrate
 * without it (ADR 003). The public bundle stays free of TanStack Query too.
 */
export type { BlogCard, BlogPostResponse, RelatedPost };

export const fetchBlogPosts = () => get<BlogListResponse>('/api/blog/posts').then((r) => r.posts);
export const fetchLatestPosts = (limit = 3) => get<BlogListResponse>(`/api/blog/latest?limit=${limit}`).then((r) => r.posts);
/** Opens a post: the server counts one view per call. */
export const fetchBlogPost = (slug: string) => get<BlogPostResponse>(`/api/blog/posts/${encodeURIComponent(slug)}`);

/** The list loaded in the browser: either the posts or the failure, never a rejected promise. */
export type BlogListResult = { posts: BlogCard[] } | { error: string };

export interface BlogListData {
  /** Server: the posts. Browser: a promise the page shows 'Chargement des articles...' for. */
  posts: BlogCard[] | Promise<BlogListResult>;
  /**
   * The search and category of the address (/blog?q=...&category=...), issue 13 §10. The
   * page applies them to the posts; a category none of them has shows them all.
   */
  filters: BlogFilters;
}

// The list is small and changes rarely: coming back to /blog within a minute shows it at once.
let listCache: { at: number; posts: BlogCard[] } | undefined;

/** The posts loaded in this browser less than a minute ago, if any. */
export function recentBlogPosts(): BlogCard[] | undefined {
  return listCache && Date.now() - listCache.at < 60_000 ? listCache.posts : undefined;
}

export function loadBlogPostsResult(): Promise<BlogListResult> {
  return fetchBlogPosts().then(
    (posts) => {
      listCache = { at: Date.now(), posts };
      return { posts };
    },
    (err: unknown) => {
      console.error('Failed to load blog posts', err);
      return { error: err instanceof Error ? err.message : 'Unknown error' };
    },
  );
}
