import { expect, test } from '@playwright/test';
import { apiSignIn, seedClientWithParisTrip, setDark } from './helpers';

/**
 * Money in one place (issue 18 §7), as a client reads it: a budget keeps its own currency on the
 * trip card, the overview and the Budget Summary; a GBP budget is never compared with EUR costs
 * and a USD one only after conversion; the workspace shows the rate with 4 decimals (spec §9).
 */
test('a client sees their budget in its own currency, compared with the chosen activities only when it can be', async ({ page }) => {
  test.setTimeout(120_000);
  const seeded = await seedClientWithParisTrip(page.request, {
    name: 'Harriet Lane',
    emailPrefix: 'money',
    password: 'money-pass-1',
    trip: () => ({ budgetEur: 9500, currency: 'GBP' }),
  });
  await apiSignIn(page, seeded.email, seeded.password, 'client');

  await page.goto('/account');
  await expect(page.getByText('£9,500.00').first()).toBeVisible();

  await page.goto(`/account?tripId=${seeded.tripId}`);
  const summary = page.getByRole('region', { name: 'Budget Summary' });
  await expect(summary.getByTestId('sidebar-budget')).toHaveText('£9,500.00');
  await expect(summary.getByTestId('sidebar-chosen-total')).toHaveText(/^€[\d,]+\.\d\d$/);
  await expect(summary.getByTestId('sidebar-remaining')).toHaveCount(0);
  await expect(summary).toContainText('not subtracted');
  await expect(summary.getByTestId('workspace-rate')).toHaveText(/^1 EUR = \d\.\d{4} USD$/);
  await page.screenshot({ path: '/tmp/shots-money/gbp-1280-light.png', fullPage: true });
  await setDark(page, true);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { name: seeded.tripName })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots-money/gbp-390-dark.png', fullPage: true });
});
