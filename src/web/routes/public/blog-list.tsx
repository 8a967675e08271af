import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/head';
import { loadBlogList, type BlogListData } from '../../features/blog/api';
import { blogListHead } from '../../features/blog/seo';

/**
 * /blog: server-rendered in French (spec §2 Blog). The loader and the head are
 * here; the screen is its own chunk, so the home page does not download it.
 */
const handle: RouteHandle = {
  ssr: true,
  head: (data, { origin }) => {
    const posts = (data as BlogListData | undefined)?.posts;
    return blogListHead(Array.isArray(posts) ? posts : undefined, origin);
  },
};

export const blogListRoute: Pick<RouteObject, 'loader' | 'handle' | 'lazy'> = {
  loader: ({ context }) => loadBlogList(context),
  handle,
  lazy: { Component: async () => (await import('../../features/blog/components/blog-list-page')).BlogListRoute },
};
