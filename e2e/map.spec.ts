import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * The trip map (issue 8 §5, issues 19 and 21, ADR 027) in Chromium, with no network beyond this
 * machine: the land, the rivers and the names come from our server; markers and names never cover
 * each other, nor do the controls cover a marker; popups work.
 * The map has no screen of its own yet, so this spec builds a page holding only
 * the map (e2e/map-harness) with the production bundler and serves it under
 * /__map-harness/ on the app's origin; the page's API calls reach the real server.
 */
const HARNESS = '/__map-harness/';
let outDir: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  outDir = mkdtempSync(path.join(os.tmpdir(), 'mv-map-harness-'));
  await build({
    configFile: false,
    root: process.cwd(), // Tailwind finds the classes of src/web from the project's root
    base: HARNESS,
    plugins: [react(), tailwindcss()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, rolldownOptions: { input: path.resolve('e2e/map-harness/index.html') } },
  });
});
test.afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

/** Opens the harness; any request leaving localhost is refused and recorded. */
async function openMap(page: Page, query: string) {
  const outside: string[] = [];
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.hostname !== 'localhost' && url.hostname !== '127.0.0.1') {
      outside.push(url.href);
      return route.abort();
    }
    if (url.pathname.startsWith(HARNESS)) {
      const file = url.pathname.slice(HARNESS.length);
      return route.fulfill({ path: path.join(outDir, file) });
    }
    return route.continue();
  });
  await page.goto(`${HARNESS}e2e/map-harness/index.html?${query}`);
  await expect(page.locator('.mv-map-land').first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  return outside;
}

type Rect = { x: number; y: number; width: number; height: number };
const overlap = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
async function boxes(page: Page, selector: string): Promise<Rect[]> {
  return page.locator(selector).evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as Rect));
}

/** No two markers overlap, no name covers another or a marker, and the controls cover none. */
async function expectLegible(page: Page, scope = 'body') {
  const markers = await boxes(page, `${scope} .mv-map-pin__shape`);
  const names = await boxes(page, `${scope} .mv-map-label text`);
  const controls = await boxes(page, `${scope} .mv-trip-map button, [role="dialog"] header button`);
  // Markers are round: two overlap when their centres are closer than their radii together.
  const centre = (r: Rect) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2, r: r.width / 2 });
  for (let i = 0; i < markers.length; i++) {
    for (let j = i + 1; j < markers.length; j++) {
      const a = centre(markers[i]!);
      const b = centre(markers[j]!);
      expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(a.r + b.r);
    }
  }
  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) expect(overlap(names[i]!, names[j]!)).toBe(false);
    for (const m of markers) expect(overlap(names[i]!, m)).toBe(false);
  }
  for (const c of controls) for (const m of markers) expect(overlap(c, m)).toBe(false);
}

test('a day in Paris: drawn offline with the Seine and landmarks, each stop named beside its number, popups with directions', async ({ page }, info) => {
  const outside = await openMap(page, 'scene=paris');
  const map = page.getByRole('region', { name: 'Trip Map' });

  // Five places with coordinates, numbered by their slot; the sixth has none and is reported.
  await expect(map.locator('.mv-map-pin--stop')).toHaveText(['1', '2', '3', '4', '6']);
  for (const name of ['Musée du Louvre', 'Jardin des Tuileries', 'Sainte-Chapelle', 'Musée d’Orsay']) {
    await expect(map.locator('.mv-map-label--stop', { hasText: name })).toHaveCount(1);
  }
  await expect(map.locator('.mv-map-river')).toHaveCount(1);
  await expect(map.locator('.mv-map-label--river', { hasText: 'Seine' })).toHaveCount(1);
  expect(await map.locator('.mv-map-label--landmark').count()).toBeGreaterThan(2);
  await expect(map.locator('path.mv-route-line')).toHaveCount(1);
  await expectLegible(page);
  await page.getByText('1 place without coordinates').click();
  await expect(page.getByText('5. A private atelier visit')).toBeVisible();
  await expect(page.getByText('— Coordinates not available')).toBeVisible();

  // A marker's popup: name, address and directions out to Google Maps.
  await map.getByRole('button', { name: '1. Musée du Louvre' }).click();
  const popup = page.locator('.mv-map-popup');
  await expect(popup.getByText('Musée du Louvre', { exact: true })).toBeVisible();
  await expect(popup.getByText('Rue de Rivoli, 75001 Paris')).toBeVisible();
  const directions = popup.getByRole('link', { name: /Directions/ });
  await expect(directions).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=48.8606,2.3376');
  await expect(directions).toHaveAttribute('target', '_blank');

  // From the keyboard: Enter on a marker opens its popup.
  await map.getByRole('button', { name: '2. Jardin des Tuileries' }).focus();
  await page.keyboard.press('Enter');
  await expect(popup.getByText('Jardin des Tuileries', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);

  // Switching the theme recolours the land through CSS, with no new request.
  const light = await map.locator('.mv-map-land').first().evaluate((e) => getComputedStyle(e).fill);
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await expect.poll(() => map.locator('.mv-map-land').first().evaluate((e) => getComputedStyle(e).fill)).not.toBe(light);
  await page.evaluate(() => document.documentElement.classList.remove('dark'));

  // Looked at, light and dark, at 1280 and 390 pixels.
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await expect(map.locator('.mv-map-label--stop').first()).toBeVisible();
    await page.waitForTimeout(150);
    await expectLegible(page);
    for (const theme of ['light', 'dark']) {
      await page.evaluate((t) => document.documentElement.classList.toggle('dark', t === 'dark'), theme);
      await page.locator('main').screenshot({ path: info.outputPath(`paris-${width}-${theme}.png`) });
    }
    await page.evaluate(() => document.documentElement.classList.remove('dark'));
  }
  expect(outside).toEqual([]);
});

test('Rome, stops a few steps apart: markers moved apart, never over each other, and named', async ({ page }, info) => {
  const outside = await openMap(page, 'scene=rome-close');
  await expect(page.locator('.mv-map-pin--stop')).toHaveCount(6);
  await expect(page.locator('.mv-map-label--river', { hasText: /Tiber|Tevere/ })).toHaveCount(1);
  await expectLegible(page);
  // Zoomed out, the stops would cover each other: each keeps its own marker, moved apart, a hairline to its place.
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect(page.locator('.mv-map-leader').first()).toBeAttached();
  await expect(page.locator('.mv-map-pin--stop')).toHaveCount(6);
  await expectLegible(page);
  await page.locator('main').screenshot({ path: info.outputPath('rome-zoomed-out.png') });
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.waitForTimeout(150);
    await expectLegible(page);
    await page.locator('main').screenshot({ path: info.outputPath(`rome-${width}.png`) });
  }
  expect(outside).toEqual([]);
});

test('Italy in the dark theme: sea and land, names, all from our server', async ({ page }) => {
  const tiles: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/map/tiles/')) tiles.push(r.url());
  });
  const outside = await openMap(page, 'scene=italy&theme=dark');
  expect(tiles.length).toBeGreaterThan(0);
  await expect(page.locator('.mv-map-label--country', { hasText: 'ITALY' })).toHaveCount(1);
  await expect(page.locator('.mv-map-pin--stop')).toHaveText(['1', '2', '3', '4', '5']);
  await expect(page.getByText(/without coordinates/)).toHaveCount(0);
  await expectLegible(page);
  expect(outside).toEqual([]);
});

test('hide, show, zoom, full screen and the full itinerary', async ({ page }) => {
  await openMap(page, 'scene=rome&all=1');
  await expect(page.locator('.mv-map-pin--stop')).toHaveCount(5);

  await page.getByRole('button', { name: 'Hide map' }).click();
  await expect(page.getByText('Map hidden')).toBeVisible();
  await expect(page.locator('.mv-map')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Show map' })).toBeFocused();
  await page.getByRole('button', { name: 'Show map' }).click();
  await expect(page.getByRole('button', { name: 'Hide map' })).toBeFocused();

  const zoom = () => page.locator('.mv-map-svg').getAttribute('data-zoom').then(Number);
  const before = await zoom();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  expect(await zoom()).toBeCloseTo(before + 1, 1);

  // The whole trip: Paris and Rome, every stop its own marker, none over another.
  const toggle = page.getByRole('button', { name: 'Show full itinerary' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.mv-map-pin--stop')).toHaveCount(10);
  await expectLegible(page);
  await toggle.click();
  await expect(page.locator('.mv-map-pin--stop')).toHaveCount(5);

  await page.getByRole('button', { name: 'Full screen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Trip Map' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.mv-map-pin--stop')).toHaveCount(5);
  const box = await dialog.locator('.mv-map').boundingBox();
  expect(box!.width).toBeGreaterThan(1000);
  await dialog.getByRole('button', { name: '3. Pantheon' }).click();
  await expect(dialog.locator('.mv-map-popup').getByText('Pantheon', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape'); // closes the popup first
  await expect(dialog.locator('.mv-map-popup')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('the map has no accessibility violations, light and dark, popup open', async ({ page }) => {
  for (const theme of ['light', 'dark']) {
    await openMap(page, `scene=paris&theme=${theme}&all=1`);
    await page.getByRole('button', { name: '1. Musée du Louvre' }).click();
    await expect(page.locator('.mv-map-popup')).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include('.mv-trip-map').analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  }
});

test('with a tile server configured, the map loads its tiles and shows its credit as text', async ({ page }) => {
  const tileRequests: string[] = [];
  await page.route('**/api/map/config', (route) =>
    route.fulfill({
      json: {
        basemap: { kind: 'remote', tileUrl: '/__stand-in-tiles/{z}/{x}/{y}.svg', attribution: '© Stand-in <b>tiles</b>', maxZoom: 18 },
      },
    }),
  );
  await page.route('**/__stand-in-tiles/**', (route) => {
    tileRequests.push(new URL(route.request().url()).pathname);
    return route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#cfe3c8"/></svg>',
    });
  });
  const outside: string[] = [];
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.hostname !== 'localhost') {
      outside.push(url.href);
      return route.abort();
    }
    if (url.pathname.startsWith(HARNESS)) return route.fulfill({ path: path.join(outDir, url.pathname.slice(HARNESS.length)) });
    return route.fallback();
  });
  await page.goto(`${HARNESS}e2e/map-harness/index.html?scene=rome`);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('image.mv-remote-tile').first()).toBeAttached();
  await expect.poll(() => tileRequests.length).toBeGreaterThan(0);
  expect(tileRequests.every((p) => /^\/__stand-in-tiles\/1[3-6]\/\d+\/\d+\.svg$/.test(p))).toBe(true);
  await expect(page.locator('.mv-map-land')).toHaveCount(0);
  await expect(page.locator('.mv-map-credit')).toHaveText('© Stand-in <b>tiles</b>');
  // The same markers and names over the real tiles.
  await expect(page.locator('.mv-map-pin--stop')).toHaveCount(5);
  await expect(page.locator('.mv-map-label--stop', { hasText: 'Pantheon' })).toHaveCount(1);
  expect(outside).toEqual([]);
});
