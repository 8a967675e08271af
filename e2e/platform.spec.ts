import { expect, test } from '@playwright/test';

/** Operations of issue 2 §9 as the production server answers them. */

test('pages carry a CSP that allows no inline script but the theme boot script', async ({ request }) => {
  const res = await request.get('/');
  const csp = res.headers()['content-security-policy'] ?? '';
  const scriptSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src')) ?? '';
  expect(scriptSrc).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/=]+'$/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  // Every executable inline script in the HTML is the hashed boot script.
  const html = await res.text();
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
  const executable = inline.filter((attrs) => !/type="application\/(ld\+)?json"/.test(attrs!));
  expect(executable).toHaveLength(1);
});

test('the browser runs the pages without CSP violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  for (const path of ['/', '/blog', '/login', '/backoffice/login']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});

test('HTML is compressed and hashed assets are cached for a year', async ({ request }) => {
  const res = await request.get('/', { headers: { 'accept-encoding': 'gzip' } });
  expect(res.headers()['content-encoding']).toBe('gzip');
  const html = await res.text();
  const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const a = await request.get(asset!, { headers: { 'accept-encoding': 'gzip' } });
  expect(a.status()).toBe(200);
  expect(a.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('health, the OpenAPI document and its browser', async ({ request, page }) => {
  expect(await (await request.get('/api/health')).json()).toEqual({ status: 'ok', database: 'pglite' });
  const doc = await (await request.get('/api/openapi.json')).json();
  expect(doc.paths['/api/trips'].get['x-policy']).toBe('staff');
  await page.goto('/api/docs');
  await expect(page.getByText('Maison Voyage API').first()).toBeVisible();
});
