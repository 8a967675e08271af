import type { RouteObject } from 'react-router';
import type { RouteHandle } from '#web/lib/head';
import type { BlogListData } from '#web/features/blog/api';
import { loadBlogList } from '#web/features/blog/loaders';
import { blogListHead } from '#web/features/blog/seo';
import { pageRoute } from './page-route';

/**
 * /blog: server-rendered in French (spec §2 Blog). The loader and the head are
 * here; the page (BlogListRoute, see public-pages.tsx) is its own chunk, so the
 * home page does not download it.
 */
const handle: RouteHandle = {
  ssr: true,
  head: (data, { origin }) => {
    const posts = (data as BlogListData | undefined)?.posts;
    return blogListHead(Array.isArray(posts) ? posts : undefined, origin);
  },
};

export const blogListRoute: Pick<RouteObject, 'loader' | 'handle' | 'lazy'> = {
  loader: ({ context, request }) => loadBlogList(context, request),
  handle,
  lazy: { Component: async () => pageRoute((await import('#web/features/blog/components/blog-list-page')).BlogListRoute) },
};
