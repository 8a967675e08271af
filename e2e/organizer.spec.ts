import { expect, test, type Locator, type Page } from '@playwright/test';
import { OWNER, apiSignIn, uniqueEmail, waitForLink } from './helpers';

/**
 * The Organizer role (issue 24, ADR 023): invited from Team Rights, attached to a trip from trip
 * details, the organizer signs in on the client sign-in page and works on that trip, hidden from
 * its client, in organizer mode.
 */

const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label}\\*?$`));
const ORGANIZER_ACCESS = 'Signs in on the client sign-in page and organizes, in organizer mode, the trips the team attaches them to.';

test('an organizer invited from Team Rights signs in on the client sign-in page and organizes the trip staff attached them to', async ({ page, browser }) => {
  // A journey through four screens, trip details' map among them (its first load is slow on a busy machine).
  test.setTimeout(180_000);
  const email = uniqueEmail('organizer');
  const password = 'organizer-pass-1';

  // The owner invites the organizer from Team Rights; the dialog says where they will sign in.
  await apiSignIn(page, OWNER.email, OWNER.password, 'backoffice');
  await page.goto('/backoffice/team-invitations');
  await page.getByRole('button', { name: 'Add User' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add User' });
  await field(add, 'Email').fill(email);
  await field(add, 'Role').selectOption('organizer');
  await expect(add.getByText(ORGANIZER_ACCESS)).toBeVisible();
  await add.getByRole('button', { name: 'Add User' }).click();
  await expect(add).toBeHidden();

  // The invitation opens the client password screen and says the same.
  const link = await waitForLink(email, /http:\/\/localhost:\d+\/reset-password\?token=[\w-]+&activate=1/);
  const invitee = await browser.newPage();
  await invitee.goto(link);
  await field(invitee, 'Full name').fill('Olivia Conti');
  await field(invitee, 'Password').fill(password);
  await field(invitee, 'Confirm password').fill(password);
  await invitee.getByRole('button', { name: 'Set password' }).click();
  await expect(invitee).toHaveURL(/\/login\?activation=done/, { timeout: 15_000 });

  // A trip of a client, hidden from the client; staff attach the organizer on trip details.
  const staff = page.request;
  const created = await staff.post('/api/clients', { data: { email: uniqueEmail('bianchi'), fullName: 'Famiglia Bianchi', destination: 'Paris' } });
  expect(created.ok(), await created.text()).toBeTruthy();
  const clientKey = ((await created.json()) as { client: { key: string } }).client.key;
  const templates = (await (await staff.get('/api/trips/templates')).json()) as { items: { friendlyId: number; destination: string }[] };
  const paris = templates.items.find((t) => t.destination.startsWith('Paris'))!;
  const cloned = await staff.post(`/api/clients/${clientKey}/clone`, { data: { tripNumber: String(paris.friendlyId) } });
  expect(cloned.ok(), await cloned.text()).toBeTruthy();
  const tripId = ((await cloned.json()) as { trip: { id: string } }).trip.id;
  await page.goto(`/backoffice/trip-details?tripId=${tripId}`);
  const organizers = page.getByTestId('trip-organizers');
  // The trip, its map and its cards load first (slow on a busy machine).
  await expect(organizers.getByText('No organizer attached to this trip.')).toBeVisible({ timeout: 30_000 });
  await organizers.getByLabel('Attach an organizer').selectOption({ label: `Olivia Conti (${email})` });
  await organizers.getByRole('button', { name: 'Attach' }).click();
  await expect(organizers.getByRole('list', { name: 'Organizers of this trip' })).toContainText(email);

  // The organizer signs in where the invitation said, lands on their account and organizes the trip.
  await invitee.goto('/login');
  await field(invitee, 'Email').fill(email);
  await field(invitee, 'Password').fill(password);
  await invitee.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(invitee).toHaveURL(/\/account$/);
  await expect(invitee.getByTestId('trip-card')).toHaveCount(1);
  await invitee.getByRole('link', { name: 'Paris, Classic & Romantic' }).click();
  await expect(invitee.getByRole('toolbar', { name: 'Organizer actions' })).toBeVisible();
  // No way into the backoffice from here: it would only refuse them.
  await expect(invitee.getByRole('link', { name: 'Backoffice' })).toHaveCount(0);
  await invitee.close();
});
