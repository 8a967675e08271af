import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { OWNER, apiSignIn, setDark, uniqueEmail } from './helpers';

/**
 * Issue 20 on screen (ADR 032): distances between chosen stops in the editor ('x.xx km', minutes)
 * and in the workspace day view and /itinerary (miles, feet, minutes), 'missing distance'; the
 * plan checker's findings in the editor (a count in the header, marks on days and slots, a
 * one-click fix that saves through the editor's queue); the travellers' calm notes in the
 * workspace; 'Add Day' within the trip's dates. Screenshots at 1280 and 390 px, light and dark.
 */

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-plan';
const stamp = Date.now().toString(36);

const BORGHESE = { lat: 41.9142, lng: 12.4921 };
const PANTHEON = { lat: 41.8986, lng: 12.4769 };
const NAVONA = { lat: 41.8992, lng: 12.4731 };
const COLOSSEO = { lat: 41.8902, lng: 12.4922 };
const FORO = { lat: 41.8925, lng: 12.4853 };

const slot = (id: string, startTime: string, endTime: string, title: string, options: object[], chosen = true) => ({
  id,
  startTime,
  endTime,
  start_time: startTime,
  end_time: endTime,
  title,
  options,
  selectedPlace: chosen ? ((options[0] as { id?: string } | undefined)?.id ?? null) : null,
});

const place = (id: string, name: string, point: { lat: number; lng: number }, extra: object = {}) => ({
  id,
  name,
  address: `${name}, Rome`,
  coordinates: point,
  location: point,
  hasValidCoordinates: true,
  ...extra,
});

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** Galleria Borghese's week: closed on Mondays. */
const BORGHESE_HOURS = WEEK.map((d) => (d === 'Monday' ? `${d}: Closed` : `${d}: 09:00–19:00`));

/** A Rome trip, Monday 10 to Wednesday 12 May 2027: a closed gallery, measured and unmeasured legs, overlapping slots. */
function seededDays() {
  return [
    {
      id: 'day-1',
      date: '2027-05-10',
      title: 'Villa Borghese and the centre',
      timeSlots: [
        slot('s1', '09:00', '11:00', 'Morning gallery', [place('o-borghese', 'Galleria Borghese', BORGHESE, { openingHours: BORGHESE_HOURS, types: ['museum'] })]),
        slot('s2', '11:00', '13:00', 'Pantheon', [place('o-pantheon', 'Pantheon', PANTHEON, { distanceFromPrevious: 2180, durationFromPrevious: 1740 })]),
        slot('s3', '15:00', '17:00', 'Piazza Navona', [place('o-navona', 'Piazza Navona', NAVONA, { distanceFromPrevious: 90, durationFromPrevious: 70 })]),
        slot('s4', '17:00', '19:00', 'Free afternoon', [], false),
      ],
    },
    {
      id: 'day-2',
      date: '2027-05-11',
      title: 'Ancient Rome',
      timeSlots: [
        slot('t1', '09:30', '13:00', 'Colosseo', [place('o-colosseo', 'Colosseo', COLOSSEO)]),
        slot('t2', '11:00', '13:00', 'Foro Romano', [place('o-foro', 'Foro Romano', FORO)]),
      ],
    },
    { id: 'day-3', date: '2027-05-12', title: 'Departure', timeSlots: [] },
  ];
}

async function seedTrip(request: APIRequestContext) {
  const client = await request.post('/api/clients', { data: { email: uniqueEmail(`plan-${stamp}`), fullName: 'Client Plan' } });
  expect(client.ok(), await client.text()).toBe(true);
  const { client: card } = await client.json();
  const created = await request.post(`/api/clients/${encodeURIComponent(card.key)}/trips`, { data: { destination: 'Rome' } });
  expect(created.ok(), await created.text()).toBe(true);
  const trip = (await created.json()).trip as { id: string; friendlyId: number };
  let { version } = await getTrip(request, trip.id);
  const patch = await request.patch(`/api/trips/${trip.id}`, {
    data: { version, tripName: 'Roman Spring', startDate: '2027-05-10', endDate: '2027-05-12', travelersAdults: 2, visibleToClient: true },
  });
  expect(patch.ok(), await patch.text()).toBe(true);
  ({ version } = await getTrip(request, trip.id));
  const put = await request.put(`/api/trips/${trip.id}/days`, { data: { version, days: seededDays() } });
  expect(put.ok(), await put.text()).toBe(true);
  return { ...trip, clientKey: card.key as string };
}

async function getTrip(request: APIRequestContext, id: string) {
  const res = await request.get(`/api/trips/${id}`);
  expect(res.ok()).toBe(true);
  return res.json();
}

async function openEditor(page: Page, trip: { id: string; friendlyId: number }) {
  await page.goto(`/backoffice/trip-details?tripId=${trip.id}`);
  await expect(page.getByTestId('trip-number')).toHaveText(`#${trip.friendlyId}`);
}

/** No serious or critical accessibility finding (axe): the marks' colours pass in light and dark. */
async function axeClean(page: Page, label: string) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.slice(0, 4).map((n) => n.target.join(' ')) }));
  expect(blocking, label).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await apiSignIn(page, OWNER.email, OWNER.password, 'backoffice');
});

test('the editor shows km and minutes, the findings with a count, and a one-click fix saves', async ({ page }) => {
  const trip = await seedTrip(page.request);
  await openEditor(page, trip);

  // Distances between consecutive chosen stops, in km (spec §9).
  const day1 = page.getByTestId('day-card').first();
  await expect(day1.getByTestId('leg-line')).toHaveText(['2.18 km · 29 min from the previous stop', '0.09 km · 1 min from the previous stop']);

  // Findings: the header's count, the days' marks, each slot's sentence.
  await expect(page.getByTestId('findings-count')).toHaveText(/\d+ to check/);
  await expect(day1.getByTestId('day-findings')).toContainText('to check');
  await expect(day1.locator('[data-testid="finding"][data-code="closed"]')).toContainText('Galleria Borghese');

  // Day 2: overlapping slots; the fix ends the first at 11:00, saved through the queue.
  // The header's count opens the days with something to check.
  await page.getByTestId('findings-count').click();
  await expect(page.getByRole('button', { name: 'Collapse day 2' })).toBeVisible();
  const day2 = page.getByTestId('day-card').nth(1);
  const overlap = day2.locator('[data-testid="finding"][data-code="overlap"]');
  await expect(overlap).toBeVisible();
  const versionBefore = (await getTrip(page.request, trip.id)).version;
  await overlap.getByRole('button').first().click();
  await expect(overlap).toHaveCount(0);
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await expect.poll(async () => (await getTrip(page.request, trip.id)).version).toBeGreaterThan(versionBefore);
  const stored = await getTrip(page.request, trip.id);
  expect(stored.days[1].timeSlots[0]).toMatchObject({ startTime: '09:30', endTime: '11:00', end_time: '11:00' });

  // 'missing distance': a stop after another with no leg measured yet.
  await expect(day2.getByTestId('leg-line')).toHaveText(['missing distance from the previous stop']);
});

test("'Add Day' proposes the next date within the trip and asks before going past its end", async ({ page }) => {
  const trip = await seedTrip(page.request);
  await openEditor(page, trip);
  await page.getByRole('button', { name: 'Add Day' }).click();
  const form = page.getByRole('form', { name: 'New day' });
  // Every date of the trip has its day: the day after the last, which is outside; asked first.
  await expect(form.getByLabel('Date')).toHaveValue('2027-05-13');
  await form.getByLabel('Title').fill('One more day');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText("Extend the trip's dates?");
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('day-card')).toHaveCount(3);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Extend the trip and add the day' }).click();
  await expect(page.getByTestId('day-card')).toHaveCount(4);
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await expect.poll(async () => (await getTrip(page.request, trip.id)).endDate).toBe('2027-05-13');
  expect((await getTrip(page.request, trip.id)).days).toHaveLength(4);
});

test('the workspace day view and /itinerary show miles, feet, minutes and the travellers\u2019 calm notes', async ({ page }) => {
  const trip = await seedTrip(page.request);
  await page.goto(`/account?clientId=${trip.clientKey}&tripId=${trip.id}&day=1&organizerMode=true`);
  const legs = page.getByTestId('leg-line');
  await expect(legs).toHaveText(['1.35 mi · 29 min from the previous stop', '295 ft · 1 min from the previous stop']);
  const note = page.locator('[data-testid="traveller-note"][data-code="closed"]');
  await expect(note).toHaveCount(1);

  // Day 2 has no leg measured: 'missing distance', until 'Calculate distances' answers; the
  // trip it answers replaces the one on screen at once (no reload).
  await page.goto(`/account?clientId=${trip.clientKey}&tripId=${trip.id}&day=2&organizerMode=true`);
  await expect(legs).toHaveText(['missing distance from the previous stop']);
  await page.getByRole('button', { name: 'Calculate distances' }).click();
  await expect(legs).toHaveText([/^(\d+\.\d\d mi|\d+ ft) · \d+ min from the previous stop$/]);

  // /itinerary: day 1 (open), its legs as the calculation measured them, in miles or feet.
  await page.goto(`/itinerary?clientId=${trip.clientKey}&tripId=${trip.id}&organizerMode=true`);
  const measured = /^(\d+\.\d\d mi|\d+ ft) · \d+ min from the (previous stop|hotel)$/;
  await expect(page.getByTestId('leg-line')).toHaveText([measured, measured]);
});

test('screenshots: the editor day and the workspace day at 1280 and 390 px, light and dark', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  const trip = await seedTrip(page.request);
  for (const dark of [false, true]) {
    await setDark(page, dark);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const name = `${width}-${dark ? 'dark' : 'light'}`;
      await openEditor(page, trip);
      await page.screenshot({ path: `${SHOTS}/editor-${name}-top.png` });
      await page.getByTestId('day-card').first().screenshot({ path: `${SHOTS}/editor-${name}-day.png` });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await axeClean(page, `editor ${name}`);
      await page.goto(`/account?clientId=${trip.clientKey}&tripId=${trip.id}&day=1&organizerMode=true`);
      await expect(page.getByTestId('leg-line').first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/workspace-${name}.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await axeClean(page, `workspace ${name}`);
    }
  }
});
