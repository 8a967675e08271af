import type { RouteObject } from 'react-router';
import { Link } from 'react-router';
import type { RouteHandle } from '../../lib/head';
import { ThemeToggle } from '../../components/theme-toggle';

/** Home page: server-rendered. The public-site issue fills its sections. */
function HomePage() {
  return (
    <main className="min-h-dvh bg-background">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-6 py-6">
        <Link to="/" className="font-display text-2xl">Maison Voyage</Link>
        <nav className="flex items-center gap-4 text-sm">
          <Link to="/blog">Blog</Link>
          <Link to="/account">My account</Link>
          <ThemeToggle />
        </nav>
      </header>
      <section id="home" className="mx-auto max-w-3xl px-6 py-24 text-center">
        <h1 className="font-display text-5xl">Paris, Rome and Italy, composed for you</h1>
      </section>
    </main>
  );
}

const handle: RouteHandle = {
  ssr: true,
  head: () => ({
    title: 'Maison Voyage · Luxury trips to Paris, Rome and Italy',
    description: 'Tailor-made luxury journeys to Paris, Rome and Italy, planned by specialists.',
    canonical: '/',
  }),
};

export const homeRoute: Pick<RouteObject, 'Component' | 'loader' | 'handle'> = { Component: HomePage, handle };
