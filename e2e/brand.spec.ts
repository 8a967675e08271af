import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, OWNER } from './helpers';

/**
 * Issue 13 §11: one logo everywhere. Every header (public pages, sign-in
 * screens, client area, backoffice) shows the same arch mark, the favicon is
 * that mark, and the old 'MV' monogram is gone.
 */

async function markOf(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  const mark = page.locator('header [data-logo-mark]').first();
  await expect(mark, `${path}: the header shows the mark`).toBeVisible();
  await expect(page.locator('img[src*="logo-mark"]'), `${path}: no other logo image`).toHaveCount(0);
  await expect(page.getByText('MV', { exact: true }), `${path}: no MV monogram`).toHaveCount(0);
  return mark.evaluate((el) => el.innerHTML);
}

test('the same mark on the public pages, the sign-in screens, the client area and the backoffice', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const home = await markOf(page, '/');
  for (const path of ['/blog', '/blog/rome-en-trois-jours', '/login', '/backoffice/login']) {
    expect(await markOf(page, path), path).toBe(home);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  // From 1024 px the sign-in screens show the mark on their ink panel.
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.locator('aside [data-logo-mark]')).toBeVisible();
  expect(await page.locator('aside [data-logo-mark]').evaluate((el) => el.innerHTML)).toBe(home);

  await apiSignIn(page, OWNER.email, OWNER.password, 'backoffice');
  expect(await markOf(page, '/backoffice'), 'backoffice').toBe(home);
  expect(await markOf(page, '/account'), 'client area').toBe(home);

  // The favicon is the same arch.
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  const svg = await (await page.request.get(icon!)).text();
  for (const d of [...home.matchAll(/\bd="([^"]+)"/g)].map((m) => m[1])) expect(svg).toContain(`d="${d}"`);
});
