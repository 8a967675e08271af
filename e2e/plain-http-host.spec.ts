import { expect, test } from '@playwright/test';

/**
 * Issue 12 §3: the site over plain http on a host name other than localhost (http://agency.test
 * mapped to 127.0.0.1 inside Chromium). With upgrade-insecure-requests in the CSP the browser
 * fetched our own /assets over https and got no scripts or styles.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://agency.test:${port}`;

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--host-resolver-rules=MAP agency.test 127.0.0.1'],
  },
});

test('scripts and styles load over plain http on a host name other than localhost', async ({ page }) => {
  const failed: string[] = [];
  const loaded: string[] = [];
  page.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText ?? ''}`));
  page.on('response', (r) => {
    const type = r.request().resourceType();
    if ((type === 'script' || type === 'stylesheet') && r.ok()) loaded.push(r.url());
  });
  await page.goto(`${origin}/`);
  await page.waitForLoadState('networkidle');
  expect(failed).toEqual([]);
  expect(loaded.some((u) => u.startsWith(`${origin}/assets/`) && u.endsWith('.js'))).toBe(true);
  expect(loaded.some((u) => u.startsWith(`${origin}/assets/`) && u.endsWith('.css'))).toBe(true);
  // The styles apply (the body's face is the self-hosted one, not the browser's default)...
  const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(font).not.toMatch(/^"?Times/);
  // ...and the scripts run: the sign-in page is rendered by the app in the browser.
  await page.goto(`${origin}/backoffice/login`);
  await expect(page.getByLabel(/email/i).first()).toBeVisible();
});
