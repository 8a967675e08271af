import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { MAIL_DIR, OWNER, apiSignIn, uniqueEmail, waitForLink } from './helpers';
import { htmlForBrowser, parseMail, type ParsedMail } from '../test/helpers/mime';

/**
 * The e-mails as a mail client shows them (issue 13): each .eml's HTML rendered in Chromium at
 * 600 px (desktop clients) and 390 px (phones), light and dark. Nothing is wider than the
 * screen, the logo shows, dark mode switches the page to the dark palette, and the screenshots
 * are attached to the report for a person to look at.
 */

function mailTo(email: string): ParsedMail {
  const file = readdirSync(MAIL_DIR)
    .sort()
    .filter((f) => readFileSync(path.join(MAIL_DIR, f), 'utf8').match(new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'mi')))
    .at(-1);
  expect(file, `a mail to ${email}`).toBeTruthy();
  return parseMail(readFileSync(path.join(MAIL_DIR, file!), 'utf8'));
}

async function check(page: Page, name: string, mail: ParsedMail) {
  for (const width of [600, 390]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme });
      await page.setContent(htmlForBrowser(mail));
      const state = await page.evaluate(() => ({
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        logo: (document.querySelector('img') as HTMLImageElement | null)?.naturalWidth ?? 0,
        background: getComputedStyle(document.body).backgroundColor,
        heading: getComputedStyle(document.querySelector('h1')!).color,
      }));
      expect(state.overflow, `${name} at ${width} px ${colorScheme}`).toBeLessThanOrEqual(0);
      expect(state.logo, `${name}: the logo mark shows`).toBeGreaterThan(0);
      // Ivory page and ink title in light; near-black page and ivory title in dark.
      expect(state.background).toBe(colorScheme === 'light' ? 'rgb(247, 243, 234)' : 'rgb(18, 17, 16)');
      expect(state.heading).toBe(colorScheme === 'light' ? 'rgb(28, 27, 25)' : 'rgb(242, 237, 227)');
      await test.info().attach(`${name}-${width}-${colorScheme}.png`, {
        body: await page.screenshot({ fullPage: true }),
        contentType: 'image/png',
      });
    }
  }
}

test('every e-mail reads well at 600 and 390 px, in light and dark mode', async ({ page, request }) => {
  test.setTimeout(120_000);
  // The questionnaire confirmation and the agency's notice.
  const visitor = uniqueEmail('claire.dubois');
  const sent = await request.post('/api/questionnaires', {
    data: {
      name: 'Claire Dubois', email: visitor, destination: 'rome', duration: '6-7', budget: 'ultra-luxury', interests: ['history', 'food'],
      adults: 2, children: 1, startDate: '2030-09-12', endDate: '2030-09-18', accommodation: '5-star', travelStyle: 'relaxed',
      specialRequests: 'A private evening at the Vatican Museums, please.',
    },
  });
  expect(sent.ok()).toBeTruthy();
  await expect.poll(() => readdirSync(MAIL_DIR).some((f) => f.includes(visitor.replace(/[^a-z0-9@._-]/gi, '_')))).toBe(true);
  await check(page, 'questionnaire-confirmation', mailTo(visitor));
  await check(page, 'agency-notice', mailTo('agency@e2e.test'));

  // A reset, an invitation and an activation.
  await request.post('/api/auth/forgot-password', { data: { email: OWNER.email, area: 'backoffice' } });
  await waitForLink(OWNER.email, /reset-password\?token=/);
  await check(page, 'reset', mailTo(OWNER.email));

  const colleague = uniqueEmail('giulia.bianchi');
  await apiSignIn(page, OWNER.email, OWNER.password, 'backoffice');
  expect((await page.request.post('/api/team/invites', { data: { email: colleague, role: 'team' } })).ok()).toBeTruthy();
  await waitForLink(colleague, /reset-password\?token=/);
  await check(page, 'invitation', mailTo(colleague));

  const prepared = uniqueEmail('helene.moreau');
  expect((await page.request.post('/api/clients', { data: { email: prepared, fullName: 'Hélène Moreau' } })).ok()).toBeTruthy();
  const signUp = await request.post('/api/auth/sign-up', { data: { fullName: 'Hélène Moreau', email: prepared, password: 'secret-1', confirmPassword: 'secret-1' } });
  expect(signUp.ok()).toBeTruthy();
  await waitForLink(prepared, /reset-password\?token=/);
  await check(page, 'activation', mailTo(prepared));
});
