import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { setDark } from './helpers';

/**
 * Issue 3 §5: axe-core finds no serious or critical violation on the home
 * page, the blog and a post, in light and in dark mode (WCAG 2.x A and AA).
 */
const PAGES = ['/', '/blog', '/blog/rome-en-trois-jours'];

for (const dark of [false, true]) {
  for (const path of PAGES) {
    test(`${path} has no serious or critical accessibility violation (${dark ? 'dark' : 'light'})`, async ({ page }) => {
      await setDark(page, dark);
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator('html')).toHaveClass(dark ? /\bdark\b/ : /^(?!.*\bdark\b).*$/);
      // Lazy images and sections in view, as a reader would see them.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 30));
        }
        window.scrollTo(0, 0);
      });
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      const blocking = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
      expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
    });
  }
}
