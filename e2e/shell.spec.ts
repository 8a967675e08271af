import { expect, test } from '@playwright/test';

/** The app shell: theme persistence without a flash (spec §1), the 404 page, the guards (spec §6). */

test('the theme choice is saved, and applied by the page before the app starts', async ({ page }) => {
  await page.goto('/login');
  const html = page.locator('html');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(html).not.toHaveClass(/\bdark\b/);

  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');

  // No flash: with every script of the app blocked, the boot script in the HTML alone sets the class.
  await page.route('**/assets/**/*.js', (route) => route.abort());
  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toHaveCount(0);
  await page.unrouteAll();

  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('false');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
  await expect(html).not.toHaveClass(/\bdark\b/);
});

test('the server HTML carries the theme boot script ahead of the app', async ({ request }) => {
  const html = await (await request.get('/backoffice/login')).text();
  const boot = html.indexOf("localStorage.getItem('darkMode')");
  expect(boot).toBeGreaterThan(-1);
  expect(boot).toBeLessThan(html.indexOf('<script type="module"'));
});

test('an unknown address answers 404 with the not-found page', async ({ page }) => {
  const res = await page.goto('/no-such-page-anywhere');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This page has wandered off' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('signed out, the guarded areas send to their sign-in page', async ({ page }) => {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  // A deeper address is kept for after sign-in (issue 21).
  await page.goto('/billing?tripId=1');
  await expect(page).toHaveURL(/\/login\?next=%2Fbilling%3FtripId%3D1$/);

  await page.goto('/backoffice');
  await expect(page).toHaveURL(/\/backoffice\/login$/);
  await expect(page.getByRole('heading', { name: 'Team sign-in' })).toBeVisible();

  await page.goto('/backoffice/client-database');
  await expect(page).toHaveURL(/\/backoffice\/login$/);
});
