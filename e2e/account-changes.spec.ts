import { expect, test, type Page } from '@playwright/test';
import { OWNER, apiSignIn, setDark, uniqueEmail } from './helpers';

/** Issue 12: the password card of the profile settings, and a client saved in two tabs at once. */

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));
const SHOTS = process.env.E2E_SCREENSHOTS;

test('profile settings: changing the password asks for the current one', async ({ page }) => {
  await apiSignIn(page, OWNER.email, OWNER.password, 'backoffice');
  await page.goto('/backoffice/profile-settings');
  const card = page.getByRole('form', { name: 'Change password' });
  await expect(card).toBeVisible();

  await field(page, 'Current password').fill('not-my-password');
  await field(page, 'New password').fill('owner-pass-2');
  await field(page, 'Confirm new password').fill('owner-pass-2');
  await card.getByRole('button', { name: 'Change Password' }).click();
  await expect(card.getByText('Your current password is incorrect')).toBeVisible();

  await field(page, 'Current password').fill(OWNER.password);
  await card.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed. Your other devices have been signed out.')).toBeVisible();
  await expect(field(page, 'Current password')).toHaveValue('');

  if (SHOTS) {
    for (const [width, dark] of [[1280, false], [1280, true], [390, false], [390, true]] as const) {
      await page.setViewportSize({ width, height: 900 });
      await setDark(page, dark);
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: `${SHOTS}/password-${width}-${dark ? 'dark' : 'light'}.png` });
    }
  }

  // Back to the password the other journeys use.
  await field(page, 'Current password').fill('owner-pass-2');
  await field(page, 'New password').fill(OWNER.password);
  await field(page, 'Confirm new password').fill(OWNER.password);
  // The first change's toast may still be on screen: wait for this change's own answer, so the next
  // journey never signs in before the owner's password is back.
  const changedBack = page.waitForResponse((r) => r.url().endsWith('/api/auth/password') && r.request().method() === 'POST');
  await card.getByRole('button', { name: 'Change Password' }).click();
  expect((await changedBack).status()).toBe(200);
  await expect(field(page, 'Current password')).toHaveValue('');
});

test('a client saved in two tabs: the second save gets the stale message and keeps its text', async ({ browser }) => {
  const a = await browser.newPage();
  const b = await browser.newPage();
  await apiSignIn(a, OWNER.email, OWNER.password, 'backoffice');
  await apiSignIn(b, OWNER.email, OWNER.password, 'backoffice');
  const created = await a.request.post('/api/clients', { data: { email: uniqueEmail('two-tabs'), fullName: 'Two Tabs' } });
  expect(created.status()).toBe(201);
  const { key } = (await created.json()).client as { key: string };
  for (const p of [a, b]) {
    await p.goto(`/backoffice/client-detail?clientId=${key}`);
    await expect(field(p, 'Notes')).toBeVisible();
  }
  await field(a, 'Notes').fill('Prefers the Ritz');
  await a.getByRole('button', { name: 'Save Client' }).click();
  await expect(a.getByText('Client information saved successfully!')).toBeVisible();

  await field(b, 'Notes').fill('Allergic to shellfish');
  await b.getByRole('button', { name: 'Save Client' }).click();
  await expect(b.getByText(/Someone else saved this client while you were editing/)).toBeVisible();
  await expect(field(b, 'Notes')).toHaveValue('Allergic to shellfish');
  if (SHOTS) await b.screenshot({ path: `${SHOTS}/client-stale-1280.png` });
  // Saving again names the version the reload brought: it goes through.
  await b.getByRole('button', { name: 'Save Client' }).click();
  await expect(b.getByText('Client information saved successfully!')).toBeVisible();
});

test('a client corrects their own name in Settings; a change made elsewhere meanwhile is said and the typed name kept', async ({ browser }) => {
  const email = uniqueEmail('rename');
  const password = 'rename-pass-1';
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const signedUp = await page.request.post('/api/auth/sign-up', { data: { fullName: 'Jon Smiht', email, password, confirmPassword: password } });
  expect(signedUp.ok(), await signedUp.text()).toBeTruthy();
  await page.goto('/account');
  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Account settings' });
  await expect(dialog.getByText('Jon Smiht')).toBeVisible();
  await dialog.getByRole('button', { name: 'Edit your name' }).click();
  await dialog.getByRole('textbox', { name: 'Your name' }).fill('John Smith');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your name has been updated.')).toBeVisible();
  await expect(dialog.getByText('John Smith')).toBeVisible();

  // A second tab saves another name first: this tab's save is refused, says so, and keeps its text.
  await dialog.getByRole('button', { name: 'Edit your name' }).click();
  const account = (await (await page.request.get('/api/auth/account')).json()) as { version: number };
  const other = await page.request.patch('/api/auth/account', { data: { fullName: 'Johnny Smith', version: account.version } });
  expect(other.ok(), await other.text()).toBeTruthy();
  await dialog.getByRole('textbox', { name: 'Your name' }).fill('Jonathan Smith');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('changed elsewhere');
  await expect(dialog.getByRole('textbox', { name: 'Your name' })).toHaveValue('Jonathan Smith');
  // Saved again on the latest version, it goes through.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Jonathan Smith')).toBeVisible();
  expect(((await (await page.request.get('/api/auth/account')).json()) as { fullName: string }).fullName).toBe('Jonathan Smith');
  await context.close();
});
