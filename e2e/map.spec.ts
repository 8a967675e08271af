import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * The trip map (issue 8 §5) in Chromium, with no network beyond this machine:
 * the land comes from our server's Natural Earth tiles, markers and popups work.
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
  await expect(page.locator('.mv-basemap-tile[data-state="drawn"]').first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  return outside;
}

/** Share of the drawn tiles' pixels close to each colour (hex). */
async function colourShares(page: Page, colours: Record<string, string>, scope = 'body') {
  return page.evaluate(
    ({ colours, scope }) => {
      const targets = Object.entries(colours).map(([name, hex]) => [name, [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))] as const);
      const counts: Record<string, number> = Object.fromEntries(targets.map(([n]) => [n, 0]));
      let total = 0;
      for (const canvas of document.querySelectorAll<HTMLCanvasElement>(`${scope} .mv-basemap-tile[data-state="drawn"]`)) {
        const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        for (let i = 0; i < data.length; i += 4 * 7) {
          total++;
          for (const [name, [r, g, b]] of targets) {
            if (Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!) < 12) counts[name]!++;
          }
        }
      }
      return Object.fromEntries(Object.entries(counts).map(([n, c]) => [n, total ? c / total : 0]));
    },
    { colours, scope },
  );
}

const LIGHT = { land: '#f9f6ef', water: '#d6dfdc' };
const DARK = { land: '#211f1b', water: '#151b1d' };

test('a day in Paris: land drawn offline, numbered markers in slot order, the route, popups with directions', async ({ page }) => {
  const outside = await openMap(page, 'scene=paris');
  const map = page.getByRole('region', { name: 'Trip Map' });

  // The city is all land at this zoom, drawn in the light palette.
  const light = await colourShares(page, LIGHT);
  expect(light.land).toBeGreaterThan(0.9);

  // Five places with coordinates, numbered by their slot; the sixth has none and is reported.
  await expect(map.locator('.mv-map-pin')).toHaveText(['1', '2', '3', '4', '6']);
  await expect(map.locator('path.mv-route-line')).toHaveCount(1);
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

  // Switching the theme repaints the land in the dark palette.
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await expect.poll(async () => (await colourShares(page, DARK)).land).toBeGreaterThan(0.9);

  expect(outside).toEqual([]);
});

test('Italy in the dark theme: sea and land, borders and names, all from our server', async ({ page }) => {
  const tiles: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/map/tiles/')) tiles.push(r.url());
  });
  const outside = await openMap(page, 'scene=italy&theme=dark');
  const shares = await colourShares(page, DARK);
  expect(shares.land).toBeGreaterThan(0.15);
  expect(shares.water).toBeGreaterThan(0.15);
  expect(tiles.length).toBeGreaterThan(0);
  await expect(page.locator('.mv-map-label--country', { hasText: 'Italy' })).toBeVisible();
  await expect(page.locator('.mv-map-label--city', { hasText: 'Genoa' })).toBeVisible();
  // A name that would sit under a marker gives way to it (marker 3 is in Florence).
  await expect(page.locator('.mv-map-label--city', { hasText: 'Florence' })).toHaveCount(0);
  await expect(page.locator('.mv-map-pin')).toHaveText(['1', '2', '3', '4', '5']);
  await expect(page.getByText(/without coordinates/)).toHaveCount(0);
  expect(outside).toEqual([]);
});

test('hide, show, full screen and the full itinerary', async ({ page }) => {
  await openMap(page, 'scene=rome&all=1');
  await expect(page.locator('.mv-map-pin')).toHaveCount(5);

  await page.getByRole('button', { name: 'Hide map' }).click();
  await expect(page.getByText('Map hidden')).toBeVisible();
  await expect(page.locator('.mv-map')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Show map' })).toBeFocused();
  await page.getByRole('button', { name: 'Show map' }).click();
  await expect(page.getByRole('button', { name: 'Hide map' })).toBeFocused();

  // The whole trip: Paris and Rome, numbered in order. At this zoom each city's stops would
  // cover each other: they stand together, and open onto their stops.
  const toggle = page.getByRole('button', { name: 'Show full itinerary' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.mv-map-pin')).toHaveText(['1+4', '7–11']);
  await page.getByRole('button', { name: /^Stops 7–11: Colosseo, Foro Romano, Pantheon, Piazza Navona, Fontana di Trevi/ }).click();
  await expect(page.locator('.mv-map-pin--group')).toHaveCount(0);
  for (const n of ['7', '8', '9', '10', '11']) await expect(page.locator('.mv-map-pin', { hasText: new RegExp(`^${n}$`) })).toBeInViewport();
  await toggle.click();
  await expect(page.locator('.mv-map-pin')).toHaveCount(5);

  await page.getByRole('button', { name: 'Full screen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Trip Map' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.mv-map-pin')).toHaveCount(5);
  await expect(dialog.locator('.mv-basemap-tile[data-state="drawn"]').first()).toBeAttached();
  const box = await dialog.locator('.mv-map').boundingBox();
  expect(box!.width).toBeGreaterThan(1000);
  await dialog.getByRole('button', { name: '3. Pantheon' }).click();
  await expect(dialog.locator('.mv-map-popup').getByText('Pantheon', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape'); // closes the popup first
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
  await expect(page.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  expect(tileRequests.length).toBeGreaterThan(0);
  expect(tileRequests.every((p) => /^\/__stand-in-tiles\/1[3-6]\/\d+\/\d+\.svg$/.test(p))).toBe(true);
  await expect(page.locator('.mv-basemap-tile')).toHaveCount(0);
  await expect(page.locator('.leaflet-control-attribution')).toHaveText('© Stand-in <b>tiles</b>');
  await expect(page.locator('.mv-map-pin')).toHaveCount(5);
  expect(outside).toEqual([]);
});
