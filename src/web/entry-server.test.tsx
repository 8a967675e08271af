import { describe, expect, it, vi } from 'vitest';
import type { BlogCard } from '#shared/contracts/blog';
import { render } from './entry-server';
import type { PublicData } from './lib/public-data';

const origin = 'https://maison.example';

function data(blog: Partial<PublicData['blog']> = {}): PublicData {
  return {
    origin,
    blog: { list: async () => [], latest: async () => [], open: async () => null, ...blog },
  };
}

describe('server rendering of the public pages (islands, ADR 003)', () => {
  it('renders a public page for the public entry, with its page id and data as the JSON', async () => {
    const result = await render({ url: '/', origin, data: data({ latest: async () => [] as BlogCard[] }) });
    expect(result).toMatchObject({ type: 'html', status: 200, entry: 'public', lang: 'en' });
    if (result.type !== 'html') throw new Error('expected html');
    expect(result.hydration).toEqual({ page: 'home', data: { posts: [], siteOrigin: origin } });
    expect(result.body).toContain('Plan My Trip');
    expect(result.head).toContain('<title>Maison Voyage · Luxury trips to Paris, Rome and Italy</title>');
  });

  it('renders the blog list the address filters, with its filters in the JSON and /blog as canonical (issue 13 §10)', async () => {
    const card = (slug: string, title: string, category: string): BlogCard => ({
      id: `00000000-0000-4000-8000-${String(slug.length).padStart(12, '0')}`,
      slug,
      title,
      excerpt: title,
      featured_image: null,
      featured_image_alt: null,
      category,
      tags: [],
      published_at: '2026-05-01T08:00:00.000Z',
      reading_time: 3,
    });
    const posts = [card('rome-a', 'Rome secrète', 'Rome'), card('paris-b', 'Paris la nuit', 'Paris'), card('rome-cc', 'Rome gourmande', 'Rome')];
    const result = await render({ url: '/blog?q=gourmande&category=Rome', origin, data: data({ list: async () => posts }) });
    if (result.type !== 'html') throw new Error('expected html');
    expect(result.hydration).toMatchObject({ page: 'blog', data: { filters: { query: 'gourmande', category: 'Rome' } } });
    expect(result.body).toContain('1 article(s) trouvé(s)');
    expect(result.body).toContain('Rome gourmande');
    expect(result.body).not.toContain('Rome secrète');
    expect(result.head).toContain(`<link rel="canonical" href="${origin}/blog" />`);
  });

  it("describes the agency as an Organization with its logo: no local business without an address and a telephone (Google's rules)", async () => {
    const result = await render({ url: '/', origin, data: data() });
    if (result.type !== 'html') throw new Error('expected html');
    const ld = [...result.head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    expect(ld).toHaveLength(1);
    expect(ld[0]).toMatchObject({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Maison Voyage', url: `${origin}/`, logo: `${origin}/images/logo-mark.svg` });
    // LocalBusiness-only properties would be flagged on an Organization.
    expect(ld[0]).not.toHaveProperty('priceRange');
    expect(ld[0]).not.toHaveProperty('currenciesAccepted');
  });

  it('an unknown address is the not-found page with 404', async () => {
    const result = await render({ url: '/nope', origin, data: data() });
    expect(result).toMatchObject({ type: 'html', status: 404, entry: 'public', hydration: { page: 'not-found' } });
    if (result.type === 'html') expect(result.body).toContain('This page has wandered off');
  });

  it('a missing post redirects to /blog', async () => {
    expect(await render({ url: '/blog/missing', origin, data: data() })).toEqual({ type: 'redirect', status: 302, location: '/blog' });
  });

  it('a loader failure renders the error page with 500', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = data({
      list: async () => {
        throw new Error('database down');
      },
    });
    const result = await render({ url: '/blog', origin, data: failing });
    expect(result).toMatchObject({ type: 'html', status: 500, entry: 'public', hydration: { page: 'error' } });
    if (result.type === 'html') expect(result.body).toContain('Something went wrong');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('screens of the signed-in app get the shell and the app entry', async () => {
    const result = await render({ url: '/account', origin, data: data() });
    expect(result).toMatchObject({ type: 'html', status: 200, entry: 'app', hydration: null, body: '' });
  });
});
