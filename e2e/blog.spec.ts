import { expect, test, type Page } from '@playwright/test';

/**
 * The French blog (issue 3 §3, §4) on the seeded content: six published posts
 * (Paris 2, Rome 2, Italie 2) and one draft, 'quand-partir-en-italie'.
 */

const ROME = {
  slug: 'rome-en-trois-jours',
  title: 'Rome en trois jours : l’itinéraire essentiel',
  metaTitle: 'Rome en 3 jours : itinéraire et conseils · Maison Voyage',
};
const DRAFT = 'quand-partir-en-italie';

const cards = (page: Page) => page.locator('main article');
const count = (page: Page) => page.getByText(/^\d+ article\(s\) trouvé\(s\)$/);
/** Opens a page and waits until its scripts have run (buttons work once the page is hydrated). */
const open = (page: Page, path: string) => page.goto(path, { waitUntil: 'networkidle' });

test.describe('blog list', () => {
  test('lists the published posts, searches them and filters by category', async ({ page }) => {
    await open(page, '/blog');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog Voyage' })).toBeVisible();
    await expect(page.getByRole('link', { name: /accueil/i }).first()).toHaveAttribute('href', '/');
    await expect(count(page)).toHaveText('6 article(s) trouvé(s)');
    await expect(cards(page)).toHaveCount(6);
    await expect(page.getByText(DRAFT)).toHaveCount(0);

    // A card: category, French long date, reading time, title, excerpt, at most 3 tags.
    const rome = cards(page).filter({ hasText: 'Rome en trois jours' });
    await expect(rome.getByText('16 juin 2026')).toBeVisible();
    await expect(rome.getByText('3 min de lecture')).toBeVisible();
    await expect(rome.getByText('Rome', { exact: true })).toBeVisible();
    await expect(rome.getByRole('listitem')).toHaveCount(3);
    await expect(rome.getByRole('listitem')).toHaveText(['#Rome', '#Itinéraire', '#Vatican']);

    // Search: title, excerpt and tags, ignoring case and accents.
    const search = page.getByPlaceholder('Rechercher un article...');
    await search.fill('ITINERAIRE');
    await expect(count(page)).toHaveText('3 article(s) trouvé(s)');
    await expect(cards(page)).toHaveCount(3);
    await search.fill('trastevere');
    await expect(count(page)).toHaveText('2 article(s) trouvé(s)');
    await search.fill('cote');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('La Côte amalfitaine en basse saison');

    // Nothing found.
    await search.fill('zzz introuvable');
    await expect(count(page)).toHaveText('0 article(s) trouvé(s)');
    await expect(page.getByText('Aucun article trouvé')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);

    // 'Tous' plus one button per category, combined with the search.
    await search.fill('');
    const group = page.getByRole('group', { name: 'Catégories' });
    await expect(group.getByRole('button')).toHaveText(['Tous', 'Italie', 'Paris', 'Rome']);
    await expect(group.getByRole('button', { name: 'Tous' })).toHaveAttribute('aria-pressed', 'true');
    await group.getByRole('button', { name: 'Paris' }).click();
    await expect(group.getByRole('button', { name: 'Paris' })).toHaveAttribute('aria-pressed', 'true');
    await expect(count(page)).toHaveText('2 article(s) trouvé(s)');
    await expect(cards(page).getByRole('heading')).toHaveText([
      'Comment choisir son hôtel de luxe à Paris',
      'Un week-end romantique à Paris, loin des sentiers battus',
    ]);
    await search.fill('itinéraire');
    await expect(count(page)).toHaveText('1 article(s) trouvé(s)');
    await search.fill('trastevere');
    await expect(page.getByText('Aucun article trouvé')).toBeVisible();
    await group.getByRole('button', { name: 'Tous' }).click();
    await expect(count(page)).toHaveText('2 article(s) trouvé(s)');
  });

  test('back from a post, the list arrives with the page (server-rendered, no loading state)', async ({ page }) => {
    // Public pages hydrate without the router (ADR 003): 'Retour au blog' loads /blog from the
    // server with its posts, so the browser neither fetches them nor shows 'Chargement des articles...'.
    await open(page, `/blog/${ROME.slug}`);
    let fetched = 0;
    await page.route('**/api/blog/posts', (route) => {
      fetched += 1;
      return route.continue();
    });
    await page.getByRole('link', { name: 'Retour au blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(count(page)).toHaveText('6 article(s) trouvé(s)');
    await expect(page.getByText('Chargement des articles...')).toHaveCount(0);
    expect(fetched).toBe(0);
  });
});

test.describe('blog post', () => {
  test('a card opens the post with its details, call to action and related posts', async ({ page }) => {
    await open(page, '/blog');
    await page.getByRole('link', { name: ROME.title }).click();
    await expect(page).toHaveURL(`/blog/${ROME.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ROME.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle(ROME.metaTitle);

    const header = page.locator('article header');
    await expect(header.getByText('Rome', { exact: true })).toBeVisible();
    await expect(header.getByText('16 juin 2026')).toBeVisible();
    await expect(header.getByText('3 min de lecture')).toBeVisible();
    await expect(header.getByText(/^\d+ vues?$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Partager' })).toBeVisible();
    await expect(page.locator('article figure img')).toHaveAttribute('src', `/images/blog/${ROME.slug}.svg`);

    // Content: HTML rendered (headings, lists), paragraphs and line breaks.
    await expect(page.getByRole('heading', { level: 2, name: /Jour 1/ })).toBeVisible();
    await expect(page.locator('article').getByRole('listitem').filter({ hasText: 'Marchez' })).toBeVisible();
    await expect(page.getByText('#City break')).toBeVisible();

    await expect(page.getByRole('heading', { name: 'Prêt à organiser votre voyage ?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Planifier mon voyage' })).toHaveAttribute('href', '/');

    const related = page.locator('section', { has: page.getByRole('heading', { name: 'Articles similaires' }) });
    await expect(related.locator('article')).toHaveCount(1);
    await expect(related.locator('article')).toContainText('Gastronomie romaine');
    await related.getByRole('link').click();
    await expect(page).toHaveURL('/blog/gastronomie-romaine-carbonara-cacio-e-pepe-trastevere');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Gastronomie romaine');

    await page.getByRole('link', { name: 'Retour au blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(count(page)).toHaveText('6 article(s) trouvé(s)');
  });

  test('each open adds one view', async ({ page }) => {
    const views = async () => Number((await page.locator('article header').getByText(/^\d+ vues?$/).textContent())?.match(/\d+/)?.[0]);
    await open(page, '/blog/cote-amalfitaine-en-basse-saison');
    const first = await views();
    await page.reload();
    expect(await views()).toBe(first + 1);
    // A client-side open counts too (and hydration does not count twice).
    await page.getByRole('link', { name: 'Retour au blog' }).click();
    await page.getByRole('link', { name: 'La Côte amalfitaine en basse saison' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('La Côte amalfitaine');
    expect(await views()).toBe(first + 2);
  });

  test('Share copies the link when the browser has no share sheet', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await open(page, `/blog/${ROME.slug}`);
    await page.getByRole('button', { name: 'Partager' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Lien copié dans le presse-papiers !' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    // The confirmation goes away after 2 seconds.
    await expect(page.getByText('Lien copié dans le presse-papiers !')).toHaveCount(0, { timeout: 4000 });
  });

  test('Share opens the share sheet where there is one', async ({ page }) => {
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      (window as unknown as { shareCalls: unknown[] }).shareCalls = calls;
      Object.defineProperty(navigator, 'share', {
        value: async (data: unknown) => {
          calls.push(data);
        },
        configurable: true,
      });
    });
    await open(page, `/blog/${ROME.slug}`);
    await page.getByRole('button', { name: 'Partager' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shareCalls: unknown[] }).shareCalls.length)).toBe(1);
    const [data] = await page.evaluate(() => (window as unknown as { shareCalls: { url: string; title: string }[] }).shareCalls);
    expect(data?.url).toBe(page.url());
    expect(data?.title).toBe(ROME.title);
    await expect(page.getByText('Lien copié dans le presse-papiers !')).toHaveCount(0);
  });

  test('an unpublished or missing post answers with a redirect to /blog', async ({ page, request }) => {
    for (const slug of [DRAFT, 'cet-article-nexiste-pas']) {
      const res = await request.get(`/blog/${slug}`, { maxRedirects: 0 });
      expect(res.status(), slug).toBe(302);
      expect(res.headers()['location']).toBe('/blog');
    }
    await open(page, `/blog/${DRAFT}`);
    await expect(page).toHaveURL(/\/blog$/);
    await expect(count(page)).toHaveText('6 article(s) trouvé(s)');
  });
});

test.describe('search engines and sharing', () => {
  const head = async (request: import('@playwright/test').APIRequestContext, path: string) => {
    const html = await (await request.get(path)).text();
    const meta = (attr: string, name: string) => html.match(new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`))?.[1];
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    return {
      html,
      title: html.match(/<title>([^<]*)<\/title>/)?.[1],
      canonical: html.match(/<link rel="canonical" href="([^"]*)"/)?.[1],
      description: meta('name', 'description'),
      og: (p: string) => meta('property', `og:${p}`),
      twitter: (p: string) => meta('name', `twitter:${p}`),
      types: jsonLd.map((j) => j['@type']),
      jsonLd,
    };
  };

  test('each public page has its own title, description, canonical, Open Graph, Twitter and JSON-LD in the server HTML', async ({ request, baseURL }) => {
    const home = await head(request, '/');
    const blog = await head(request, '/blog');
    const post = await head(request, `/blog/${ROME.slug}`);

    expect(new Set([home.title, blog.title, post.title]).size).toBe(3);
    expect(new Set([home.description, blog.description, post.description]).size).toBe(3);
    expect(home.canonical).toBe(`${baseURL}/`);
    expect(blog.canonical).toBe(`${baseURL}/blog`);
    expect(post.canonical).toBe(`${baseURL}/blog/${ROME.slug}`);
    for (const p of [home, blog, post]) {
      expect(p.description?.length).toBeGreaterThan(50);
      expect(p.og('title')).toBe(p.title);
      expect(p.og('url')).toBe(p.canonical);
      expect(p.og('description')).toBe(p.description);
      expect(p.twitter('card')).toBeTruthy();
      expect(p.twitter('title')).toBe(p.title);
    }
    expect(blog.html).toContain('<html lang="fr"');
    expect(post.html).toContain('<html lang="fr"');

    expect(home.types).toContain('Organization');
    expect(blog.types).toContain('Blog');
    expect(blog.jsonLd.find((j) => j['@type'] === 'Blog').blogPost).toHaveLength(6);
    expect(post.types).toContain('BlogPosting');
    const article = post.jsonLd.find((j) => j['@type'] === 'BlogPosting');
    // Its own dates, not the day the starter content was written.
    expect(article).toMatchObject({ headline: ROME.title, datePublished: '2026-06-16T08:00:00.000Z', dateModified: '2026-06-16T08:00:00.000Z', inLanguage: 'fr-FR' });
    expect(post.og('type')).toBe('article');
    expect(post.og('image')).toBe(`${baseURL}/og/blog/${ROME.slug}.png`);
    expect(post.title).toBe(ROME.metaTitle);
  });

  test('sitemap.xml lists home, blog and the published posts; robots.txt points at it', async ({ request, baseURL }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.ok()).toBe(true);
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${baseURL}/</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/blog</loc>`);
    expect(xml.match(/<loc>[^<]*\/blog\/[^<]+<\/loc>\s*<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(6);
    expect(xml).not.toContain(DRAFT);

    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
