import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/head';

/** /blog: server-rendered. The public-site issue fills it. */
function BlogListPage() {
  return (
    <main className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="font-display text-4xl">Blog Voyage</h1>
    </main>
  );
}

const handle: RouteHandle = {
  ssr: true,
  head: () => ({ title: 'Blog Voyage · Maison Voyage', canonical: '/blog', lang: 'fr' }),
};

export const blogListRoute: Pick<RouteObject, 'Component' | 'loader' | 'handle'> = { Component: BlogListPage, handle };
