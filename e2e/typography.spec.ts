import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 13 §1: French accents in the serif display face. A heading full of
 * accented letters, set with the site's own stylesheet and web font, must look
 * like the approved reference (e2e/typography.spec.ts-snapshots/): every accent
 * over its letter, drawn by the display face (not a fallback font), from
 * composed text. The screenshot fails if the face, its subsets or features,
 * or the text's normalisation change how accents are drawn.
 */

const SPECIMEN =
  'Prêt à organiser votre séjour ? L’itinéraire des Châteaux, l’hôtel sur la Côte, où aller en été, ' +
  'Noël à Orsay, Œuvres, Élysée, À bientôt, çà et là, naïf, aïeul, Ève, Ô, Îles, Ça, Été';

async function specimen(page: Page, text: string, id: string) {
  await page.evaluate(
    ([t, i]) => {
      const h = document.createElement('h2');
      h.id = i;
      h.lang = 'fr';
      h.textContent = t;
      h.style.cssText =
        'font-family:var(--font-display);font-weight:500;font-size:44px;line-height:1.3;letter-spacing:-0.01em;' +
        'width:960px;margin:0;padding:12px 16px;background:#fffdf8;color:#1c1b19;position:relative;z-index:100';
      document.body.prepend(h);
      return document.fonts.ready;
    },
    [text, id] as const,
  );
  return page.locator(`#${id}`);
}

test.describe('French headings in the display face', () => {
  test.use({ viewport: { width: 1000, height: 800 }, deviceScaleFactor: 1 });

  test('a heading full of accents matches the approved rendering', async ({ page }) => {
    await page.goto('/blog/rome-en-trois-jours', { waitUntil: 'networkidle' });
    const heading = await specimen(page, SPECIMEN, 'specimen');
    // The web font's latin subset draws all of it: no other subset (or fallback face) was needed.
    const face = await page.evaluate(() => ({
      family: getComputedStyle(document.getElementById('specimen')!).fontFamily.split(',')[0],
      loaded: [...document.fonts]
        .filter((f) => f.family.replace(/"/g, '') === 'EB Garamond Variable' && f.status === 'loaded')
        .map((f) => f.unicodeRange.split(',')[0]),
    }));
    expect(face).toEqual({ family: '"EB Garamond Variable"', loaded: ['U+0-FF'] });
    await expect(heading).toHaveScreenshot('french-accents.png', { maxDiffPixelRatio: 0.01 });
  });

  test('decomposed text (a letter plus a combining accent) renders exactly like composed text', async ({ page }) => {
    await page.goto('/blog', { waitUntil: 'networkidle' });
    const composed = await specimen(page, SPECIMEN.normalize('NFC'), 'nfc');
    const nfc = await composed.screenshot();
    await composed.evaluate((el) => el.remove());
    const decomposed = await specimen(page, SPECIMEN.normalize('NFD'), 'nfd');
    expect(await decomposed.screenshot()).toEqual(nfc);
  });

  test("the post title and the call to action read with their accents and a typographic apostrophe", async ({ page }) => {
    await page.goto('/blog/rome-en-trois-jours', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rome en trois jours\u00a0: l’itinéraire essentiel');
    const cta = page.getByRole('heading', { name: 'Prêt à organiser votre voyage ?' });
    await expect(cta).toBeVisible();
    await expect(cta).toHaveText('Prêt à organiser votre voyage\u00a0?');
    await page.evaluate(() => document.fonts.ready);
    await expect(page.getByRole('heading', { level: 1 })).toHaveScreenshot('post-title.png', { maxDiffPixelRatio: 0.01 });
  });
});
