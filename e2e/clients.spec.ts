import { expect, test, type Page } from '@playwright/test';
import { OWNER, apiSignIn, mailsTo, uniqueEmail, waitForLink } from './helpers';

/**
 * Questionnaire review, client database and client detail (spec §2, §4, §5, §8),
 * with the spec's texts as selectors.
 */

async function submitQuestionnaire(page: Page, email: string, name: string) {
  const res = await page.request.post('/api/questionnaires', {
    data: {
      name,
      email,
      destination: 'rome',
      duration: '6-7',
      budget: 'luxury',
      interests: ['history', 'food'],
      adults: 2,
      children: 1,
      startDate: '2027-09-10',
      endDate: '2027-09-16',
      accommodation: '5-star',
      travelStyle: 'balanced',
      specialRequests: 'An early entry to the Vatican Museums, please.',
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const list = await page.request.get(`/api/questionnaires?q=${encodeURIComponent(email)}&folder=all&status=all`);
  expect(list.ok(), await list.text()).toBeTruthy();
  const item = ((await list.json()) as { items: { id: string; email: string }[] }).items.find((i) => i.email === email);
  expect(item, 'the submitted questionnaire is listed').toBeTruthy();
  return item!.id;
}

async function newClient(page: Page, email: string, fullName: string) {
  const res = await page.request.post('/api/clients', { data: { email, fullName, destination: 'Paris' } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { client: { key: string } }).client.key;
}

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search clients' });

test.describe('questionnaire to client', () => {
  test('a questionnaire becomes a client with a trip covering the requested dates; invited, the client sets a password once; the card turns Used', async ({ page, browser }) => {
    await apiSignIn(page, OWNER.email, OWNER.password, 'backoffice');
    const email = uniqueEmail('giulia');
    const id = await submitQuestionnaire(page, email, 'Giulia Ferrante');

    await page.goto(`/backoffice/questionnaire-detail?id=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Giulia Ferrante' })).toBeVisible();
    await expect(page.getByText('An early entry to the Vatican Museums, please.')).toBeVisible();
    await expect(page.getByText('2 adults, 1 child')).toBeVisible();
    await expect(page.getByText('10 Sept 2027 – 16 Sept 2027')).toBeVisible();

    await page.getByRole('button', { name: 'Mark as Processing' }).click();
    await expect(page.getByText('Status updated successfully!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark as Processing' })).toBeDisabled();
    await page.getByLabel('Folder').selectOption('active');
    await expect(page.getByText('Folder updated successfully!')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Folder')).toHaveValue('active');
    await expect(page.getByText('Processing', { exact: true })).toBeVisible();

    // The Rome template is suggested for a Rome request; pick it explicitly.
    const rome = page.getByRole('radio', { name: /Rome, Eternal City/ });
    await rome.check({ force: true });
    await expect(rome).toBeChecked();
    await page.getByRole('button', { name: 'Create Client' }).click();
    await expect(page.getByText('Client created successfully with demo trip!')).toBeVisible();
    // A 7-day request from the 4-day template: the trip covers the 7 days and the card says how.
    const note = "The trip covers the requested dates (10 – 16 Sept 2027): the template's 4 days, with 3 empty days to plan before the closing day.";
    await expect(page.getByRole('status').filter({ hasText: note })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Client Already Exists' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Create Client' })).toHaveCount(0);
    // The new trip is one click away.
    const openTrip = page.getByRole('link', { name: /^Open trip #\d+$/ });
    await expect(openTrip).toHaveAttribute('href', /^\/backoffice\/trip-details\?tripId=[\w-]+$/);

    // The client database shows the new client, not used yet, with its trip number.
    await page.goto('/backoffice/client-database');
    await search(page).fill(email);
    const card = page.getByRole('listitem').filter({ hasText: email });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Not used')).toBeVisible();
    await expect(card.getByText('Giulia Ferrante')).toBeVisible();
    await expect(card.getByText(/^#\d+$/)).toBeVisible();
    await expect(card.getByRole('button', { name: /Reset Password/ })).toHaveCount(0);

    // Staff send the invitation from the client page when the trip is ready: the e-mail links
    // straight to 'Set your password', the client's name already filled in.
    await page.goto((await card.getByRole('link', { name: 'Giulia Ferrante' }).getAttribute('href'))!);
    await expect(page.getByText('Not yet created')).toBeVisible();
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
    const link = await waitForLink(email, /http:\/\/localhost:\d+\/reset-password\?token=[\w-]+&activate=1/);
    expect(mailsTo(email)).toHaveLength(2); // the questionnaire's confirmation, then the invitation

    const clientContext = await browser.newContext();
    const client = await clientContext.newPage();
    await client.goto(link);
    await expect(client.getByRole('heading', { name: 'Set your password' })).toBeVisible();
    await expect(client.getByText('Tell us your name and choose the password for your new account.')).toBeVisible();
    await expect(client.getByLabel(/^Full name\*?$/)).toHaveValue('Giulia Ferrante');
    await client.getByLabel(/^Password\*?$/).fill('roma-2027');
    await client.getByLabel(/^Confirm password\*?$/).fill('roma-2027');
    await client.getByRole('button', { name: 'Set password' }).click();
    await expect(client).toHaveURL(/\/login\?activation=done$/, { timeout: 6_000 });
    await expect(client.getByText('Your account is ready. You can now sign in.')).toBeVisible();
    // Not 'Welcome back' on a first visit: the page says the password is set, the e-mail filled in.
    await expect(client.getByRole('heading', { level: 1, name: 'Your password is set' })).toBeVisible();
    await expect(client.getByLabel(/^Email\*?$/)).toHaveValue(email);
    await expect(client.getByLabel(/^Password\*?$/)).toBeFocused();
    expect(mailsTo(email)).toHaveLength(2); // nothing asks for the password a second time
    await client.getByLabel(/^Password\*?$/).fill('roma-2027');
    await client.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(client).toHaveURL(/\/account$/);
    await clientContext.close();

    await page.goto('/backoffice/client-database');
    await search(page).fill(email);
    await expect(card.getByText('Used', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: 'View as Client' })).toHaveAttribute('href', /\/backoffice\/client-view\?clientId=\d+$/);

    // Reset Password: Sending..., Sent! for 3 seconds, then back.
    const mailsBefore = mailsTo(email).length;
    await card.getByRole('button', { name: /Reset Password/ }).click();
    await expect(card.getByText('Sent!')).toBeVisible();
    await expect.poll(() => mailsTo(email).length).toBeGreaterThan(mailsBefore);
    await expect(card.getByText('Sent!')).toBeHidden({ timeout: 5_000 });
    await expect(card.getByRole('button', { name: /Reset Password/ })).toBeEnabled();

    // The client detail lists the copied template trip and the questionnaire summary.
    await card.getByRole('link', { name: 'Giulia Ferrante' }).click();
    await expect(page).toHaveURL(/\/backoffice\/client-detail\?clientId=\d+$/);
    await expect(page.getByRole('link', { name: /Rome, Eternal City/ })).toBeVisible();
    await expect(page.getByText('Set by the client')).toBeVisible();

    // Back on the questionnaire, the button still reads 'Client Already Exists'.
    await page.goto(`/backoffice/questionnaire-detail?id=${id}`);
    await expect(page.getByRole('button', { name: 'Client Already Exists' })).toBeDisabled();
  });
});

test.describe('questionnaire status and folder', () => {
  test("a change made after a colleague's is told and reloaded, then made on the new version", async ({ page }) => {
    await apiSignIn(page, OWNER.email, OWNER.password, 'backoffice');
    const id = await submitQuestionnaire(page, uniqueEmail('contested'), 'Contested Request');
    await page.goto(`/backoffice/questionnaire-detail?id=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Contested Request' })).toBeVisible();

    // A colleague marks it completed behind this screen's back.
    const shown = (await (await page.request.get(`/api/questionnaires/${id}`)).json()) as { questionnaire: { version: number } };
    const colleague = await page.request.patch(`/api/questionnaires/${id}`, { data: { status: 'completed', version: shown.questionnaire.version } });
    expect(colleague.ok(), await colleague.text()).toBeTruthy();

    await page.getByLabel('Folder').selectOption('archived');
    await expect(page.getByText('Someone else changed this questionnaire while you were looking at it.', { exact: false })).toBeVisible();
    await expect(page.getByText('Folder updated successfully!')).toHaveCount(0);
    // Reloaded: their status shows, the folder is still the inbox; the same change now goes through.
    await expect(page.getByRole('button', { name: 'Mark as Completed' })).toBeDisabled();
    await expect(page.getByLabel('Folder')).toHaveValue('inbox');
    await page.getByLabel('Folder').selectOption('archived');
    await expect(page.getByText('Folder updated successfully!')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Folder')).toHaveValue('archived');
    await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  });
});

test.describe('client detail', () => {
  test('save, clone by number, create a trip and delete the client', async ({ page }) => {
    await apiSignIn(page, OWNER.email, OWNER.password, 'backoffice');
    const email = uniqueEmail('armand');
    const key = await newClient(page, email, 'Armand Léger');
    await page.goto(`/backoffice/client-detail?clientId=${key}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Armand Léger' })).toBeVisible();
    await expect(page.getByText('No questionnaire received from this e-mail.')).toBeVisible();

    // Client information: 'Email is required', then a successful save.
    const emailField = page.getByLabel(/^Email\*?$/);
    await emailField.fill('');
    await page.getByRole('button', { name: 'Save Client' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await emailField.fill(email);
    await page.getByLabel('Phone').fill('+33 6 11 22 33 44');
    await page.getByRole('button', { name: 'Save Client' }).click();
    await expect(page.getByText('Client information saved successfully!')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Phone')).toHaveValue('+33 6 11 22 33 44');

    // Clone by trip number: disabled while empty; unknown numbers; 'T-' in any case.
    const number = page.getByLabel('Clone a trip by number');
    const clone = page.getByRole('button', { name: 'Clone', exact: true });
    await expect(clone).toBeDisabled();
    await number.fill('T-987654');
    await clone.click();
    await expect(page.getByText('No trip found with number 987654')).toBeVisible();
    // A template trip (#1001-#1003 on a fresh install) is cloned by its number, as the tips say.
    const templates = (await (await page.request.get('/api/trips/templates')).json()) as {
      items: { friendlyId: number; tripName: string }[];
    };
    const template = templates.items[0]!;
    await number.fill(`#${template.friendlyId}`);
    await clone.click();
    await expect(page.getByText('Trip cloned successfully!')).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(template.tripName) }).first()).toBeVisible();
    await expect(number).toHaveValue('');
    // A client's trip is cloned too, typed with 'T-' in any case.
    const otherKey = await newClient(page, uniqueEmail('source'), 'Source Client');
    const made = await page.request.post(`/api/clients/${otherKey}/trips`, { data: { destination: 'Florence' } });
    expect(made.ok(), await made.text()).toBeTruthy();
    const source = ((await made.json()) as { trip: { friendlyId: number; tripName: string } }).trip;
    await number.fill(`t-${source.friendlyId}`);
    await clone.click();
    await expect(page.getByText('Trip cloned successfully!').last()).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(source.tripName) }).first()).toBeVisible();
    await expect(number).toHaveValue('');

    // Create New Trip for a new destination.
    await page.getByRole('button', { name: 'Create New Trip', exact: true }).click();
    await expect(page.getByText('Destination is required')).toBeVisible();
    await page.getByLabel(/^Destination\*$/).fill('Venice');
    await page.getByRole('button', { name: 'Create New Trip', exact: true }).click();
    await expect(page.getByRole('link', { name: /Venice Trip/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create New Trip to Venice' })).toBeVisible();

    // Danger Zone: Delete Client asks first, then returns to the client database.
    await page.getByRole('button', { name: 'Delete Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this client?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Delete Client' }).click();
    await dialog.getByRole('button', { name: 'Delete Client' }).click();
    await expect(page).toHaveURL(/\/backoffice\/client-database$/);
    await search(page).fill(email);
    await expect(page.getByText('No clients found')).toBeVisible();

    await page.goto(`/backoffice/client-detail?clientId=${key}`);
    await expect(page.getByText('Client not found')).toBeVisible();
  });

  test('without a client id the page goes to the client database', async ({ page }) => {
    await apiSignIn(page, OWNER.email, OWNER.password, 'backoffice');
    await page.goto('/backoffice/client-detail');
    await expect(page).toHaveURL(/\/backoffice\/client-database$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Client Database' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Backoffice' }).click();
    await expect(page).toHaveURL(/\/backoffice$/);
  });

  test('an unknown questionnaire shows the spec message', async ({ page }) => {
    await apiSignIn(page, OWNER.email, OWNER.password, 'backoffice');
    await page.goto('/backoffice/questionnaire-detail?id=00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Questionnaire not found')).toBeVisible();
  });
});
