import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { OWNER, apiSignIn, seedClientWithParisTrip, setDark, type SeededClient } from './helpers';
import type { TripDetail } from '#shared/contracts/trip-detail';

/**
 * Notes belong to what they describe (issue 19 items 3 and 4, ADR 030): in the editor staff
 * write a slot's 'Note for the client' and its 'Internal note — never shown to the client';
 * the client's workspace shows the first and never the second. Screenshots of the slot at 1280
 * and 390 px, light and dark.
 */

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-notes';
const FOR_CLIENT = 'Your driver waits in the lobby at 14:45.';
const INTERNAL = 'Guide Marco Rossi +39 333 123 4567, pick-up at the side door, paid cash';

type Seeded = SeededClient;

/** A client with a confirmed, visible copy of the Paris template, signed up with a password. */
function seedClient(request: APIRequestContext): Promise<Seeded> {
  return seedClientWithParisTrip(request, { name: 'Nora Notes', emailPrefix: 'notes', password: 'notes-pass-1' });
}

async function openSlot(page: Page, tripId: string) {
  await page.goto(`/backoffice/trip-details?tripId=${tripId}`);
  await expect(page.getByTestId('trip-number')).toBeVisible();
  const expand = page.getByRole('button', { name: 'Expand slot 1 of day 1' });
  await expand.click();
  await expect(page.getByLabel('Note for the client', { exact: true })).toBeVisible();
}

test('staff write a note for the client and an internal note; the client sees only the note for them', async ({ page, browser, request }) => {
  const s = await seedClient(request);
  await apiSignIn(page, OWNER.email, OWNER.password, 'backoffice');
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSlot(page, s.tripId);

  // Two fields, each saying who reads it.
  const forClient = page.getByLabel('Note for the client', { exact: true });
  const internal = page.getByLabel('Internal note — never shown to the client', { exact: true });
  await expect(forClient).toHaveAccessibleDescription('Shown in the client’s workspace and printed in the itinerary PDF.');
  await expect(internal).toHaveAccessibleDescription(/Never printed, never shown in the workspace/);
  await forClient.fill(FOR_CLIENT);
  await internal.click(); // leaving the field saves it
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await internal.fill(INTERNAL);
  await forClient.click();
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  // The editor previews what the client reads under the slot: never the internal note.
  await expect(page.getByTestId('client-notes-preview')).toContainText(FOR_CLIENT);
  await expect(page.getByTestId('client-notes-preview')).not.toContainText('Marco');

  // Stored for staff as written.
  const stored = (await (await page.request.get(`/api/trips/${s.tripId}`)).json()) as TripDetail;
  expect(stored.days[0]!.timeSlots[0]).toMatchObject({ notes: FOR_CLIENT, internalNote: INTERNAL });

  // The client, in their own browser, opens the same day.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const client = await context.newPage();
  await apiSignIn(client, s.email, s.password, 'client');
  await client.goto('/account');
  await client.getByRole('link', { name: s.tripName }).click();
  await expect(client.getByText('← Back to Trips')).toBeVisible();
  await client.getByRole('button', { name: /Day 1/ }).first().click();
  await expect(client.getByTestId('slot-notes').first()).toContainText(FOR_CLIENT);
  mkdirSync(SHOTS, { recursive: true });
  await client.getByTestId('slot').first().screenshot({ path: `${SHOTS}/client-slot-1280-light.png` });
  await expect(client.locator('body')).not.toContainText('Marco');
  await expect(client.locator('body')).not.toContainText('Internal note');
  // Nor anywhere the client's browser was sent it.
  const seen = await client.request.get(`/api/trips/${s.tripId}`);
  expect(await seen.text()).not.toContain('Marco');
  // /itinerary neither.
  await client.goto(`/itinerary?tripId=${s.tripId}`);
  await expect(client.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(client.locator('body')).not.toContainText('Marco');
  await context.close();
});

test('screenshots of the slot at 1280 and 390 px, light and dark', async ({ page, request }) => {
  mkdirSync(SHOTS, { recursive: true });
  const s = await seedClient(request);
  await apiSignIn(page, OWNER.email, OWNER.password, 'backoffice');
  const trip = (await (await page.request.get(`/api/trips/${s.tripId}`)).json()) as TripDetail;
  const days = trip.days.map((d, i) =>
    i !== 0
      ? d
      : {
          ...d,
          timeSlots: d.timeSlots.map((slot, j) =>
            j !== 0
              ? slot
              : {
                  ...slot,
                  notes: FOR_CLIENT,
                  internalNote: INTERNAL,
                  // The planner's advice about each place, as it now writes it (ADR 030).
                  options: slot.options.map((o, k) => ({ ...o, notes: k === 0 ? 'Allow about 3 h, open 09:00–18:00 on Saturdays.' : 'Allow about 1 h, open at all hours.' })),
                },
          ),
        },
  );
  expect((await page.request.put(`/api/trips/${s.tripId}/days`, { data: { version: trip.version, days } })).ok()).toBe(true);
  for (const dark of [false, true]) {
    await setDark(page, dark);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await openSlot(page, s.tripId);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // Both fields labelled and described; no serious or critical accessibility finding (axe).
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      const blocking = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ id: v.id, targets: v.nodes.slice(0, 4).map((n) => n.target.join(' ')) }));
      expect(blocking, `${width} ${dark ? 'dark' : 'light'}`).toEqual([]);
      const slot = page.getByLabel('Note for the client', { exact: true }).locator('xpath=ancestor::div[contains(@class,"@container")][1]');
      // The slot from its top, below the sticky header.
      await slot.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 90));
      const box = (await slot.boundingBox())!;
      await page.screenshot({ path: `${SHOTS}/slot-${width}-${dark ? 'dark' : 'light'}.png`, clip: { x: 0, y: box.y - 8, width, height: Math.min(box.height + 16, 900 - box.y) } });
    }
  }
});
