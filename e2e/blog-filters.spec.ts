import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 13 §10: the blog's search and category live in the address
 * (/blog?q=...&category=...). The server renders the filtered list, so a
 * filtered list can be shared and survives a reload; typing replaces the
 * history entry, choosing a category adds one, back and forward restore them.
 * The canonical address stays /blog.
 */

const cards = (page: Page) => page.locator('main article');
const count = (page: Page) => page.getByText(/^\d+ article\(s\) trouvé\(s\)$/);
const group = (page: Page) => page.getByRole('group', { name: 'Catégories' });
const search = (page: Page) => page.getByPlaceholder('Rechercher un article...');
const pressed = (page: Page, name: string) => group(page).getByRole('button', { name, exact: true });

test('the server renders the list the address asks for, with /blog as canonical', async ({ request }) => {
  const res = await request.get('/blog?q=carbonara&category=Rome');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('1 article(s) trouvé(s)');
  expect(html.match(/<article\b/g)).toHaveLength(1);
  expect(html).toContain('Gastronomie romaine');
  expect(html).toMatch(/<input[^>]*type="search"[^>]*value="carbonara"/);
  expect(html).toMatch(/aria-pressed="true"[^>]*>Rome</);
  expect(html).toContain('<link rel="canonical" href="http://localhost:');
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/blog" \/>/);

  // Anything else in the address still gives a page: an unknown category shows every post.
  const odd = await request.get(`/blog?category=Londres&q=${'x'.repeat(3000)}`);
  expect(odd.status()).toBe(200);
  expect(await odd.text()).toContain('0 article(s) trouvé(s)');
  const unknown = await (await request.get('/blog?category=Londres')).text();
  expect(unknown).toContain('6 article(s) trouvé(s)');
  expect(unknown).toMatch(/aria-pressed="true"[^>]*>Tous</);
});

test('typing and choosing a category update the address; reload, back and forward keep the filters', async ({ page }) => {
  await page.goto('/blog', { waitUntil: 'networkidle' });
  const entries = await page.evaluate(() => history.length);

  await search(page).pressSequentially('rome', { delay: 40 });
  await expect(page).toHaveURL(/\/blog\?q=rome$/);
  expect(await page.evaluate(() => history.length), 'typing replaces the entry').toBe(entries);
  await expect(count(page)).toHaveText('2 article(s) trouvé(s)');

  await pressed(page, 'Italie').click();
  await expect(page).toHaveURL(/\/blog\?q=rome&category=Italie$/);
  await expect(count(page)).toHaveText('0 article(s) trouvé(s)');
  await search(page).fill('côte');
  await expect(page).toHaveURL(/\/blog\?q=c%C3%B4te&category=Italie$/);
  await expect(cards(page)).toHaveCount(1);

  // A reload (or the shared link) shows the same filtered list, straight from the server.
  await page.reload({ waitUntil: 'networkidle' });
  await expect(search(page)).toHaveValue('côte');
  await expect(pressed(page, 'Italie')).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('La Côte amalfitaine en basse saison');

  // Back: the entry before the category was chosen; forward: the category again.
  await page.goBack();
  await expect(page).toHaveURL(/\/blog\?q=rome$/);
  await expect(search(page)).toHaveValue('rome');
  await expect(pressed(page, 'Tous')).toHaveAttribute('aria-pressed', 'true');
  await expect(count(page)).toHaveText('2 article(s) trouvé(s)');
  await page.goForward();
  await expect(page).toHaveURL(/category=Italie$/);
  await expect(search(page)).toHaveValue('côte');
  await expect(pressed(page, 'Italie')).toHaveAttribute('aria-pressed', 'true');

  // 'Voir tous les articles' clears both, as a new entry.
  await search(page).fill('zzz introuvable');
  await page.getByRole('button', { name: 'Voir tous les articles' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(count(page)).toHaveText('6 article(s) trouvé(s)');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog$/);
});
