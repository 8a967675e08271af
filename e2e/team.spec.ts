import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { OWNER, apiSignIn, uniqueEmail, waitForLink } from './helpers';

/**
 * Team Rights journeys (spec §2 /backoffice/team-invitations, §5 Adding a user and
 * type-to-confirm, §6 only super_admin), with the spec's texts as selectors.
 */

const PENDING = 'Your account is pending approval. Please wait for an administrator to approve your account.';
const SIGNUP_BANNER = 'Account created successfully! You can now login.';
const WRONG_WORD = 'You must type "DELETE" exactly to confirm';
const ACTIVATION_SENT = 'Check your email: we sent you a link to set your password and finish creating your account.';
/** The single-use link that sets the first password of an account prepared by staff. */
const ACTIVATION_LINK = /http:\/\/localhost:\d+\/(backoffice\/)?reset-password\?token=[\w-]+&activate=1/;

/** A labelled control; required fields carry a decorative asterisk in their label. */
const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label}\\*?$`));

async function openTeamRights(page: Page) {
  await apiSignIn(page, OWNER.email, OWNER.password, 'backoffice');
  await page.goto('/backoffice/team-invitations');
  await expect(page.getByRole('heading', { name: 'Team Rights' })).toBeVisible();
}

const rowOf = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

/**
 * A team member with an account, created through the API: invited (approved) by the owner, then
 * signed up, which mails a link to set the password (no password is set by the sign-up itself).
 */
async function createMember(request: APIRequestContext, browser: Browser, email: string, password = 'member-pass-1') {
  const owner = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await owner.request.post('/api/auth/sign-in', { data: { ...OWNER, area: 'backoffice' } });
  const invite = await owner.request.post('/api/team/invites', { data: { email, role: 'team', approved: true } });
  expect(invite.ok(), await invite.text()).toBeTruthy();
  await owner.close();
  const res = await request.post('/api/auth/sign-up', { data: { fullName: 'Luca Ferrari', email, password, confirmPassword: password } });
  expect(res.ok(), await res.text()).toBeTruthy();
  expect(await res.json()).toEqual({ user: null, redirectTo: '/backoffice/login?activation=sent' });
  const token = new URL(await waitForLink(email, ACTIVATION_LINK)).searchParams.get('token');
  const set = await request.post('/api/auth/reset-password', { data: { token, password, confirmPassword: password } });
  expect(set.ok(), await set.text()).toBeTruthy();
}

async function backofficeSignIn(page: Page, email: string, password: string) {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('an invite becomes a team member who signs in after approval; a team member cannot reach Team Rights', async ({ page, browser }) => {
  const email = uniqueEmail('invitee');
  const password = 'invitee-pass-1';

  // The owner adds the e-mail with approval off.
  await openTeamRights(page);
  await page.getByRole('button', { name: 'Add User' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add User' });
  await field(add, 'Email').fill(email);
  await expect(field(add, 'Role')).toHaveValue('team');
  await add.getByRole('checkbox', { name: /Approved/ }).uncheck();
  await add.getByRole('button', { name: 'Add User' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByText('User added')).toBeVisible();
  await expect(rowOf(page, email)).toContainText('Pending invite');
  await expect(rowOf(page, email)).toContainText('Team Member');

  // Adding it again is refused with the spec's message, next to the field.
  await page.getByRole('button', { name: 'Add User' }).first().click();
  await field(add, 'Email').fill(email.toUpperCase());
  await add.getByRole('button', { name: 'Add User' }).click();
  await expect(add.getByText('This email is already authorized')).toBeVisible();
  await add.getByRole('button', { name: 'Cancel' }).click();

  // The invitee creates their account on /login: no password yet, a link is mailed instead.
  const invitee = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await invitee.goto('/login?tab=signup');
  await field(invitee, 'Full name').fill('Giulia Bianchi');
  await field(invitee, 'Email').fill(email);
  await field(invitee, 'Password').fill(password);
  await field(invitee, 'Confirm password').fill(password);
  await invitee.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(invitee).toHaveURL(/\/backoffice\/login\?activation=sent$/);
  await expect(invitee.getByText(ACTIVATION_SENT)).toBeVisible();
  expect((await (await invitee.request.get('/api/auth/session')).json()).user).toBeNull();

  // The typed password was not kept: the account has no password until the link is used.
  await backofficeSignIn(invitee, email, password);
  await expect(invitee.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();

  // The e-mailed link sets the password and lands on the team sign-in page with the banner.
  const link = await waitForLink(email, ACTIVATION_LINK);
  expect(link).toContain('/backoffice/reset-password?');
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await expect(invitee.getByText('Choose the password for your new account.')).toBeVisible();
  await field(invitee, 'Password').fill(password);
  await field(invitee, 'Confirm password').fill(password);
  await invitee.getByRole('button', { name: 'Set password' }).click();
  await expect(invitee).toHaveURL(/\/backoffice\/login\?signup=success$/, { timeout: 6_000 });
  await expect(invitee.getByText(SIGNUP_BANNER)).toBeVisible();

  // Not approved yet: the sign-in says so.
  await backofficeSignIn(invitee, email, password);
  await expect(invitee.getByText(PENDING)).toBeVisible();
  await expect(invitee).toHaveURL(/\/backoffice\/login/);

  // The owner approves: Update stays disabled until something changes.
  await page.reload();
  const row = rowOf(page, email);
  await expect(row).toContainText('Has account');
  await expect(row).toContainText('Giulia Bianchi');
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: `Edit ${email}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  const update = edit.getByRole('button', { name: 'Update' });
  await expect(update).toBeDisabled();
  await edit.getByRole('checkbox', { name: /Approved/ }).check();
  await expect(update).toBeEnabled();
  await edit.getByRole('checkbox', { name: /Approved/ }).uncheck();
  await expect(update).toBeDisabled();
  await edit.getByRole('checkbox', { name: /Approved/ }).check();
  await update.click();
  await expect(edit).toBeHidden();
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();

  // Now the member signs in and reaches the backoffice.
  await backofficeSignIn(invitee, email, password);
  await expect(invitee).toHaveURL(/\/backoffice$/);

  // A team member (not super_admin) is sent back from Team Rights, and the API refuses them.
  await invitee.goto('/backoffice/team-invitations');
  await expect(invitee).toHaveURL(/\/backoffice$/);
  await expect(invitee.getByRole('heading', { name: 'Team Rights' })).toHaveCount(0);
  const api = await invitee.request.get('/api/team');
  expect(api.status()).toBe(403);
  const invite = await invitee.request.post('/api/team/invites', { data: { email: uniqueEmail('sneaky') } });
  expect(invite.status()).toBe(403);
  await invitee.context().close();
});

test('deleting a user needs the word DELETE typed exactly', async ({ page, browser, request }) => {
  const email = uniqueEmail('leaving');
  await createMember(request, browser, email);
  await openTeamRights(page);

  const row = rowOf(page, email);
  await row.getByRole('button', { name: `Delete ${email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete User' });
  const confirm = dialog.getByRole('button', { name: 'Delete User' });
  await expect(confirm).toBeDisabled();

  const word = dialog.getByRole('textbox');
  await word.fill('delete');
  await expect(confirm).toBeDisabled();
  await word.press('Enter');
  await expect(dialog.getByText(WRONG_WORD)).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(confirm).toBeDisabled();

  await word.fill('DELETE');
  await expect(dialog.getByText(WRONG_WORD)).toBeHidden();
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('User deleted')).toBeVisible();
  await expect(rowOf(page, email)).toHaveCount(0);

  // The account is gone: signing in fails.
  const res = await request.post('/api/auth/sign-in', { data: { email, password: 'member-pass-1', area: 'backoffice' } });
  expect(res.status()).toBe(401);
});

test('reset password shows a temporary password once; signing in with it forces a new password', async ({ page, browser, request }) => {
  const email = uniqueEmail('forgetful');
  await createMember(request, browser, email);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openTeamRights(page);

  await rowOf(page, email).getByRole('button', { name: `Reset Password ${email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset Password' });
  await dialog.getByRole('button', { name: 'Reset Password' }).click();
  const shown = page.getByRole('dialog', { name: 'Temporary password' });
  await expect(shown).toBeVisible();
  const temporary = (await shown.getByLabel('Temporary password').textContent())?.trim() ?? '';
  expect(temporary.length).toBeGreaterThanOrEqual(8);
  await shown.getByRole('button', { name: 'Copy' }).click();
  await expect(shown.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(temporary);
  await expect(shown.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 4000 });
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();

  // The old password no longer works; the temporary one leads to the forced change.
  const old = await request.post('/api/auth/sign-in', { data: { email, password: 'member-pass-1', area: 'backoffice' } });
  expect(old.status()).toBe(401);
  const member = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await member.goto('/backoffice/login');
  await backofficeSignIn(member, email, temporary);
  await expect(member).toHaveURL(/\/backoffice\/reset-password\?forced=true$/);
  await member.context().close();
});
