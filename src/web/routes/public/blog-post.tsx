import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/head';
import { loadBlogPost, type BlogPostResponse } from '../../features/blog/api';
import { blogPostHead } from '../../features/blog/seo';

/**
 * /blog/:slug: server-rendered in French; a missing or unpublished post
 * answers with a redirect to /blog (spec §2 Blog). The screen is its own chunk.
 */
const handle: RouteHandle = {
  ssr: true,
  head: (data, { origin, pathname }) => blogPostHead(data as BlogPostResponse | undefined, origin, pathname),
};

export const blogPostRoute: Pick<RouteObject, 'loader' | 'handle' | 'lazy'> = {
  loader: ({ context, params }) => loadBlogPost(context, params.slug),
  handle,
  lazy: { Component: async () => (await import('../../features/blog/components/post-page')).PostRoute },
};
