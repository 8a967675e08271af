import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { OWNER, activateThroughMail, apiSignIn, setDark, uniqueEmail } from './helpers';
import { formatMoney, itineraryActivityCost } from '#shared/domain/costs';
import type { TripDetail } from '#shared/contracts/trip-detail';

/**
 * The client workspace (issue 10): a client lives in their trip, staff act for them in
 * organizer mode and see what they see in client view.
 */

const SHOTS = '/tmp/shots-workspace';
mkdirSync(SHOTS, { recursive: true });

interface Seeded {
  email: string;
  password: string;
  clientKey: string;
  tripId: string;
}

/** A client with a confirmed, visible copy of the Paris template, signed up with a password. */
async function seedClient(request: APIRequestContext, name = 'Claire Dubois'): Promise<Seeded> {
  const staff = await request.post('/api/auth/sign-in', { data: { ...OWNER, area: 'backoffice' } });
  expect(staff.ok(), await staff.text()).toBeTruthy();
  const owner = ((await staff.json()) as { user: { id: string } }).user;
  const email = uniqueEmail('claire');
  const password = 'claire-pass-1';
  const created = await request.post('/api/clients', { data: { email, fullName: name, destination: 'Paris' } });
  expect(created.ok(), await created.text()).toBeTruthy();
  const clientKey = ((await created.json()) as { client: { key: string } }).client.key;
  const templates = (await (await request.get('/api/trips/templates')).json()) as { items: { friendlyId: number; destination: string }[] };
  const paris = templates.items.find((t) => t.destination.startsWith('Paris'))!;
  const cloned = await request.post(`/api/clients/${clientKey}/clone`, { data: { tripNumber: String(paris.friendlyId) } });
  expect(cloned.ok(), await cloned.text()).toBeTruthy();
  const tripId = ((await cloned.json()) as { trip: { id: string } }).trip.id;
  const version = ((await (await request.get(`/api/trips/${tripId}`)).json()) as { version: number }).version;
  const patched = await request.patch(`/api/trips/${tripId}`, {
    data: { version, status: 'confirmed', visibleToClient: true, budgetEur: 9500, travelersAdults: 2, dedicatedSpecialistId: owner.id },
  });
  expect(patched.ok(), await patched.text()).toBeTruthy();
  await request.post('/api/auth/sign-out');
  await activateThroughMail(request, email, name, password);
  await request.post('/api/auth/sign-out');
  return { email, password, clientKey, tripId };
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

test.describe('screenshots', () => {
  for (const dark of [false, true]) {
    for (const width of [1280, 390]) {
      test(`my trips and a trip at ${width} ${dark ? 'dark' : 'light'}`, async ({ page, request }) => {
        const s = await seedClient(request);
        await setDark(page, dark);
        await page.setViewportSize({ width, height: width > 500 ? 860 : 844 });
        await apiSignIn(page, s.email, s.password, 'client');
        await page.goto('/account');
        await expect(page.getByRole('heading', { name: 'My Trips' })).toBeVisible();
        await expect(page.getByTestId('trip-card')).toHaveCount(1);
        const tag = `${width}-${dark ? 'dark' : 'light'}`;
        await shot(page, `account-${tag}`);
        await page.getByRole('link', { name: 'Paris, Classic & Romantic' }).click();
        await expect(page.getByText('← Back to Trips')).toBeVisible();
        await page.waitForTimeout(1500);
        await shot(page, `trip-overview-${tag}`);
        if (width > 500) await page.getByRole('button', { name: /Day 1/ }).first().click();
        else await page.getByLabel('Day', { exact: true }).selectOption({ index: 1 });
        await page.getByRole('button', { name: /^Jardin des Tuileries/ }).click();
        await page.waitForTimeout(1500);
        await shot(page, `trip-day-${tag}`);
        await page.getByRole('button', { name: 'Trip Map' }).click();
        await expect(page.getByRole('dialog', { name: 'Trip Map' }).getByRole('button', { name: 'Discovery' })).toHaveAttribute('aria-expanded', 'true');
        await page.waitForTimeout(1200);
        await shot(page, `trip-map-${tag}`);
      });
    }
  }
});

test.describe('screenshots of staff screens', () => {
  for (const dark of [false, true]) {
    test(`organizer mode and client view ${dark ? 'dark' : 'light'}`, async ({ page, request }) => {
      const s = await seedClient(request, 'Margaux Lefèvre');
      await setDark(page, dark);
      await page.setViewportSize({ width: 1440, height: 900 });
      await apiSignIn(page, OWNER.email, OWNER.password, 'backoffice');
      await page.goto(`/backoffice/organizer-mode?clientId=${s.clientKey}`);
      await expect(page.getByTestId('trip-card')).toHaveCount(1);
      const tag = dark ? 'dark' : 'light';
      await shot(page, `organizer-trips-${tag}`);
      await page.getByRole('link', { name: 'Paris, Classic & Romantic' }).click();
      await page.getByRole('button', { name: /^Day 2/ }).click();
      await page.waitForTimeout(1200);
      await shot(page, `organizer-day-${tag}`);
      await page.goto(`/backoffice/client-view?clientId=${s.clientKey}&tripId=${s.tripId}`);
      await page.getByRole('button', { name: /^Day 3/ }).click();
      await page.getByRole('button', { name: /^Details of/ }).first().click();
      await expect(page.getByRole('article', { name: /^About / })).toBeVisible();
      await expect(page.getByRole('link', { name: /Directions/ })).toBeVisible();
      await page.waitForTimeout(1200);
      await shot(page, `client-view-place-${tag}`);
      await page.goto(`/activity-summary?tripId=${s.tripId}&clientId=${s.clientKey}&organizerMode=true`);
      await expect(page.getByTestId('grand-total')).toBeVisible();
      await shot(page, `activity-summary-${tag}`);
      await page.goto(`/account?clientId=${s.clientKey}&organizerMode=true`);
      await page.getByRole('button', { name: 'Settings' }).click();
      await page.waitForTimeout(500);
      await shot(page, `settings-${tag}`);
    });
  }
});

test.describe('client journeys', () => {
  test('a client signs in, opens the trip, chooses activities on two days and sees the summary total', async ({ page, request }) => {
    const s = await seedClient(request);
    await page.goto('/login');
    await page.getByLabel('Email').fill(s.email);
    await page.getByLabel('Password', { exact: true }).fill(s.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'My Trips' })).toBeVisible();
    await expect(page.getByText('Manage all your travel plans in one place')).toBeVisible();
    await page.getByRole('link', { name: 'Paris, Classic & Romantic' }).click();
    await expect(page.getByText('Your Travel Specialist')).toBeVisible();

    // Day 1: the Tuileries instead of the Louvre; the slot is green and the next one active.
    await page.getByRole('button', { name: /^Day 1/ }).click();
    const tuileries = page.getByRole('button', { name: /^Jardin des Tuileries/ });
    await tuileries.click();
    await expect(tuileries).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('slot').first()).toHaveAttribute('data-chosen', 'true');
    await expect(page.getByTestId('slot').nth(1)).toHaveAttribute('data-active', 'true');
    await expect(page.getByText('Saved')).toBeVisible();
    // Selecting it again clears the choice.
    await tuileries.click();
    await expect(tuileries).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('slot').first()).toHaveAttribute('data-chosen', 'false');
    await tuileries.click();
    await expect(tuileries).toHaveAttribute('aria-pressed', 'true');

    // Day 2: the Champ de Mars instead of the Eiffel Tower.
    await page.getByRole('button', { name: /^Day 2/ }).click();
    await page.getByRole('button', { name: /^Champ de Mars/ }).click();
    await expect(page.getByRole('button', { name: /^Champ de Mars/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Saved')).toBeVisible();

    // The choices are on the server.
    const trip = (await (await page.request.get(`/api/trips/${s.tripId}`)).json()) as TripDetail;
    const chosen = (d: number, slot: number) => {
      const sl = trip.days[d]!.timeSlots[slot]!;
      return sl.options.find((o) => o.id === sl.selectedPlace)?.name;
    };
    expect(chosen(0, 0)).toBe('Jardin des Tuileries');
    expect(chosen(1, 0)).toBe('Champ de Mars');

    // One trip: Activity Summary opens it directly; the total follows the shared cost rules.
    await page.getByRole('button', { name: 'Activity Summary' }).click();
    await expect(page).toHaveURL(/\/activity-summary\?tripId=/);
    const total = itineraryActivityCost(trip.days, { adults: trip.travelersAdults, children: trip.travelersChildren });
    await expect(page.getByTestId('grand-total')).toHaveText(formatMoney(total, 'EUR'));
    await expect(page.getByTestId('day-total')).toHaveCount(trip.days.length);

    // The itinerary: the first day open, the choice shown.
    await page.getByRole('button', { name: 'Itinerary' }).click();
    await expect(page.getByRole('heading', { name: 'Itinerary', level: 1 })).toBeVisible();
    await expect(page.getByText('Jardin des Tuileries')).toBeVisible();
    await expect(page.getByRole('button', { name: /Day 1/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: /Day 2/ })).toHaveAttribute('aria-expanded', 'false');
  });

  test('missing trips: Trip Not Found with Go Back; no trip id on the summary goes back to /account', async ({ page, request }) => {
    const s = await seedClient(request);
    await apiSignIn(page, s.email, s.password, 'client');
    await page.goto('/itinerary?tripId=00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Trip Not Found')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    await page.goto('/activity-summary');
    await expect(page.getByText('No trip ID provided')).toBeVisible();
    await expect(page).toHaveURL(/\/account$/);
  });
});

test.describe('staff acting for a client', () => {
  test('staff in organizer mode add an activity; the client gets the notification live', async ({ page, browser, request }) => {
    const s = await seedClient(request);
    // The client has their trip open.
    await apiSignIn(page, s.email, s.password, 'client');
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'My Trips' })).toBeVisible();
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);
    await expect(page.getByRole('toolbar', { name: 'Organizer actions' })).toHaveCount(0);

    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await apiSignIn(staff, OWNER.email, OWNER.password, 'backoffice');
    await staff.goto(`/backoffice/organizer-mode?clientId=${s.clientKey}&tripId=${s.tripId}`);
    await expect(staff.getByTestId('organizer-client')).toContainText(s.email);
    await expect(staff.getByRole('toolbar', { name: 'Organizer actions' })).toBeVisible();
    await staff.getByRole('button', { name: /^Day 1/ }).click();
    await staff.getByRole('button', { name: 'Add Activity' }).first().click();
    await staff.getByRole('combobox', { name: 'Search places' }).fill('pantheon');
    await staff.getByRole('listbox').getByRole('option').first().click();
    await expect(staff.getByText(/Panthéon added/)).toBeVisible();
    await staff.keyboard.press('Escape');
    await expect(staff.getByRole('button', { name: /^Panthéon/ })).toBeVisible();
    await expect(staff.getByText('Saved')).toBeVisible();

    // Live: the client's badge shows the new notification without a reload.
    await expect(page.getByTestId('notification-badge')).toHaveText('1');
    await page.getByRole('button', { name: /Notifications, 1 unread/ }).click();
    await expect(page.getByRole('dialog').getByText(/Panthéon/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);
    await staffContext.close();
  });

  test('client view shows what the client sees, with no organizer control; a missing client id is said', async ({ page, request }) => {
    const s = await seedClient(request);
    await apiSignIn(page, OWNER.email, OWNER.password, 'backoffice');
    await page.goto(`/backoffice/client-view?clientId=${s.clientKey}`);
    await expect(page.getByTestId('client-view')).toContainText('sees exactly this');
    await expect(page.getByTestId('trip-card')).toHaveCount(1);
    await expect(page.getByRole('switch')).toHaveCount(0);
    await page.getByRole('link', { name: 'Paris, Classic & Romantic' }).click();
    await page.getByRole('button', { name: /^Day 1/ }).click();
    await expect(page.getByTestId('slot').first()).toBeVisible();
    await expect(page.getByRole('toolbar', { name: 'Organizer actions' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Activity' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'AI activities' })).toHaveCount(0);

    await page.goto('/backoffice/client-view');
    await expect(page.getByText('No client ID provided')).toBeVisible();
    await page.goto('/backoffice/organizer-mode?clientId=987654');
    await expect(page.getByText('Client not found')).toBeVisible();
  });
});

test.describe('client view and clear all', () => {
  test('client view never shows a trip hidden from the client, as the client does not see it', async ({ page, request }) => {
    const s = await seedClient(request);
    await apiSignIn(page, OWNER.email, OWNER.password, 'backoffice');
    const { version } = (await (await page.request.get(`/api/trips/${s.tripId}`)).json()) as TripDetail;
    const hidden = await page.request.patch(`/api/trips/${s.tripId}`, { data: { version, visibleToClient: false } });
    expect(hidden.ok(), await hidden.text()).toBeTruthy();

    // The trip's content is never asked for in client view.
    const tripReads: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path === `/api/trips/${s.tripId}` || path === `/api/billing/${s.tripId}`) tripReads.push(r.url());
    });
    await page.goto(`/backoffice/client-view?clientId=${s.clientKey}&tripId=${s.tripId}`);
    await expect(page.getByTestId('client-view')).toContainText('sees exactly this');
    await expect(page.getByText('Trip Not Found')).toBeVisible();
    await expect(page.getByText('Your Travel Specialist')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Day 1/ })).toHaveCount(0);
    // Back to Trips: the client's own list, without the hidden trip.
    await page.getByRole('link', { name: '← Back to Trips' }).click();
    await expect(page.getByRole('heading', { name: 'My Trips' })).toBeVisible();
    await expect(page.getByTestId('trip-card')).toHaveCount(0);
    // The section pages of client view say the same.
    await page.goto(`/itinerary?tripId=${s.tripId}&clientId=${s.clientKey}`);
    await expect(page.getByText('Trip Not Found')).toBeVisible();
    await page.goto(`/billing?tripId=${s.tripId}&clientId=${s.clientKey}`);
    await expect(page.getByText('Trip Not Found')).toBeVisible();
    expect(tripReads).toEqual([]);

    // Organizer mode still opens it for staff.
    await page.goto(`/backoffice/organizer-mode?clientId=${s.clientKey}&tripId=${s.tripId}`);
    await expect(page.getByRole('toolbar', { name: 'Organizer actions' })).toBeVisible();
    await expect(page.getByText('Your Travel Specialist')).toBeVisible();
  });

  test("organizer mode's Clear all removes the activities and the billing items in one step; Clear day keeps them", async ({ page, request }) => {
    const s = await seedClient(request);
    await apiSignIn(page, OWNER.email, OWNER.password, 'backoffice');
    const { version } = (await (await page.request.get(`/api/trips/${s.tripId}`)).json()) as TripDetail;
    const added = await page.request.post(`/api/billing/${s.tripId}/expenses`, { data: { version, title: 'Private driver', unitCents: 25000 } });
    expect(added.ok(), await added.text()).toBeTruthy();
    const items = async () => ((await (await page.request.get(`/api/billing/${s.tripId}`)).json()) as { items: unknown[] }).items.length;

    await page.goto(`/backoffice/organizer-mode?clientId=${s.clientKey}&tripId=${s.tripId}`);
    await page.getByRole('button', { name: /^Day 1/ }).click();
    await page.getByRole('button', { name: 'Clear day' }).click();
    await expect(page.getByRole('dialog')).toContainText("its time slots and the trip's billing items stay");
    await page.getByRole('dialog').getByRole('button', { name: 'Clear day' }).click();
    await expect(page.getByText('Saved')).toBeVisible();
    expect(await items()).toBe(1);

    await page.getByRole('toolbar', { name: 'Organizer actions' }).getByRole('button', { name: 'Clear all' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Clear all activities and billing items?');
    await expect(dialog).toContainText("and so are all of the trip's billing items");
    await dialog.getByRole('button', { name: 'Clear all' }).click();
    await expect(page.getByText('All activities and billing items cleared')).toBeVisible();
    await page.getByRole('button', { name: /^Day 2/ }).click();
    await expect(page.getByText('No activities added yet. Click "Add Activity" to get started.').first()).toBeVisible();
    expect(await items()).toBe(0);
    const trip = (await (await page.request.get(`/api/trips/${s.tripId}`)).json()) as TripDetail;
    expect(trip.days.flatMap((d) => d.timeSlots).every((sl) => sl.options.length === 0 && !sl.selectedPlace)).toBe(true);
  });
});

test.describe('phones', () => {
  test('at 390 px the menu opens the sections and settings', async ({ page, request }) => {
    const s = await seedClient(request);
    await page.setViewportSize({ width: 390, height: 844 });
    await apiSignIn(page, s.email, s.password, 'client');
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'My Trips' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Workspace menu' });
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    await menu.getByRole('button', { name: 'Itinerary' }).click();
    await expect(page).toHaveURL(/\/itinerary\?tripId=/);
    await expect(page.getByRole('heading', { name: 'Itinerary', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Workspace menu' }).getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Account settings' })).toContainText(s.email);
    await expect(page.getByRole('dialog', { name: 'Account settings' })).toContainText('Member since');
  });
});
