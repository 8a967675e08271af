import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { OWNER, activateThroughMail, apiSignIn, uniqueEmail } from './helpers';

/**
 * Backoffice dashboard journeys (issue 4 §1, §9): pin and unpin, visibility,
 * delete, restore and delete forever as super_admin; a team member cannot
 * delete; the Survey tab; the spec's alerts and the access error.
 */

const stamp = `${Date.now().toString(36)}`;

interface CreatedTrip {
  id: string;
  friendlyId: number;
  tripName: string;
}

/** A client and a blank trip for them, made through the client-database API (signed in as the owner). */
async function createTrip(request: APIRequestContext, destination: string): Promise<CreatedTrip> {
  const client = await request.post('/api/clients', {
    data: { email: uniqueEmail(`dash-client-${stamp}`), fullName: `Client ${destination}` },
  });
  expect(client.ok(), await client.text()).toBe(true);
  const { client: card } = await client.json();
  const trip = await request.post(`/api/clients/${encodeURIComponent(card.key)}/trips`, { data: { destination } });
  expect(trip.ok(), await trip.text()).toBe(true);
  return (await trip.json()).trip as CreatedTrip;
}

/** The trip as the dashboard lists it (with the version a write must name). */
async function listed(request: APIRequestContext, trip: CreatedTrip): Promise<{ version: number; visibleToClient: boolean; folder: string }> {
  const res = await request.get(`/api/trips?folder=any&q=${encodeURIComponent(`#${trip.friendlyId}`)}`);
  expect(res.ok(), await res.text()).toBe(true);
  const row = ((await res.json()).items as { id: string; version: number; visibleToClient: boolean; folder: string }[]).find((t) => t.id === trip.id);
  expect(row, 'the trip is listed').toBeTruthy();
  return row!;
}

async function signInOwner(page: Page) {
  await apiSignIn(page, OWNER.email, OWNER.password, 'backoffice');
}

const rowOf = (page: Page, trip: CreatedTrip) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name: trip.tripName, exact: true }) });

const tripNames = (page: Page) => page.getByRole('list', { name: 'Trips' }).getByRole('listitem').getByRole('link');

test.describe('backoffice dashboard', () => {
  test('pin and unpin a trip: pinned first, kept after a reload', async ({ page }) => {
    await signInOwner(page);
    const older = await createTrip(page.request, `Pinwheel ${stamp} Amalfi`);
    const newer = await createTrip(page.request, `Pinwheel ${stamp} Venice`);

    await page.goto(`/backoffice?q=${encodeURIComponent(`Pinwheel ${stamp}`)}`);
    await expect(page.getByRole('tab', { name: /Trips/ })).toHaveAttribute('aria-selected', 'true');
    await expect(tripNames(page)).toHaveText([newer.tripName, older.tripName]);

    await rowOf(page, older).getByRole('button', { name: `Pin #${older.friendlyId} ${older.tripName}` }).click();
    await expect(tripNames(page)).toHaveText([older.tripName, newer.tripName]);
    await expect(rowOf(page, older).getByText('Pinned')).toBeVisible();

    await page.reload();
    await expect(tripNames(page)).toHaveText([older.tripName, newer.tripName]);
    const unpin = rowOf(page, older).getByRole('button', { name: `Unpin #${older.friendlyId} ${older.tripName}` });
    await expect(unpin).toHaveAttribute('aria-pressed', 'true');
    await unpin.click();
    await expect(tripNames(page)).toHaveText([newer.tripName, older.tripName]);
    await page.reload();
    await expect(tripNames(page)).toHaveText([newer.tripName, older.tripName]);
  });

  test('a trip row opens the trip details; visibility toggles Visible / Masqué', async ({ page }) => {
    await signInOwner(page);
    const trip = await createTrip(page.request, `Lumiere ${stamp} Paris`);
    await page.goto(`/backoffice?q=${encodeURIComponent(`#${trip.friendlyId}`)}`);
    const toggle = rowOf(page, trip).getByRole('switch', { name: `Visible to the client: #${trip.friendlyId} ${trip.tripName}` });
    // A trip made for a client stays hidden from them until it is sent (issue 22); the toggle shows it.
    await expect(toggle).toHaveText('Masqué');
    await toggle.click();
    await expect(toggle).toHaveText('Visible');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await page.reload();
    await expect(rowOf(page, trip).getByRole('switch')).toHaveText('Visible');

    await rowOf(page, trip).getByRole('link', { name: trip.tripName }).click();
    await expect(page).toHaveURL(new RegExp(`/backoffice/trip-details\\?tripId=${trip.id}$`));
  });

  test('super_admin deletes a trip, restores it to Inbox, then deletes it forever', async ({ page }) => {
    await signInOwner(page);
    const trip = await createTrip(page.request, `Phoenix ${stamp} Rome`);
    const search = `?q=${encodeURIComponent(`Phoenix ${stamp}`)}`;
    await page.goto(`/backoffice${search}`);

    // Delete: to the Deleted folder, after a confirmation.
    await rowOf(page, trip).getByRole('button', { name: `Actions for #${trip.friendlyId} ${trip.tripName}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirmDelete = page.getByRole('dialog', { name: 'Delete this trip?' });
    await confirmDelete.getByRole('button', { name: 'Delete' }).click();
    await expect(confirmDelete).toBeHidden();
    await expect(page.getByText(`#${trip.friendlyId} moved to Deleted`)).toBeVisible();
    await expect(rowOf(page, trip)).toHaveCount(0);

    // Restore from the Deleted folder.
    await page.getByRole('button', { name: 'Deleted', exact: true }).click();
    await expect(page).toHaveURL(/folder=deleted/);
    await rowOf(page, trip).getByRole('button', { name: 'Restore' }).click();
    const confirmRestore = page.getByRole('dialog', { name: 'Restore this trip?' });
    // The dialog names the place the toast names.
    await expect(confirmRestore).toContainText('goes back to the Inbox (In progress).');
    await confirmRestore.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByText('Trip restored to Inbox!')).toBeVisible();
    await expect(rowOf(page, trip)).toHaveCount(0);
    await page.getByRole('button', { name: 'In progress', exact: true }).click();
    await expect(rowOf(page, trip)).toHaveCount(1);

    // Delete again, then Delete Forever with the typed word.
    await rowOf(page, trip).getByRole('button', { name: /^Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete this trip?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(rowOf(page, trip)).toHaveCount(0);
    await page.goto(`/backoffice${search}&folder=deleted`);
    await rowOf(page, trip).getByRole('button', { name: 'Delete Forever' }).click();
    const forever = page.getByRole('dialog', { name: 'Delete this trip forever?' });
    const confirmForever = forever.getByRole('button', { name: 'Delete Forever' });
    await expect(confirmForever).toBeDisabled();
    await forever.getByLabel('Type "DELETE" to confirm').fill('delete');
    await expect(confirmForever).toBeDisabled();
    await forever.getByLabel('Type "DELETE" to confirm').fill('DELETE');
    await confirmForever.click();
    await expect(page.getByText(`#${trip.friendlyId} deleted forever`)).toBeVisible();
    await expect(rowOf(page, trip)).toHaveCount(0);

    const left = await page.request.get(`/api/trips?folder=deleted&q=${encodeURIComponent(`#${trip.friendlyId}`)}`);
    expect((await left.json()).total).toBe(0);
  });

  test('a team member (not super_admin) cannot delete a trip', async ({ page, browser }) => {
    await signInOwner(page);
    const trip = await createTrip(page.request, `Bastion ${stamp} Florence`);
    const email = uniqueEmail(`dash-team-${stamp}`);
    const invite = await page.request.post('/api/team/invites', { data: { email, role: 'team', approved: true } });
    expect(invite.ok(), await invite.text()).toBe(true);

    const ctx = await browser.newContext();
    const teamPage = await ctx.newPage();
    await activateThroughMail(teamPage.request, email, 'Théo Team', 'team-pass-1');
    await apiSignIn(teamPage, email, 'team-pass-1', 'backoffice');

    await teamPage.goto(`/backoffice?q=${encodeURIComponent(`Bastion ${stamp}`)}`);
    await expect(rowOf(teamPage, trip)).toHaveCount(1);
    await expect(teamPage.getByRole('button', { name: 'Deleted', exact: true })).toHaveCount(0);
    await rowOf(teamPage, trip).getByRole('button', { name: /^Actions for/ }).click();
    await expect(teamPage.getByRole('menuitem', { name: 'Archived' })).toBeVisible();
    await expect(teamPage.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
    await teamPage.keyboard.press('Escape');

    // The server holds the line as well.
    const { version } = await listed(teamPage.request, trip);
    const soft = await teamPage.request.patch(`/api/trips/${trip.id}/folder`, { data: { folder: 'deleted', version } });
    expect(soft.status()).toBe(403);
    const hard = await teamPage.request.delete(`/api/trips/${trip.id}`);
    expect(hard.status()).toBe(403);
    await teamPage.reload();
    await expect(rowOf(teamPage, trip)).toHaveCount(1);
    await ctx.close();
  });

  test('a write on a trip someone else changed meanwhile is refused with their message, the list reloads, nothing is overwritten', async ({
    page,
    browser,
  }) => {
    await signInOwner(page);
    const trip = await createTrip(page.request, `Tandem ${stamp} Verona`);
    const search = `/backoffice?q=${encodeURIComponent(`#${trip.friendlyId}`)}`;
    await page.goto(search);
    await expect(rowOf(page, trip).getByRole('switch')).toHaveText('Masqué');

    // A colleague (another browser) shows the trip to the client (made for them, it starts hidden: issue 22).
    const ctx = await browser.newContext();
    const other = await ctx.newPage();
    await signInOwner(other);
    await other.goto(search);
    await rowOf(other, trip).getByRole('switch').click();
    await expect(rowOf(other, trip).getByRole('switch')).toHaveText('Visible');
    await expect.poll(async () => (await listed(page.request, trip)).visibleToClient).toBe(true);

    // This page still shows the trip as it read it: its move names that older version.
    await expect(rowOf(page, trip).getByRole('switch')).toHaveText('Masqué');
    await rowOf(page, trip).getByRole('button', { name: /^Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Archived' }).click();
    await expect(page.getByText(/someone else changed this trip/i)).toBeVisible();
    // The list reloads with the colleague's change; the trip stays where it was.
    await expect(rowOf(page, trip).getByRole('switch')).toHaveText('Visible');
    expect(await listed(page.request, trip)).toMatchObject({ visibleToClient: true, folder: 'in_progress' });

    // Now on the current version, the same move goes through.
    await rowOf(page, trip).getByRole('button', { name: /^Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Archived' }).click();
    await expect(page.getByText(`#${trip.friendlyId} moved to Archived`)).toBeVisible();
    expect(await listed(page.request, trip)).toMatchObject({ visibleToClient: true, folder: 'archived' });
    await ctx.close();
  });

  test('the spec alerts show as toasts and optimistic changes roll back', async ({ page }) => {
    await signInOwner(page);
    const trip = await createTrip(page.request, `Mirage ${stamp} Milan`);
    await page.goto(`/backoffice?q=${encodeURIComponent(`Mirage ${stamp}`)}`);
    await expect(rowOf(page, trip)).toHaveCount(1);

    await page.route('**/api/trips/*/pin', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Something went wrong on our side.' } } }),
    );
    const pin = rowOf(page, trip).getByRole('button', { name: `Pin #${trip.friendlyId} ${trip.tripName}` });
    await pin.click();
    await expect(page.getByText('Erreur lors de la modification du pin')).toBeVisible();
    await expect(pin).toHaveAttribute('aria-pressed', 'false');

    await page.route('**/api/trips/*/visibility', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Something went wrong on our side.' } } }),
    );
    const toggle = rowOf(page, trip).getByRole('switch');
    await toggle.click();
    await expect(page.getByText('Erreur lors de la modification de la visibilité')).toBeVisible();
    // Rolled back to what it was: hidden, as a trip made for a client starts (issue 22).
    await expect(toggle).toHaveText('Masqué');
  });

  test("'Erreur d'accès' with a link home when the dashboard cannot be opened", async ({ page }) => {
    await signInOwner(page);
    await page.route((url) => url.pathname === '/api/trips', (route) =>
      route.fulfill({ status: 403, json: { error: { code: 'forbidden', message: 'You are not allowed to do this.' } } }),
    );
    await page.goto('/backoffice');
    await expect(page.getByText("Erreur d'accès")).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Survey tab: search on the server, a row expands inline and opens the questionnaire', async ({ page }) => {
    const name = `Survey ${stamp} Traveller`;
    const sent = await page.request.post('/api/questionnaires', {
      data: {
        name,
        email: uniqueEmail(`dash-q-${stamp}`),
        destination: 'rome',
        duration: '6-7',
        budget: 'luxury',
        interests: ['food', 'history'],
        notYetScheduled: true,
        specialRequests: 'A table at a trattoria in Trastevere',
      },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    await signInOwner(page);

    await page.goto('/backoffice');
    await page.getByRole('tab', { name: /Survey/ }).click();
    await expect(page).toHaveURL(/tab=survey/);
    await page.getByRole('searchbox', { name: 'Search questionnaires' }).fill(stamp);
    await expect(page).toHaveURL(new RegExp(`q=${stamp}`));
    const row = page.getByRole('button', { name: new RegExp(name) });
    await expect(row).toHaveAttribute('aria-expanded', 'false');
    await row.click();
    await expect(row).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('A table at a trattoria in Trastevere')).toBeVisible();
    const open = page.getByRole('link', { name: 'Open questionnaire', exact: true });
    await expect(open).toHaveAttribute('href', /\/backoffice\/questionnaire-detail\?id=[0-9a-f-]{36}$/);

    // The URL keeps the state: reload and back.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search questionnaires' })).toHaveValue(stamp);
    await expect(page.getByRole('button', { name: new RegExp(name) })).toBeVisible();
    await page.getByRole('tab', { name: /Trips/ }).click();
    await expect(page).not.toHaveURL(/tab=survey/);
    await page.goBack();
    await expect(page.getByRole('tab', { name: /Survey/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: new RegExp(name) })).toBeVisible();
  });
});
