import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';

/** Issue 3 §3-§4: the public blog API, sitemap and robots. */
let t: TestApp;

type Seed = {
  slug: string;
  title: string;
  category: string;
  status?: string;
  published_at?: string | null;
  content?: string;
  tags?: string[];
  views?: number;
};

async function insertPost(p: Seed) {
  const row = await t.database.db
    .insertInto('blog_posts')
    .values({
      slug: p.slug,
      title: p.title,
      excerpt: `Résumé de ${p.title}`,
      content: p.content ?? `Premier paragraphe.\nDeuxième ligne.\n\n<h2>Un titre</h2>\n\nFin.`,
      featured_image: `/images/blog/${p.slug}.svg`,
      featured_image_alt: `Illustration ${p.title}`,
      category: p.category,
      tags: p.tags ?? ['Voyage', 'Luxe', 'Conseils', 'Quatrième'],
      published_at: p.published_at === undefined ? '2026-05-01T08:00:00Z' : p.published_at,
      reading_time: 4,
      views: p.views ?? 0,
      status: p.status ?? 'published',
      meta_title: `${p.title} (SEO)`,
      meta_description: `Description de ${p.title}`,
      seo_keywords: ['mot-clé'],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  await insertPost({ slug: 'paris-un', title: 'Paris un', category: 'Paris', published_at: '2026-03-01T08:00:00Z' });
  await insertPost({ slug: 'paris-deux', title: 'Paris deux', category: 'Paris', published_at: '2026-04-01T08:00:00Z', views: 41 });
  await insertPost({ slug: 'paris-trois', title: 'Paris trois', category: 'Paris', published_at: '2026-05-01T08:00:00Z' });
  await insertPost({ slug: 'paris-quatre', title: 'Paris quatre', category: 'Paris', published_at: '2026-06-01T08:00:00Z' });
  await insertPost({ slug: 'paris-cinq', title: 'Paris cinq', category: 'Paris', published_at: '2026-07-01T08:00:00Z' });
  await insertPost({ slug: 'rome-seul', title: 'Rome seul', category: 'Rome', published_at: '2026-08-01T08:00:00Z' });
  await insertPost({ slug: 'brouillon-paris', title: 'Brouillon', category: 'Paris', status: 'draft', published_at: null });
  await insertPost({ slug: 'archive-paris', title: 'Archivé', category: 'Paris', status: 'archived', published_at: '2026-09-01T08:00:00Z' });
  await insertPost({
    slug: 'piege',
    title: 'Piège',
    category: 'Italie',
    published_at: '2026-01-01T08:00:00Z',
    content:
      'Texte <script>alert(1)</script><img src="/images/a.svg" onerror="alert(2)" alt="a"> <a href="javascript:alert(3)">x</a> <a href="https://example.com" onclick="alert(4)">lien</a>\n\n<iframe src="https://evil.test"></iframe><p style="color:red" onmouseover="alert(5)">p</p>',
  });
});
afterAll(async () => {
  await t?.close();
});

const getJson = async (url: string, cookie?: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};

describe('GET /api/blog/posts', () => {
  it('lists published posts only, newest first, as cards without content', async () => {
    const { status, body } = await getJson('/api/blog/posts');
    expect(status).toBe(200);
    const slugs = body.posts.map((p: { slug: string }) => p.slug);
    expect(slugs).toEqual(['rome-seul', 'paris-cinq', 'paris-quatre', 'paris-trois', 'paris-deux', 'paris-un', 'piege']);
    expect(slugs).not.toContain('brouillon-paris');
    expect(slugs).not.toContain('archive-paris');
    const card = body.posts[0];
    expect(Object.keys(card).sort()).toEqual(
      ['category', 'excerpt', 'featured_image', 'featured_image_alt', 'id', 'published_at', 'reading_time', 'slug', 'tags', 'title'].sort(),
    );
    expect(card.published_at).toBe('2026-08-01T08:00:00.000Z');
    expect(card.tags).toEqual(['Voyage', 'Luxe', 'Conseils', 'Quatrième']);
  });

  it('is public: anonymous and signed-in callers get the same list', async () => {
    const client = await t.user({ role: 'client' });
    const anon = await getJson('/api/blog/posts');
    const signed = await getJson('/api/blog/posts', client.cookie);
    expect(signed.status).toBe(200);
    expect(signed.body).toEqual(anon.body);
  });
});

describe('GET /api/blog/latest', () => {
  it('gives the latest published posts, 3 by default', async () => {
    const { status, body } = await getJson('/api/blog/latest');
    expect(status).toBe(200);
    expect(body.posts.map((p: { slug: string }) => p.slug)).toEqual(['rome-seul', 'paris-cinq', 'paris-quatre']);
    const two = await getJson('/api/blog/latest?limit=2');
    expect(two.body.posts).toHaveLength(2);
  });

  it('refuses a bad limit with 400 and field errors', async () => {
    for (const limit of ['0', '13', 'abc', '1.5']) {
      const { status, body } = await getJson(`/api/blog/latest?limit=${limit}`);
      expect(status, limit).toBe(400);
      expect(body.error.code).toBe('invalid_input');
      expect(body.error.fields).toHaveProperty('limit');
    }
  });
});

describe('GET /api/blog/posts/:slug', () => {
  it('returns the post with formatted content and up to 3 related posts of its category', async () => {
    const { status, body, headers } = await getJson('/api/blog/posts/paris-deux');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    expect(body.post).toMatchObject({
      slug: 'paris-deux',
      title: 'Paris deux',
      category: 'Paris',
      reading_time: 4,
      meta_title: 'Paris deux (SEO)',
      meta_description: 'Description de Paris deux',
      seo_keywords: ['mot-clé'],
    });
    expect(body.post.content).toBe('<p>Premier paragraphe.<br />Deuxième ligne.</p>\n<h2>Un titre</h2>\n<p>Fin.</p>');
    // Same category, current excluded, newest first, at most 3; drafts and archived never appear.
    expect(body.related.map((p: { slug: string }) => p.slug)).toEqual(['paris-cinq', 'paris-quatre', 'paris-trois']);
    expect(Object.keys(body.related[0]).sort()).toEqual(
      ['category', 'excerpt', 'featured_image', 'featured_image_alt', 'id', 'published_at', 'reading_time', 'slug', 'title'].sort(),
    );
  });

  it('has no related posts when the category has no other post', async () => {
    const { body } = await getJson('/api/blog/posts/rome-seul');
    expect(body.related).toEqual([]);
  });

  it('adds one view on each open', async () => {
    const first = await getJson('/api/blog/posts/paris-deux');
    const second = await getJson('/api/blog/posts/paris-deux');
    expect(second.body.post.views).toBe(first.body.post.views + 1);
    const row = await t.database.db.selectFrom('blog_posts').select('views').where('slug', '=', 'paris-deux').executeTakeFirstOrThrow();
    expect(row.views).toBe(second.body.post.views);
  });

  it('counts concurrent opens without losing any', async () => {
    const before = (await getJson('/api/blog/posts/paris-un')).body.post.views;
    await Promise.all(Array.from({ length: 8 }, () => t.app.inject({ method: 'GET', url: '/api/blog/posts/paris-un' })));
    const after = (await getJson('/api/blog/posts/paris-un')).body.post.views;
    expect(after).toBe(before + 9);
  });

  it('hides drafts and archived posts as if they did not exist, without counting a view', async () => {
    for (const slug of ['brouillon-paris', 'archive-paris', 'no-such-post']) {
      const { status, body } = await getJson(`/api/blog/posts/${slug}`);
      expect(status, slug).toBe(404);
      expect(body.error.code).toBe('not_found');
    }
    const draft = await t.database.db.selectFrom('blog_posts').select('views').where('slug', '=', 'brouillon-paris').executeTakeFirstOrThrow();
    expect(draft.views).toBe(0);
  });

  it('refuses a malformed slug with 400', async () => {
    const { status, body } = await getJson('/api/blog/posts/Not%20A%20Slug');
    expect(status).toBe(400);
    expect(body.error.code).toBe('invalid_input');
    expect(body.error.fields).toHaveProperty('slug');
  });

  it('sanitises the content: no scripts, event handlers, javascript: URLs or iframes', async () => {
    const { status, body } = await getJson('/api/blog/posts/piege');
    expect(status).toBe(200);
    const html: string = body.post.content;
    expect(html).not.toMatch(/<script|alert|onerror|onclick|onmouseover|javascript:|<iframe|style=/i);
    expect(html).toContain('<img src="/images/a.svg"');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">lien</a>');
  });

  it('a client or staff member gets no more than the public: drafts stay hidden', async () => {
    const admin = await t.user({ role: 'super_admin' });
    const { status } = await getJson('/api/blog/posts/brouillon-paris', admin.cookie);
    expect(status).toBe(404);
    const list = await getJson('/api/blog/posts', admin.cookie);
    expect(list.body.posts.map((p: { slug: string }) => p.slug)).not.toContain('brouillon-paris');
  });

  it('does not answer a write method (the blog is read-only)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/blog/posts/paris-un', payload: {} });
    expect(res.statusCode).toBe(404);
    const del = await t.app.inject({ method: 'DELETE', url: '/api/blog/posts/paris-un' });
    expect(del.statusCode).toBe(404);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists home, blog and every published post with lastmod', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = res.body;
    expect(xml).toContain('<loc>http://localhost:3000/</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/blog</loc>');
    for (const slug of ['paris-un', 'paris-deux', 'rome-seul', 'piege']) {
      expect(xml).toMatch(new RegExp(`<loc>http://localhost:3000/blog/${slug}</loc>\\s*<lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
    }
    expect(xml).not.toContain('brouillon-paris');
    expect(xml).not.toContain('archive-paris');
  });

  it('robots.txt allows the site, keeps crawlers out of private areas and points at the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /backoffice');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});
