import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { OWNER, apiSignIn, mailsTo, uniqueEmail, waitForLink } from './helpers';

/**
 * Team Rights journeys (spec §2 /backoffice/team-invitations, §5 Adding a user and
 * type-to-confirm, §6 only super_admin), with the spec's texts as selectors.
 */

const PENDING = 'Your account is pending approval. Please wait for an administrator to approve your account.';
const SIGNUP_BANNER = 'Account created successfully! You can now login.';
const WRONG_WORD = 'You must type "DELETE" exactly to confirm';
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
 * the invitation's link sets the password (and the name, when given).
 */
async function createMember(request: APIRequestContext, browser: Browser, email: string, password = 'member-pass-1', fullName?: string) {
  const owner = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await owner.request.post('/api/auth/sign-in', { data: { ...OWNER, area: 'backoffice' } });
  const invite = await owner.request.post('/api/team/invites', { data: { email, role: 'team', approved: true } });
  expect(invite.ok(), await invite.text()).toBeTruthy();
  await owner.close();
  const token = new URL(await waitForLink(email, ACTIVATION_LINK)).searchParams.get('token');
  const set = await request.post('/api/auth/reset-password', { data: { token, password, confirmPassword: password, ...(fullName ? { fullName } : {}) } });
  expect(set.ok(), await set.text()).toBeTruthy();
}

async function backofficeSignIn(page: Page, email: string, password: string) {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('an invitation sets the password once; the member signs in after approval and is not offered Team Rights', async ({ page, browser }) => {
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

  // The invitation links straight to 'Set your password' for this invite: the colleague gives a
  // name and a password once, and is not sent through the sign-up form.
  const invitee = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  const link = await waitForLink(email, ACTIVATION_LINK);
  expect(link).toContain('/backoffice/reset-password?');
  expect(mailsTo(email)).toHaveLength(1);
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await expect(invitee.getByText('Tell us your name and choose the password for your new account.')).toBeVisible();
  await expect(field(invitee, 'Full name')).toHaveValue('');
  await field(invitee, 'Password').fill(password);
  await field(invitee, 'Confirm password').fill(password);
  await invitee.getByRole('button', { name: 'Set password' }).click();
  await expect(invitee.getByText('Full name is required')).toBeVisible();
  await field(invitee, 'Full name').fill('Giulia Bianchi');
  await invitee.getByRole('button', { name: 'Set password' }).click();
  await expect(invitee).toHaveURL(/\/backoffice\/login\?signup=success$/, { timeout: 6_000 });
  await expect(invitee.getByText(SIGNUP_BANNER)).toBeVisible();
  // No second e-mail asks for a password again; the link works once.
  expect(mailsTo(email)).toHaveLength(1);
  await invitee.goto(link);
  await expect(invitee.getByText('Invalid or expired reset link. Please request a new one.')).toBeVisible();
  await invitee.goto('/backoffice/login');

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

  // Now the member signs in and reaches the backoffice, greeted by the name they gave.
  await backofficeSignIn(invitee, email, password);
  await expect(invitee).toHaveURL(/\/backoffice$/);
  await expect(invitee.getByText('Welcome back, Giulia.', { exact: false })).toBeVisible();

  // Team Rights is not offered to a team member: not in the header, not in the mobile menu.
  await expect(invitee.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Client Database' })).toBeVisible();
  await expect(invitee.getByRole('link', { name: 'Team Rights' })).toHaveCount(0);
  await invitee.setViewportSize({ width: 390, height: 844 });
  await invitee.getByRole('button', { name: 'Open menu' }).click();
  const mobile = invitee.getByRole('navigation', { name: 'Backoffice mobile' });
  await expect(mobile.getByRole('link', { name: 'Client Database' })).toBeVisible();
  await expect(mobile.getByRole('link', { name: 'Team Rights' })).toHaveCount(0);
  await invitee.setViewportSize({ width: 1280, height: 800 });

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

test('two super admins edit one person: the later Update is told, keeps its choice and applies it on the new version', async ({ page }) => {
  const email = uniqueEmail('contested');
  await openTeamRights(page);
  // An invitation, as Team Rights lists it (page.request shares the owner's session).
  const added = await page.request.post('/api/team/invites', { data: { email, role: 'team', approved: true } });
  expect(added.ok(), await added.text()).toBeTruthy();
  const invite = (await added.json()) as { id: string; version: number };
  await page.reload();

  const row = rowOf(page, email);
  await row.getByRole('button', { name: `Edit ${email}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await edit.getByLabel('Role').selectOption('organizer');

  // Meanwhile a colleague withdraws the approval.
  const colleague = await page.request.patch(`/api/team/invites/${invite.id}`, { data: { approved: false, version: invite.version } });
  expect(colleague.ok(), await colleague.text()).toBeTruthy();

  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(edit.getByText('Someone else changed this user while you were editing.')).toBeVisible();
  await expect(edit).toBeVisible();
  await expect(edit.getByLabel('Role')).toHaveValue('organizer');
  // The reload shows the colleague's change; Update sends the role on the new version.
  await expect(edit.getByRole('checkbox', { name: /Approved/ })).not.toBeChecked();
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Organizer');
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
});

test('deleting a user needs the word DELETE typed exactly', async ({ page, browser, request }) => {
  const email = uniqueEmail('leaving');
  await createMember(request, browser, email, 'member-pass-1', 'Luca Ferrari');
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

test('reset password shows a temporary password once; signing in with it forces a new password, and a name when there is none', async ({ page, browser, request }) => {
  const email = uniqueEmail('forgetful');
  // No name given: the account carries the invite's stand-in (the e-mail's local part).
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
  // The account has no name of its own: the forced change asks for one, as on the first run.
  await expect(member.getByRole('heading', { name: 'Set your new password' })).toBeVisible();
  await field(member, 'New password').fill('member-pass-2');
  await field(member, 'Confirm new password').fill('member-pass-2');
  await member.getByRole('button', { name: 'Update password' }).click();
  await expect(member.getByText('Full name is required')).toBeVisible();
  await field(member, 'Full name').fill('Chiara Esposito');
  await member.getByRole('button', { name: 'Update password' }).click();
  await expect(member).toHaveURL(/\/backoffice\/login/, { timeout: 6_000 });
  await backofficeSignIn(member, email, 'member-pass-2');
  await expect(member).toHaveURL(/\/backoffice$/);
  await expect(member.getByText('Welcome back, Chiara.', { exact: false })).toBeVisible();
  await member.context().close();
});
