import { expect, test, type APIRequestContext } from '@playwright/test';
import { OWNER, apiSignIn, seedClientWithParisTrip } from './helpers';
import type { TripDetail } from '#shared/contracts/trip-detail';

/**
 * The trip offline (issue 21, ADR 033): after one visit a client reads their trip's day with no
 * network, under a calm 'Offline – last updated HH:MM' line; signing out leaves no trip data in
 * the browser's caches.
 */

/** A client with a confirmed, visible copy of the Paris template, signed up with a password. */
async function seedClient(request: APIRequestContext) {
  const seeded = await seedClientWithParisTrip(request, { name: 'Olivia Offline', emailPrefix: 'offline', password: 'offline-pass-1' });
  // Staff's reading of the trip is never marked for the worker to keep.
  const staff = await request.post('/api/auth/sign-in', { data: { ...OWNER, area: 'backoffice' } });
  expect(staff.ok(), await staff.text()).toBeTruthy();
  expect((await request.get(`/api/trips/${seeded.tripId}`)).headers()['x-offline-cache']).toBeUndefined();
  await request.post('/api/auth/sign-out');
  return seeded;
}

test.use({ serviceWorkers: 'allow' });

/** The request paths the worker keeps in the client's trip-data cache. */
const keptPaths = () =>
  caches.open('mv-trip-data').then(async (c) => (await c.keys()).map((r) => new URL(r.url).pathname));

test('a client reads a day of their trip offline, and signing out clears the kept trip', async ({ page, context, request }) => {
  const s = await seedClient(request);
  await page.setViewportSize({ width: 1280, height: 860 });
  await apiSignIn(page, s.email, s.password, 'client');

  const trip = (await (await page.request.get(`/api/trips/${s.tripId}`)).json()) as TripDetail;
  const day = trip.days.findIndex((d) => d.timeSlots.some((t) => t.options.length > 0));
  expect(day).toBeGreaterThanOrEqual(0);
  const place = trip.days[day]!.timeSlots.flatMap((t) => t.options)[0]!.name;
  const address = `/account?tripId=${encodeURIComponent(s.tripId)}&day=${day + 1}`;

  // First visit: the worker installs and takes the page; the second load goes through it.
  await page.goto(address);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.reload();
  await expect(page.getByText(place).first()).toBeVisible();
  await expect.poll(() => page.evaluate(keptPaths)).toContain(`/api/trips/${s.tripId}`);
  expect(await page.evaluate(keptPaths)).toContain('/api/auth/session');

  // No network: the reload still shows the day and its places, with the calm line.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(place).first()).toBeVisible();
  await expect(page.getByTestId('offline-notice')).toContainText(/Offline – last updated \d\d:\d\d/);
  await page.screenshot({ path: '/tmp/shots-offline/day-offline-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await page.screenshot({ path: '/tmp/shots-offline/day-offline-390.png' });
  await page.setViewportSize({ width: 1280, height: 860 });

  // The network is back: the line goes.
  await context.setOffline(false);
  await expect(page.getByTestId('offline-notice')).toBeHidden();

  // Signing out (online) leaves no trip answer in the caches.
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await page.waitForURL((u) => !u.pathname.startsWith('/account'));
  const left = await page.evaluate(async (tripId) => {
    const names = await caches.keys();
    const hit = await caches.match(`/api/trips/${tripId}`);
    return { names, hit: hit !== undefined };
  }, s.tripId);
  expect(left.hit).toBe(false);
  expect(left.names).not.toContain('mv-trip-data');
});
