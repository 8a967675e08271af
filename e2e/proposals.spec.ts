import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { OWNER, apiSignIn, seedClientWithParisTrip } from './helpers';

/**
 * Proposals a client approves (issue 22): staff send the trip, change three things and send
 * again; the client reads what changed since they last looked and approves, typing their name;
 * staff change a price and the trip says 'Changed since approval'; staff restore the previous
 * hotel from the history. Screenshots at 1280 and 390 px, light and dark.
 */

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-proposals';

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    for (const dark of [false, true]) {
      await page.setViewportSize({ width, height });
      await page.evaluate((d) => document.documentElement.classList.toggle('dark', d), dark);
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${dark ? 'dark' : 'light'}.png`, fullPage: true });
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A colleague's change of the trip, through the API as the editor sends it (PATCH with the version read). */
async function patchTrip(request: APIRequestContext, tripId: string, change: (trip: Record<string, unknown>) => Record<string, unknown>) {
  const trip = await (await request.get(`/api/trips/${tripId}`)).json();
  const res = await request.patch(`/api/trips/${tripId}`, { data: { version: trip.version, ...change(trip) } });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

async function sendToClient(page: Page) {
  const panel = page.getByTestId('proposal-state');
  await panel.getByRole('button', { name: 'Send to client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send to client' });
  await dialog.getByRole('button', { name: 'Send to client' }).click();
  await expect(page.getByText(/Sent to the client: version \d+, 1 client told/)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Send to client' })).toBeDisabled();
}

test('staff send three changes, the client approves what changed, a later price change shows and the old hotel comes back', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const seeded = await seedClientWithParisTrip(page.request, { name: 'Camille Laurent', emailPrefix: 'proposal', password: 'proposal-pass-1' });
  await apiSignIn(page, OWNER.email, OWNER.password, 'backoffice');
  await page.goto(`/backoffice/trip-details?tripId=${seeded.tripId}`);
  await expect(page.getByTestId('proposal-state')).toContainText('Not sent to the client yet.');

  // A first send: the version the client starts from.
  await sendToClient(page);

  // Three changes: the hotel's price, the trip's name and the first day's title.
  await patchTrip(page.request, seeded.tripId, (t) => ({ hotel: { ...(t.hotel as object), pricePerNight: 1850 } }));
  await patchTrip(page.request, seeded.tripId, () => ({ tripName: 'Paris, Classic & Romantic — revised' }));
  const trip = await (await page.request.get(`/api/trips/${seeded.tripId}`)).json();
  const days = trip.days.map((d: { title: string }, i: number) => (i === 0 ? { ...d, title: 'Royal Paris, unhurried' } : d));
  const saved = await page.request.put(`/api/trips/${seeded.tripId}/days`, { data: { version: trip.version, days } });
  expect(saved.ok(), await saved.text()).toBe(true);

  // The history explains each change with its before and after.
  await page.reload();
  const history = page.getByRole('list', { name: 'Changes' });
  await expect(history).toContainText('€1,650');
  await expect(history).toContainText('€1,850');
  await sendToClient(page);

  // The client: what changed since they last looked, then approval with their typed name.
  const ctx = await browser.newContext();
  const client = await ctx.newPage();
  await apiSignIn(client, seeded.email, seeded.password, 'client');
  await client.goto(`/account?tripId=${seeded.tripId}`);
  const changes = client.getByTestId('changes-since-seen');
  await expect(changes).toContainText('What changed since you last looked');
  await expect(changes).toContainText('€1,850');
  await expect(changes).toContainText('Royal Paris, unhurried');
  await expect(changes).toContainText('revised');
  await shoot(client, 'client-changes');
  const card = client.getByTestId('proposal-card');
  await card.getByRole('button', { name: 'Approve this itinerary' }).click();
  const approve = client.getByRole('dialog');
  await approve.getByLabel('Your full name').fill('Camille Laurent');
  await approve.getByRole('button', { name: /Approve/ }).click();
  await expect(card).toContainText(/You approved version \d+/);
  await ctx.close();

  // Staff: the approval, then a price change shows 'Changed since approval'.
  await page.reload();
  const state = page.getByTestId('proposal-state');
  await expect(state).toContainText(/Approved by Camille Laurent on .+, version \d+/);
  await patchTrip(page.request, seeded.tripId, (t) => ({ hotel: { ...(t.hotel as object), pricePerNight: 2100 } }));
  await expect(state).toContainText('Changed since approval');
  await shoot(page, 'staff-approval');

  // Staff bring back the hotel as it was when approved: the history's Restore, hotel only.
  const approvedVersion = Number((await state.textContent())!.match(/version (\d+)/)![1]);
  await history.getByRole('button', { name: `Restore version ${approvedVersion}` }).click();
  const dialog = page.getByRole('dialog', { name: `Restore version ${approvedVersion}` });
  await dialog.getByLabel('What to bring back').selectOption('hotel');
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(`Hotel restored as of version ${approvedVersion}`)).toBeVisible();
  const after = await (await page.request.get(`/api/trips/${seeded.tripId}`)).json();
  expect(after.hotel.pricePerNight).toBe(1850);
  expect(after.tripName).toBe('Paris, Classic & Romantic — revised');
});
