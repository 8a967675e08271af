import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { setDark } from './helpers';

/** The home page (spec §1 theme, §2 Home). */

const CATEGORIES = ['All', 'Romantic', 'Cultural', 'Luxury', 'Family', 'Gastronomy', 'Extended'];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('server-renders every section, the figures and a complete head', async ({ page, request }) => {
  const res = await request.get('/');
  expect(res.status()).toBe(200);
  const html = await res.text();
  for (const id of ['home', 'methodology', 'packages', 'services', 'who-we-are', 'blog', 'contact']) {
    expect(html, id).toContain(`id="${id}"`);
  }
  expect(html).toContain('<title>Maison Voyage · Luxury trips to Paris, Rome and Italy</title>');
  expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/"/);
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:\d+\/og\/hero\.png"/);
  const ld = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1];
  expect(JSON.parse(ld ?? '{}')).toMatchObject({ '@type': 'Organization', name: 'Maison Voyage' });
  // The packages of both cities are in the HTML, with their From prices.
  expect(html).toContain('Palace Life in Paris');
  expect(html).toContain('Roman Holiday for Two');

  await page.goto('/', { waitUntil: 'networkidle' }); // hydrated: buttons work
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Paris, Rome and Italy');
  for (const [value, label] of [
    ['500+', 'Trips composed'],
    ['98%', 'Client satisfaction'],
    ['15+', 'Years of experience'],
    ['24/7', 'Concierge while you travel'],
  ]) {
    await expect(page.locator('#home dl').getByText(value, { exact: true })).toBeVisible();
    await expect(page.locator('#home dl').getByText(label)).toBeVisible();
  }
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  await expect(header.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
  await expect(header.getByRole('button', { name: 'Plan My Trip' })).toBeVisible();
});

test('packages: city tabs and every category filter show cards with the spec details', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' }); // hydrated: buttons work
  const section = page.locator('#packages');
  for (const city of ['Paris', 'Rome']) {
    await section.getByRole('tab', { name: city }).click();
    await expect(section.getByRole('tab', { name: city })).toHaveAttribute('aria-selected', 'true');
    const panel = section.getByRole('tabpanel', { name: city });
    for (const category of CATEGORIES) {
      await section.getByRole('button', { name: category, exact: true }).click();
      await expect(section.getByRole('button', { name: category, exact: true })).toHaveAttribute('aria-pressed', 'true');
      const cards = panel.getByRole('article');
      expect(await cards.count(), `${city} / ${category}`).toBeGreaterThan(0);
      if (category !== 'All') {
        // Every card shown carries the chosen category.
        await expect(cards.filter({ has: page.getByText(category, { exact: true }) })).toHaveCount(await cards.count());
      }
    }
    await section.getByRole('button', { name: 'All', exact: true }).click();
    const first = panel.getByRole('article').first();
    await expect(first.getByRole('img')).toHaveAttribute('loading', 'lazy');
    await expect(first.getByText(/\d+ days · \d+ nights/)).toBeVisible();
    await expect(first.getByText(/\(\d+ reviews\)/)).toBeVisible();
    await expect(first.getByRole('list', { name: 'Included' }).getByRole('listitem')).toHaveCount(3);
    await expect(first.getByText('From', { exact: true })).toBeVisible();
    const price = await first.getByText(/^€[\d,]+$/).textContent();
    const amount = Number(price!.replace(/[€,]/g, ''));
    expect(amount).toBeGreaterThanOrEqual(1250);
    expect(amount).toBeLessThanOrEqual(4260);
  }
  // Arrow keys move between the city tabs.
  await section.getByRole('tab', { name: 'Rome' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(section.getByRole('tab', { name: 'Paris' })).toBeFocused();
  await expect(section.getByRole('tab', { name: 'Paris' })).toHaveAttribute('aria-selected', 'true');
});

test('#blog shows the three latest published posts from the database', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' }); // hydrated: buttons work
  const blog = page.locator('#blog');
  const posts = blog.getByRole('article');
  await expect(posts).toHaveCount(3);
  await expect(blog.getByRole('link', { name: 'La Toscane en voiture : itinéraire et conseils' })).toBeVisible();
  await expect(blog.getByRole('link', { name: /Gastronomie romaine/ })).toBeVisible();
  await expect(blog.getByRole('link', { name: /Comment choisir son hôtel de luxe/ })).toBeVisible();
  // The draft is not shown.
  await expect(blog.getByText(/Quand partir en Italie/)).toHaveCount(0);
  await expect(blog.getByRole('link', { name: 'La Toscane en voiture : itinéraire et conseils' })).toHaveAttribute(
    'href',
    /^\/blog\/[a-z0-9-]+$/,
  );
});

test('the theme toggle switches the dark class and remembers it', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' }); // hydrated: buttons work
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('false');
  await page.reload();
  await expect(html).not.toHaveClass(/\bdark\b/);
});

test('a recovery link landing on / goes to the right reset screen, keeping the hash', async ({ page }) => {
  const hash = '#access_token=abc123&expires_in=3600&type=recovery';
  await page.goto(`/${hash}`);
  await expect(page).toHaveURL(new RegExp(`/backoffice/reset-password${hash.replace(/[.?*+^$()|[\]\\]/g, '\\$&')}$`));

  await page.addInitScript(() => localStorage.setItem('passwordResetUserType', 'client'));
  await page.goto(`/${hash}`);
  await expect(page).toHaveURL(/\/reset-password#access_token=abc123&expires_in=3600&type=recovery$/);
  expect(new URL(page.url()).pathname).toBe('/reset-password');

  // An ordinary anchor stays on the home page.
  await page.goto('/#packages');
  await expect(page).toHaveURL(/\/#packages$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu under 768 px opens, links to the sections and closes with Escape', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' }); // hydrated: buttons work
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'My Account' })).toBeHidden();
    const toggle = header.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = header.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'My Account' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Blog' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Plan My Trip' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await header.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Journeys' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/#packages$/);
  });
});

for (const dark of [false, true]) {
  test(`no serious accessibility violations (${dark ? 'dark' : 'light'}), page and questionnaire`, async ({ page }) => {
    await setDark(page, dark);
    await page.goto('/', { waitUntil: 'networkidle' }); // hydrated: buttons work
    await expect(page.locator('html')).toHaveClass(dark ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('banner').getByRole('button', { name: 'Plan My Trip' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Full name')).toBeVisible();
    await dialog.getByLabel('Full name').fill('Axe');
    await dialog.getByLabel('Full name').blur();
    await dialog.getByLabel('Email').fill('axe');
    await dialog.getByLabel('Email').blur();
    await page.waitForTimeout(300); // let the open animation settle before measuring contrast
    expect(await seriousViolations(page)).toEqual([]);
  });
}
