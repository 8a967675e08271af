import { redirect } from 'react-router';
import type { BlogCard, BlogListResponse, BlogPostResponse, RelatedPost } from '../../../shared/contracts/blog';
import { get } from '../../lib/api';
import { publicDataOf } from '../../lib/public-data';

/**
 * Blog data for the public pages' loaders: on the server from `context.data`
 * (the services, no HTTP), in the browser from the API. The public bundle
 * stays free of TanStack Query: these pages read everything through loaders.
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
}

// The list is small and changes rarely: coming back to /blog within a minute shows it at once.
let listCache: { at: number; posts: BlogCard[] } | undefined;

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

export async function loadBlogList(context: unknown): Promise<BlogListData> {
  const data = publicDataOf(context);
  if (data) return { posts: await data.blog.list() };
  if (listCache && Date.now() - listCache.at < 60_000) return { posts: listCache.posts };
  return { posts: loadBlogPostsResult() };
}

/** A published post and its related posts; a missing or unpublished post (or a failure) redirects to /blog. */
export async function loadBlogPost(context: unknown, slug: string | undefined): Promise<BlogPostResponse> {
  const data = publicDataOf(context);
  try {
    const found = slug ? (data ? await data.blog.open(slug) : await fetchBlogPost(slug)) : null;
    if (found) return found;
  } catch (err) {
    console.error('Failed to load blog post', err);
  }
  throw redirect('/blog');
}

/** The latest published posts, for the home page's #blog section (empty on failure: the home page still renders). */
export async function loadLatestPosts(context: unknown, limit = 3): Promise<BlogCard[]> {
  const data = publicDataOf(context);
  try {
    return data ? await data.blog.latest(limit) : await fetchLatestPosts(limit);
  } catch (err) {
    console.error('Failed to load the latest posts', err);
    return [];
  }
}
