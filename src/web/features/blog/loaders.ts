import { redirect } from 'react-router';
import { parseBlogFilters } from '#shared/domain/blog-search';
import { publicDataOf } from '#web/lib/public-data';
import {
  fetchBlogPost,
  fetchLatestPosts,
  loadBlogPostsResult,
  recentBlogPosts,
  type BlogCard,
  type BlogListData,
  type BlogPostResponse,
} from './api';
import { paths } from '#web/lib/paths';

/**
 * Loaders of the blog routes: on the server from `context.data` (the services,
 * no HTTP), in the browser (the signed-in app's router) from the API.
 */
export async function loadBlogList(context: unknown, request: Request): Promise<BlogListData> {
  const data = publicDataOf(context);
  const filters = parseBlogFilters(new URL(request.url).searchParams);
  if (data) return { posts: await data.blog.list(), filters };
  return { posts: recentBlogPosts() ?? loadBlogPostsResult(), filters };
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
  throw redirect(paths.blog());
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
