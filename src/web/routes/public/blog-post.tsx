import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/head';

/** /blog/:slug: server-rendered. The public-site issue fills it. */
function BlogPostPage() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="font-display text-4xl">Blog Voyage</h1>
    </main>
  );
}

const handle: RouteHandle = {
  ssr: true,
  head: (_d, { pathname }) => ({ title: 'Blog Voyage · Maison Voyage', canonical: pathname, lang: 'fr' }),
};

export const blogPostRoute: Pick<RouteObject, 'Component' | 'loader' | 'handle'> = { Component: BlogPostPage, handle };
