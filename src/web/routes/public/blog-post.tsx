import type { RouteObject } from 'react-router';
import type { RouteHandle } from '#web/lib/head';
import type { BlogPostResponse } from '#web/features/blog/api';
import { loadBlogPost } from '#web/features/blog/loaders';
import { blogPostHead } from '#web/features/blog/seo';
import { pageRoute } from './page-route';

/**
 * /blog/:slug: server-rendered in French; a missing or unpublished post
 * answers with a redirect to /blog (spec §2 Blog). The page (PostRoute, see
 * public-pages.tsx) is its own chunk.
 */
const handle: RouteHandle = {
  ssr: true,
  head: (data, { origin, pathname }) => blogPostHead(data as BlogPostResponse | undefined, origin, pathname),
};

export const blogPostRoute: Pick<RouteObject, 'loader' | 'handle' | 'lazy'> = {
  loader: ({ context, params }) => loadBlogPost(context, params.slug),
  handle,
  lazy: { Component: async () => pageRoute((await import('#web/features/blog/components/post-page')).PostRoute) },
};
