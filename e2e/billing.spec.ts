import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { OWNER, activateThroughMail, apiSignIn, sendTripToClient, setDark, uniqueEmail } from './helpers';

/**
 * Billing and trip documents (issue 11): staff bill a trip in organizer mode (chosen activities,
 * a custom expense with the spec's validation, billed, flights included), the client sees the
 * same statement read-only and downloads the statement and itinerary PDFs and the .ics (a refused
 * download shows the server's message); screenshots at 1280
 * and 390 px, light and dark.
 */

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-billing';
const stamp = Date.now().toString(36);
const CLIENT_PASSWORD = 'client-pass-1';

function slots(date: string, places: { name: string; cost: number; lat: number; lng: number; address: string }[]) {
  const times = [
    ['09:00', '11:00', 'Activity'],
    ['11:00', '13:00', 'Activity'],
    ['13:00', '15:00', 'Lunch'],
    ['15:00', '17:00', 'Activity'],
  ];
  return times.map(([start, end, title], i) => {
    const place = places[i];
    const options = place
      ? [{ id: `${date}-o${i}`, name: place.name, cost: place.cost, address: place.address, description: `${place.name}, privately guided.`, coordinates: { lat: place.lat, lng: place.lng } }]
      : [];
    return { id: `${date}-s${i}`, startTime: start, endTime: end, start_time: start, end_time: end, title, options, selectedPlace: place ? options[0]!.id : null };
  });
}

async function prepareTrip(request: APIRequestContext, clientEmail: string) {
  const created = await request.post('/api/clients', { data: { email: clientEmail, fullName: 'Claire Dubois' } });
  expect(created.ok(), await created.text()).toBe(true);
  const { client } = await created.json();
  const tripRes = await request.post(`/api/clients/${encodeURIComponent(client.key)}/trips`, { data: { destination: `Paris ${stamp}` } });
  expect(tripRes.ok(), await tripRes.text()).toBe(true);
  const { trip } = await tripRes.json();
  let detail = await (await request.get(`/api/trips/${trip.id}`)).json();
  const patched = await request.patch(`/api/trips/${trip.id}`, {
    data: {
      version: detail.version,
      tripName: 'Paris in Spring',
      startDate: '2027-05-10',
      endDate: '2027-05-11',
      travelersAdults: 2,
      travelersChildren: 0,
      outboundFlight: { airline: 'Air France', flightNumber: 'AF 7', departureAirport: 'JFK', arrivalAirport: 'CDG', departure: '2027-05-09T18:30', arrival: '2027-05-10T07:55', price: 1890 },
      returnFlight: { airline: 'Air France', flightNumber: 'AF 8', departureAirport: 'CDG', arrivalAirport: 'JFK', departure: '2027-05-11T10:35', price: 1760.5 },
      hotel: { name: 'Le Meurice', address: '228 Rue de Rivoli, 75001 Paris', checkIn: '2027-05-10', checkOut: '2027-05-11', pricePerNight: 1450, rooms: 1 },
    },
  });
  expect(patched.ok(), await patched.text()).toBe(true);
  detail = await patched.json();
  const days = [
    {
      id: 'day-1',
      date: '2027-05-10',
      title: 'Arrival in Paris',
      timeSlots: slots('2027-05-10', [
        { name: 'Musée du Louvre', cost: 22, lat: 48.8606, lng: 2.3376, address: 'Rue de Rivoli, 75001 Paris' },
        { name: 'Jardin des Tuileries', cost: 0, lat: 48.8635, lng: 2.3275, address: 'Place de la Concorde, 75001 Paris' },
      ]),
    },
    {
      id: 'day-2',
      date: '2027-05-11',
      title: 'Au revoir',
      timeSlots: slots('2027-05-11', [{ name: 'Sainte-Chapelle', cost: 13, lat: 48.8554, lng: 2.345, address: '10 Boulevard du Palais, 75001 Paris' }]),
    },
  ];
  const saved = await request.put(`/api/trips/${trip.id}/days`, { data: { version: detail.version, days } });
  expect(saved.ok(), await saved.text()).toBe(true);
  await sendTripToClient(request, trip.id);
  return { tripId: trip.id as string, clientKey: client.key as string };
}

/** Saves the trip's itinerary changed by `change`, as the trip editor would. */
async function editDays(request: APIRequestContext, tripId: string, change: (days: { timeSlots: { options: { cost: number }[] }[] }[]) => void) {
  const trip = await (await request.get(`/api/trips/${tripId}`)).json();
  change(trip.days);
  const saved = await request.put(`/api/trips/${tripId}/days`, { data: { version: trip.version, days: trip.days } });
  expect(saved.ok(), await saved.text()).toBe(true);
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('staff bill a trip in organizer mode; the client reads the statement and downloads both PDFs', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await apiSignIn(page, OWNER.email, OWNER.password, 'backoffice');
  const clientEmail = uniqueEmail(`billing-${stamp}`);
  const { tripId } = await prepareTrip(page.request, clientEmail);

  // Staff: /billing in organizer mode.
  await page.goto(`/billing?tripId=${tripId}&organizerMode=true`);
  await expect(page.getByRole('heading', { name: 'Paris in Spring' })).toBeVisible();
  await expect(page.getByText('No billing items yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute('href', `/backoffice/trip-details?tripId=${tripId}`);
  await expect(page.getByTestId('rate')).toContainText(/1 EUR = \d\.\d\d USD/);
  // Before anything is billed, the chosen activities read as estimates, priced as billing would
  // (issue 18 §7): the page never says €0.00 beside a trip full of chosen activities.
  await expect(page.getByTestId('billing-estimates')).toContainText('Musée du Louvre');
  await expect(page.getByTestId('estimates-total')).toHaveText('€70.00');
  await expect(page.getByTestId('estimates-grand-total')).toHaveText('€70.00');

  // Add the chosen activities: Louvre 22 x 2 = 44, Tuileries 0, Sainte-Chapelle 13 x 2 = 26.
  for (let i = 0; i < 3; i++) {
    await page.getByRole('button', { name: 'Add to billing' }).first().click();
    await expect(page.getByTestId('billing-item')).toHaveCount(i + 1);
  }
  await expect(page.getByText('Every chosen activity is in billing.')).toBeVisible();
  await expect(page.getByTestId('total-total')).toHaveText('€70.00');
  await expect(page.getByTestId('billing-estimates')).toHaveCount(0);

  // Lines follow their slots by id (issue 18): the Tuileries' slot is removed and the Louvre's
  // cost goes up to 25 in the itinerary. The page (live) flags the first and offers to re-price
  // the second; re-pricing bills 25 x 2.
  await editDays(page.request, tripId, (days) => {
    days[0].timeSlots[0].options[0].cost = 25;
    days[0].timeSlots.splice(1, 1);
  });
  const lines = page.getByTestId('billing-item');
  await expect(lines.filter({ hasText: 'Jardin des Tuileries' }).getByText('No longer in the itinerary')).toBeVisible();
  await expect(lines.filter({ hasText: 'Musée du Louvre' }).getByText('Cost changed since billed: now €50.00')).toBeVisible();
  await lines.filter({ hasText: 'Musée du Louvre' }).getByRole('button', { name: 'Re-price' }).click();
  await expect(page.getByTestId('total-total')).toHaveText('€76.00');
  await expect(page.getByText(/Cost changed since billed/)).toHaveCount(0);
  await expect(page.getByText('Every chosen activity is in billing.')).toBeVisible();

  // A custom expense: the spec's messages, then 450 x 2 = 900.
  await page.getByRole('button', { name: 'Add expense' }).click();
  await expect(page.getByText('Please enter a title for the expense')).toBeVisible();
  await expect(page.getByText('Please enter a valid unit price')).toBeVisible();
  await page.getByLabel('Title').fill('Private chauffeur');
  await page.getByLabel('Unit price (EUR)').fill('450');
  await page.getByLabel('Quantity').fill('2');
  await page.getByRole('button', { name: 'Add expense' }).click();
  await expect(page.getByTestId('billing-item')).toHaveCount(4);
  await expect(page.getByTestId('total-total')).toHaveText('€976.00');

  // Mark the Louvre billed; include the flights: (1890 + 1760.50) x 2 = 7301.
  // The boxes follow the server's answer (a versioned write), so click and wait for it.
  await page.getByRole('checkbox', { name: 'Musée du Louvre billed' }).click();
  await expect(page.getByRole('checkbox', { name: 'Musée du Louvre billed' })).toBeChecked();
  await expect(page.getByTestId('total-billed')).toHaveText('€50.00');
  await page.getByLabel('Include flights').click();
  await expect(page.getByLabel('Include flights')).toBeChecked();
  await expect(page.getByTestId('total-total')).toHaveText('€8,277.00');
  await expect(page.getByTestId('total-unbilled')).toHaveText('€8,227.00');

  // Remove all asks first; cancel keeps everything.
  await page.getByRole('button', { name: 'Remove all' }).click();
  await expect(page.getByRole('dialog')).toContainText('Remove ALL billing items? This cannot be undone!');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('billing-item')).toHaveCount(4);

  // USD at the stored rate.
  await page.getByRole('button', { name: 'USD', exact: true }).click();
  await expect(page.getByTestId('total-total')).toHaveText(/^US\$|^\$/);
  await page.getByRole('button', { name: 'EUR', exact: true }).click();

  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await shoot(page, `staff-${width}-light`);
    await page.getByRole('button', { name: 'Detail', exact: true }).click();
    await shoot(page, `staff-detail-${width}-light`);
    await page.getByRole('button', { name: 'List', exact: true }).click();
  }

  // The client: the same statement, read-only, and both PDFs.
  const ctx = await browser.newContext({ acceptDownloads: true });
  const client = await ctx.newPage();
  await activateThroughMail(client.request, clientEmail, 'Claire Dubois', CLIENT_PASSWORD);
  await apiSignIn(client, clientEmail, CLIENT_PASSWORD, 'client');
  await client.goto(`/billing?tripId=${tripId}`);
  await expect(client.getByRole('heading', { name: 'Paris in Spring' })).toBeVisible();
  await expect(client.getByTestId('total-total')).toHaveText('€8,277.00');
  await expect(client.getByTestId('total-billed')).toHaveText('€50.00');
  // Flags are for the agency: the client reads the lines as billed.
  await expect(client.getByText('No longer in the itinerary')).toHaveCount(0);
  await expect(client.getByRole('button', { name: 'Add expense' })).toHaveCount(0);
  await expect(client.getByRole('button', { name: 'Remove all' })).toHaveCount(0);
  await expect(client.getByText('Billed', { exact: true }).first()).toBeVisible();
  await expect(client.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute('href', '/account');

  const [statement] = await Promise.all([client.waitForEvent('download'), client.getByTestId('statement-pdf').click()]);
  expect(statement.suggestedFilename()).toMatch(/^statement-trip-\d+\.pdf$/);
  const [itinerary] = await Promise.all([client.waitForEvent('download'), client.getByTestId('itinerary-pdf').click()]);
  expect(itinerary.suggestedFilename()).toMatch(/^itinerary-trip-\d+\.pdf$/);
  const bytes = await (await client.request.get(`/api/billing/${tripId}/itinerary.pdf`)).body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const [ics] = await Promise.all([client.waitForEvent('download'), client.getByTestId('calendar-ics').click()]);
  expect(ics.suggestedFilename()).toMatch(/\.ics$/);

  // A refused download (here the per-user budget's 429) says 'Preparing…' while it runs, then shows
  // the server's message, and saves no file.
  const refusal = 'Too many document downloads in a short time. Please wait a minute and try again.';
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await client.route('**/statement.pdf*', async (route) => {
    await held;
    await route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ error: { code: 'rate_limited', message: refusal } }) });
  });
  let downloads = 0;
  const countDownload = () => downloads++;
  client.on('download', countDownload);
  await client.getByTestId('statement-pdf').click();
  await expect(client.getByTestId('statement-pdf')).toHaveText('Preparing…');
  release();
  await expect(client.getByText(refusal)).toBeVisible();
  await expect(client.getByTestId('statement-pdf')).toHaveText('PDF statement');
  expect(downloads).toBe(0);
  client.off('download', countDownload);
  await client.unroute('**/statement.pdf*');

  // /itinerary offers the same PDF.
  await client.goto(`/itinerary?tripId=${tripId}`);
  await expect(client.getByTestId('itinerary-pdf')).toHaveAttribute('href', `/api/billing/${tripId}/itinerary.pdf`);
  await client.goto(`/billing?tripId=${tripId}`);

  // The trip in the client's phone calendar: a private link that works without a session.
  await client.getByRole('button', { name: 'Subscribe in my calendar' }).click();
  const link = await client.getByLabel('Calendar subscription link').inputValue();
  expect(link).toMatch(/\/api\/billing\/feeds\/[\w-]{43}\/calendar\.ics$/);
  const anonymous = await browser.newContext();
  const feed = await anonymous.request.get(new URL(link).pathname, { failOnStatusCode: false });
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('SUMMARY:Musée du Louvre');
  await anonymous.close();

  for (const dark of [false, true]) {
    const themed = await ctx.newPage();
    await setDark(themed, dark);
    for (const [width, height] of [
      [1280, 900],
      [390, 844],
    ] as const) {
      await themed.setViewportSize({ width, height });
      await themed.goto(`/billing?tripId=${tripId}`);
      await expect(themed.getByTestId('total-total')).toHaveText('€8,277.00');
      await shoot(themed, `client-${width}-${dark ? 'dark' : 'light'}`);
    }
    await themed.close();
  }
  // Staff in dark.
  await setDark(page, true);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/billing?tripId=${tripId}&organizerMode=true`);
  await expect(page.getByTestId('billing-item')).toHaveCount(4);
  await shoot(page, 'staff-1280-dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'staff-390-dark');
  await ctx.close();
});
