import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { OWNER, uniqueEmail, waitForLink } from './helpers';

/**
 * Sign-in, sign-up and password journeys (spec §2 Client sign-in, /backoffice/login,
 * Password screens; §5; §6 refusals; §9 timings), with the spec's texts as selectors.
 */

const CLIENT_REFUSED = 'Please use the backoffice login page to access your account.';
const ACCESS_DENIED = 'Access denied. Team members only.';
const PENDING = 'Your account is pending approval. Please wait for an administrator to approve your account.';
const SIGNUP_BANNER = 'Account created successfully! You can now login.';
const INVALID_LINK = 'Invalid or expired reset link. Please request a new one.';
const ACTIVATION_SENT = 'Check your email: we sent you a link to set your password and finish creating your account.';
const ACTIVATION_DONE = 'Your account is ready. You can now sign in.';
/** The single-use link that sets the first password of an account prepared by staff. */
const ACTIVATION_LINK = /http:\/\/localhost:\d+\/(backoffice\/)?reset-password\?token=[\w-]+&activate=1/;

/** A labelled control; required fields carry a decorative asterisk in their label. */
const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label}\\*?$`));

type Api = { playwright: PlaywrightWorkerArgs['playwright']; baseURL: string | undefined };

async function apiContext({ playwright, baseURL }: Api): Promise<APIRequestContext> {
  return playwright.request.newContext({ baseURL });
}

/** Creates a client through the API (in its own cookie jar) and returns its id. */
async function createClient(api: Api, email: string, password: string, fullName = 'Élise Martin'): Promise<string> {
  const ctx = await apiContext(api);
  const res = await ctx.post('/api/auth/sign-up', { data: { fullName, email, password, confirmPassword: password } });
  expect(res.ok(), await res.text()).toBeTruthy();
  const body = (await res.json()) as { user: { id: string } };
  await ctx.dispose();
  return body.user.id;
}

/** An API context signed in as the owner (super_admin). */
async function ownerApi(api: Api): Promise<APIRequestContext> {
  const ctx = await apiContext(api);
  const res = await ctx.post('/api/auth/sign-in', { data: { ...OWNER, area: 'backoffice' } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ctx;
}

/** Signs up an e-mail staff prepared (no password is set), then sets the password through the mailed link. */
async function activateThroughMail(api: Api, email: string, password: string, fullName: string) {
  const ctx = await apiContext(api);
  const res = await ctx.post('/api/auth/sign-up', { data: { fullName, email, password, confirmPassword: password } });
  expect(res.ok(), await res.text()).toBeTruthy();
  const signUp = (await res.json()) as { user: unknown; redirectTo: string };
  expect(signUp.user).toBeNull();
  const token = new URL(await waitForLink(email, ACTIVATION_LINK)).searchParams.get('token');
  const set = await ctx.post('/api/auth/reset-password', { data: { token, password, confirmPassword: password } });
  expect(set.ok(), await set.text()).toBeTruthy();
  const done = (await set.json()) as { redirectTo: string };
  await ctx.dispose();
  return { signUp, set: done };
}

async function signInAt(page: Page, email: string, password: string) {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test.describe('client sign-in page', () => {
  test('a client signs up, is offered to continue, signs out and signs in again', async ({ page }) => {
    const email = uniqueEmail('claire');
    await page.goto('/login');
    await expect(page).toHaveTitle('Sign in · Maison Voyage');
    await page.getByRole('tab', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

    // Client-side checks with the server's messages; focus on the first invalid field.
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await expect(page.getByText('Full name is required')).toBeVisible();
    await expect(field(page, 'Full name')).toBeFocused();
    await field(page, 'Full name').fill('Claire Dubois');
    await field(page, 'Email').fill(`  ${email.toUpperCase()} `);
    await field(page, 'Password').fill('123');
    await field(page, 'Confirm password').fill('1234');
    await field(page, 'Confirm password').press('Enter');
    await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(field(page, 'Password')).toBeFocused();

    await field(page, 'Password').fill('voyage-2024');
    await field(page, 'Confirm password').fill('voyage-2024');
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: 'My Trips' })).toBeVisible();
    await expect(page.getByText('Claire Dubois')).toBeVisible();

    // Already signed in: /login offers to continue.
    await page.goto('/login');
    await page.getByRole('link', { name: 'Continue to My Trips' }).click();
    await expect(page).toHaveURL(/\/account$/);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // The e-mail was trimmed and lowercased by the server.
    await signInAt(page, email, 'voyage-2024');
    await expect(page).toHaveURL(/\/account$/);
  });

  test('an e-mail already registered gets the spec message', async ({ page, playwright, baseURL }) => {
    const email = uniqueEmail('taken');
    await createClient({ playwright, baseURL }, email, 'voyage-2024');
    await page.goto('/login?tab=signup');
    await field(page, 'Full name').fill('Someone Else');
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill('another-1');
    await field(page, 'Confirm password').fill('another-1');
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This email is already registered. Please sign in instead or use a different email.' })).toBeVisible();
    await expect(page).toHaveURL(/\/login\?tab=signup$/);
  });

  test('a wrong password is refused and the password field takes the focus', async ({ page, playwright, baseURL }) => {
    const email = uniqueEmail('wrong');
    await createClient({ playwright, baseURL }, email, 'voyage-2024');
    await page.goto('/login');
    await signInAt(page, email, 'not-the-password');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    await expect(field(page, 'Password')).toBeFocused();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a team member is refused at the client login and pointed to the backoffice', async ({ page }) => {
    await page.goto('/login');
    await signInAt(page, OWNER.email, OWNER.password);
    await expect(page.getByRole('alert').filter({ hasText: CLIENT_REFUSED })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    // No session was opened.
    expect((await (await page.request.get('/api/auth/session')).json()).user).toBeNull();
    await page.getByRole('link', { name: 'Go to the backoffice login' }).click();
    await expect(page).toHaveURL(/\/backoffice\/login$/);
    await expect(page.getByRole('heading', { name: 'Team sign-in' })).toBeVisible();
  });
});

test.describe('backoffice sign-in page', () => {
  test('the owner signs in and lands on the backoffice', async ({ page }) => {
    await page.goto('/backoffice/login');
    await signInAt(page, OWNER.email, OWNER.password);
    await expect(page).toHaveURL(/\/backoffice$/);
    await expect(page.getByRole('heading', { name: 'Team sign-in' })).toHaveCount(0);
  });

  test('a client is refused with the spec message and stays on the page', async ({ page, playwright, baseURL }) => {
    const email = uniqueEmail('client-at-bo');
    await createClient({ playwright, baseURL }, email, 'voyage-2024');
    await page.goto('/backoffice/login');
    await signInAt(page, email, 'voyage-2024');
    await expect(page.getByRole('alert').filter({ hasText: ACCESS_DENIED })).toBeVisible();
    await expect(page).toHaveURL(/\/backoffice\/login$/);
    await page.goto('/backoffice');
    await expect(page).toHaveURL(/\/backoffice\/login/);
  });

  test('an invited team member signs up on /login, sets the password from the mailed link, sees the 5-second banner, then signs in', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const email = uniqueEmail('specialist');
    const owner = await ownerApi({ playwright, baseURL });
    const invite = await owner.post('/api/team/invites', { data: { email, role: 'team', approved: true } });
    expect(invite.ok(), await invite.text()).toBeTruthy();

    await page.goto('/login?tab=signup');
    await field(page, 'Full name').fill('Luca Bianchi');
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill('atelier-1');
    await field(page, 'Confirm password').fill('atelier-1');
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await expect(page).toHaveURL(/\/backoffice\/login\?activation=sent$/);
    await expect(page.getByText(ACTIVATION_SENT)).toBeVisible();
    expect((await (await page.request.get('/api/auth/session')).json()).user).toBeNull();

    const link = await waitForLink(email, ACTIVATION_LINK);
    expect(link).toContain('/backoffice/reset-password?');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
    await expect(page.getByText('Tell us your name and choose the password for your new account.')).toBeVisible();
    await field(page, 'Password').fill('atelier-1');
    await field(page, 'Confirm password').fill('atelier-1');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText('Your password has been set.')).toBeVisible();
    await expect(page).toHaveURL(/\/backoffice\/login\?signup=success$/, { timeout: 6_000 });
    const banner = page.getByText(SIGNUP_BANNER);
    await expect(banner).toBeVisible();
    await page.waitForTimeout(3_000);
    await expect(banner).toBeVisible();
    await expect(banner).toBeHidden({ timeout: 4_000 });

    // A team member at the client page is refused there.
    await page.goto('/login');
    await signInAt(page, email, 'atelier-1');
    await expect(page.getByRole('alert').filter({ hasText: CLIENT_REFUSED })).toBeVisible();

    await page.goto('/backoffice/login');
    await signInAt(page, email, 'atelier-1');
    await expect(page).toHaveURL(/\/backoffice$/);
    await owner.dispose();
  });

  test('an unapproved team member is told the account is pending', async ({ page, playwright, baseURL }) => {
    const email = uniqueEmail('pending');
    const owner = await ownerApi({ playwright, baseURL });
    expect((await owner.post('/api/team/invites', { data: { email, role: 'team', approved: false } })).ok()).toBeTruthy();
    const { signUp, set } = await activateThroughMail({ playwright, baseURL }, email, 'atelier-1', 'Pending Member');
    expect(signUp.redirectTo).toBe('/backoffice/login?activation=sent');
    expect(set.redirectTo).toBe('/backoffice/login?signup=success');
    await page.goto('/backoffice/login');
    await signInAt(page, email, 'atelier-1');
    await expect(page.getByRole('alert').filter({ hasText: PENDING })).toBeVisible();
    await expect(page).toHaveURL(/\/backoffice\/login$/);
    await owner.dispose();
  });

  test('signing up with an e-mail staff prepared gives no session and does not set the typed password', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const owner = await ownerApi({ playwright, baseURL });
    const adminEmail = uniqueEmail('future-admin');
    expect((await owner.post('/api/team/invites', { data: { email: adminEmail, role: 'super_admin', approved: true } })).ok()).toBeTruthy();
    const clientEmail = uniqueEmail('prepared-client');
    const created = await owner.post('/api/clients', { data: { email: clientEmail, fullName: 'Jeanne Moreau', destination: 'Paris' } });
    expect(created.ok(), await created.text()).toBeTruthy();
    await owner.dispose();

    // The attacker knows the e-mails and signs up with them through the form.
    for (const [email, redirect] of [
      [adminEmail, /\/backoffice\/login\?activation=sent$/],
      [clientEmail, /\/login\?activation=sent$/],
    ] as const) {
      await page.goto('/login?tab=signup');
      await field(page, 'Full name').fill('Mallory');
      await field(page, 'Email').fill(email);
      await field(page, 'Password').fill('attacker-1');
      await field(page, 'Confirm password').fill('attacker-1');
      await page.getByRole('button', { name: 'Create account', exact: true }).click();
      await expect(page).toHaveURL(redirect);
      await expect(page.getByText(ACTIVATION_SENT)).toBeVisible();
      // No session was opened, and the typed password opens nothing.
      expect((await (await page.request.get('/api/auth/session')).json()).user).toBeNull();
      for (const area of ['backoffice', 'client'] as const) {
        const signIn = await page.request.post('/api/auth/sign-in', { data: { email, password: 'attacker-1', area } });
        expect(signIn.status()).toBe(401);
      }
      expect((await (await page.request.get('/api/auth/session')).json()).user).toBeNull();
    }

    // The link went to the owner of the mailbox only; the client uses it and signs in.
    const link = await waitForLink(clientEmail, ACTIVATION_LINK);
    expect(link).not.toContain('/backoffice/');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
    await field(page, 'Password').fill('jeanne-pass-1');
    await field(page, 'Confirm password').fill('jeanne-pass-1');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page).toHaveURL(/\/login\?activation=done$/, { timeout: 6_000 });
    await expect(page.getByText(ACTIVATION_DONE)).toBeVisible();
    expect((await page.request.post('/api/auth/sign-in', { data: { email: clientEmail, password: 'attacker-1', area: 'client' } })).status()).toBe(401);
    await signInAt(page, clientEmail, 'jeanne-pass-1');
    await expect(page).toHaveURL(/\/account$/);

    // The link works once.
    await page.goto(link);
    await expect(page.getByText(INVALID_LINK)).toBeVisible();
  });

  test('the reasons given by the guards are shown', async ({ page }) => {
    await page.goto('/backoffice/login?reason=denied');
    await expect(page.getByText(ACCESS_DENIED)).toBeVisible();
    await page.goto('/backoffice/login?reason=pending');
    await expect(page.getByText(PENDING)).toBeVisible();
  });
});

test.describe('password screens', () => {
  test('a client resets a forgotten password through the e-mailed link, once', async ({ page, playwright, baseURL }) => {
    const email = uniqueEmail('forgot');
    await createClient({ playwright, baseURL }, email, 'old-pass-1');
    await page.goto('/login');
    await field(page, 'Email').fill(email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    // The modal starts from the e-mail typed in the sign-in form.
    await expect(field(dialog, 'Email')).toHaveValue(email);
    await field(dialog, 'Email').press('Enter');
    await expect(dialog.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    await expect(dialog.getByText('valid for one hour')).toBeVisible();

    const link = await waitForLink(email, /https?:\/\/\S+\/reset-password\?token=[\w-]+/);
    expect(link).not.toContain('/backoffice/');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await field(page, 'New password').fill('new-pass-1');
    await field(page, 'Confirm new password').fill('new-pass-2');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await field(page, 'Confirm new password').fill('new-pass-1');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Your password has been updated successfully.')).toBeVisible();
    const shownAt = Date.now();
    await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(1_000);

    await signInAt(page, email, 'new-pass-1');
    await expect(page).toHaveURL(/\/account$/);

    // The link works once.
    await page.goto(link);
    await expect(page.getByText(INVALID_LINK)).toBeVisible();
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL(/\/login\?forgot=1$/);
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  });

  test('a team member resets through /backoffice/forgot-password', async ({ page }) => {
    await page.goto('/backoffice/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/backoffice\/forgot-password$/);
    await field(page, 'Email').fill(OWNER.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to sign-in' })).toBeVisible();

    const link = await waitForLink(OWNER.email, /https?:\/\/\S+\/backoffice\/reset-password\?token=[\w-]+/);
    await page.goto(link);
    // The owner keeps the same password, so other journeys can still use it.
    await field(page, 'New password').fill(OWNER.password);
    await field(page, 'Confirm new password').fill(OWNER.password);
    await field(page, 'Confirm new password').press('Enter');
    await expect(page.getByText('Your password has been updated successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/backoffice\/login$/, { timeout: 6_000 });
    await signInAt(page, OWNER.email, OWNER.password);
    await expect(page).toHaveURL(/\/backoffice$/);

    await page.goto(link);
    await expect(page.getByText(INVALID_LINK)).toBeVisible();
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL(/\/backoffice\/forgot-password$/);
  });

  test('a temporary password forces a change before the account opens', async ({ page, playwright, baseURL }) => {
    const email = uniqueEmail('forced');
    const id = await createClient({ playwright, baseURL }, email, 'first-pass-1');
    const owner = await ownerApi({ playwright, baseURL });
    const reset = await owner.post(`/api/team/users/${id}/reset-password`);
    expect(reset.ok(), await reset.text()).toBeTruthy();
    const { temporaryPassword } = (await reset.json()) as { temporaryPassword: string };
    await owner.dispose();

    await page.goto('/login');
    await signInAt(page, email, temporaryPassword);
    await expect(page).toHaveURL(/\/reset-password\?forced=true$/);
    await expect(page.getByRole('heading', { name: 'Set your new password' })).toBeVisible();
    // The workspace stays closed until the password is changed.
    await page.goto('/account');
    await expect(page).toHaveURL(/\/reset-password\?forced=true$/);
    await field(page, 'New password').fill('short');
    await field(page, 'Confirm new password').fill('short');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
    await field(page, 'New password').fill('chosen-pass-1');
    await field(page, 'Confirm new password').fill('chosen-pass-1');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Your password has been updated successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });
    expect((await (await page.request.get('/api/auth/session')).json()).user).toBeNull();
    await signInAt(page, email, 'chosen-pass-1');
    await expect(page).toHaveURL(/\/account$/);
  });

  test('without a link or a session the screens say so', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByText('No valid reset token found. Please request a new password reset link.')).toBeVisible();
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL(/\/login\?forgot=1$/);

    await page.goto('/backoffice/reset-password?forced=true');
    await expect(page.getByText('No active session found')).toBeVisible();
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await expect(page).toHaveURL(/\/backoffice\/login$/);

    await page.goto('/reset-password?token=not-a-real-token');
    await expect(page.getByText(INVALID_LINK)).toBeVisible();
  });
});

test('sign-in screens have no serious accessibility violations', async ({ page }) => {
  for (const path of [
    '/login',
    '/login?tab=signup',
    '/login?activation=sent',
    '/backoffice/login?signup=success',
    '/backoffice/login?activation=sent',
    '/backoffice/forgot-password',
    '/reset-password',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
