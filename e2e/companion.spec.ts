import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { OWNER, apiSignIn, seedClientWithParisTrip, setDark } from './helpers';

/**
 * A link for companions (issue 21, ADR 031): the client makes a read-only link to their trip, a
 * companion opens it signed out and reads the days and places (nothing about money), and once the
 * client revokes it the page says calmly that the link is no longer valid.
 */

const SHOTS = '/tmp/shots-companion';
mkdirSync(SHOTS, { recursive: true });

/** A client with a visible copy of the Paris template (chosen places, a budget), signed up with a password. */
async function seedClient(request: APIRequestContext) {
  const name = 'Claire Companion';
  const seeded = await seedClientWithParisTrip(request, { name, emailPrefix: 'companion', password: 'claire-pass-1', trip: () => ({ budgetEur: 9500 }) });
  return { ...seeded, name };
}

/** axe's serious and critical findings, and the page-structure rules, on the page as it is now. */
async function blockingViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  const structure = ['landmark-one-main', 'landmark-no-duplicate-banner', 'heading-order', 'page-has-heading-one'];
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || structure.includes(v.id))
    .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}

/** A fresh browser context: no cookies, no session, as a companion's phone. */
async function companionPage(browser: Browser, opts: { dark?: boolean; width?: number } = {}) {
  const context = await browser.newContext({ viewport: { width: opts.width ?? 1280, height: (opts.width ?? 1280) > 500 ? 860 : 844 } });
  const page = await context.newPage();
  if (opts.dark !== undefined) await setDark(page, opts.dark);
  return { context, page };
}

test('the client shares the trip with a companion, who reads days and places and no prices; revoked, the link says so', async ({ page, request, browser }) => {
  const s = await seedClient(request);
  await apiSignIn(page, s.email, s.password, 'client');
  await page.goto(`/account?tripId=${s.tripId}`);
  const card = page.getByTestId('share-links-card');
  await expect(card.getByRole('heading', { name: 'Share with a companion' })).toBeVisible();
  await expect(card.getByTestId('share-links-empty')).toBeVisible();
  await card.getByLabel('For whom (optional)').fill('Marco');
  await card.getByRole('button', { name: 'Create a link' }).click();
  const url = await card.getByLabel('Companion link', { exact: true }).inputValue();
  expect(url).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);
  await expect(card.getByTestId('share-link')).toHaveCount(1);
  await expect(card.getByTestId('share-link')).toContainText('Marco');
  await expect(card.getByTestId('share-link')).toContainText('valid until');

  // The companion, signed out.
  const companion = await companionPage(browser);
  await companion.page.goto(url);
  await expect(companion.page.getByRole('heading', { level: 1, name: /Paris/ })).toBeVisible();
  await expect(companion.page.getByTestId('shared-day').first()).toBeVisible();
  await expect(companion.page.getByRole('heading', { name: 'Louvre Museum' }).first()).toBeVisible();
  await expect(companion.page.getByText(/Timed entry reserved/).first()).toBeVisible(); // the place's advice
  await expect(companion.page.getByTestId('plan-own-trip').first()).toHaveAttribute('href', '/?plan=1');
  const text = await companion.page.locator('body').innerText();
  expect(text).not.toContain('€');
  expect(text).not.toContain(s.name);
  expect(text).not.toContain(s.email);
  expect(text).not.toMatch(/budget|billing/i);
  // The calendar through the same token.
  const ics = await companion.page.request.get(`${url.replace(/^https?:\/\/[^/]+/, '').replace('/shared/', '/api/shared/')}/calendar.ics`);
  expect(ics.status()).toBe(200);
  expect(await ics.text()).toContain('BEGIN:VEVENT');
  // The day map, drawn by the shared renderer.
  await companion.page.getByRole('button', { name: 'Map of the day' }).first().click();
  await expect(companion.page.getByRole('toolbar', { name: 'Day 1 map controls' })).toBeVisible();
  await expect(companion.page.getByRole('region').filter({ has: companion.page.locator('svg') }).first()).toBeVisible();

  // The client revokes it.
  await card.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(card.getByTestId('share-links-empty')).toBeVisible();

  await companion.page.reload();
  await expect(companion.page.getByTestId('shared-invalid')).toBeVisible();
  await expect(companion.page.getByRole('heading', { name: 'This link is no longer valid' })).toBeVisible();
  await companion.context.close();
});

test("staff's client view lists the links and makes or revokes none; organizer mode manages them", async ({ page, request }) => {
  const s = await seedClient(request);
  await apiSignIn(page, s.email, s.password, 'client');
  const made = await page.request.post(`/api/trips/${s.tripId}/share-links`, { data: { label: 'Sister' } });
  expect(made.ok(), await made.text()).toBeTruthy();
  await page.request.post('/api/auth/sign-out');
  await apiSignIn(page, OWNER.email, OWNER.password, 'backoffice');
  await page.goto(`/backoffice/client-view?clientId=${s.clientKey}&tripId=${s.tripId}`);
  const card = page.getByTestId('share-links-card');
  await expect(card.getByTestId('share-link')).toContainText('Sister');
  await expect(card.getByRole('button', { name: 'Create a link' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Revoke' })).toHaveCount(0);
  await page.goto(`/backoffice/organizer-mode?clientId=${s.clientKey}&tripId=${s.tripId}`);
  await expect(page.getByTestId('share-links-card').getByRole('button', { name: 'Create a link' })).toBeVisible();
  await expect(page.getByTestId('share-links-card').getByRole('button', { name: 'Revoke' })).toBeVisible();
});

test('an unknown link is a calm page, not an error', async ({ page }) => {
  await page.goto(`/shared/${'A'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: 'This link is no longer valid' })).toBeVisible();
  await page.goto('/shared/not-a-token');
  await expect(page.getByRole('heading', { name: 'This link is no longer valid' })).toBeVisible();
  // 'Plan your own trip' opens the agency's questionnaire on the home page.
  await page.getByTestId('plan-own-trip').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
});

test('the companion page at 1280 and 390 px, light and dark', async ({ page, request, browser }) => {
  const s = await seedClient(request);
  await apiSignIn(page, s.email, s.password, 'client');
  const made = await page.request.post(`/api/trips/${s.tripId}/share-links`, { data: { label: 'Screens' } });
  expect(made.ok(), await made.text()).toBeTruthy();
  const url = ((await made.json()) as { url: string }).url;
  for (const dark of [false, true]) {
    for (const width of [1280, 390]) {
      const companion = await companionPage(browser, { dark, width });
      await companion.page.goto(url);
      await expect(companion.page.getByTestId('shared-day').first()).toBeVisible();
      const overflow = await companion.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow at ${width}`).toBeLessThanOrEqual(0);
      const tag = `${width}-${dark ? 'dark' : 'light'}`;
      if (width === 1280) expect(await blockingViolations(companion.page), tag).toEqual([]);
      await companion.page.screenshot({ path: `${SHOTS}/companion-${tag}.png` });
      await companion.page.getByRole('button', { name: 'Map of the day' }).first().click();
      await companion.page.waitForTimeout(1200);
      await companion.page.getByTestId('shared-day').first().screenshot({ path: `${SHOTS}/companion-day-${tag}.png` });
      await companion.context.close();
    }
  }
  await page.goto(`/account?tripId=${s.tripId}`);
  await page.getByTestId('share-links-card').scrollIntoViewIfNeeded();
  await page.getByTestId('share-links-card').screenshot({ path: `${SHOTS}/share-card-1280.png` });
  await setDark(page, true);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/account?tripId=${s.tripId}`);
  await page.getByTestId('share-links-card').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.getByTestId('share-links-card').screenshot({ path: `${SHOTS}/share-card-390-dark.png` });
});
