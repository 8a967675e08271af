import { expect, test, type Page } from '@playwright/test';
import { mailsTo, uniqueEmail } from './helpers';

/** The questionnaire modal of the home page (spec §2, §4, §5, §9). */

async function openQuestionnaire(page: Page) {
  await page.goto('/', { waitUntil: 'networkidle' }); // hydrated: buttons work
  const trigger = page.getByRole('banner').getByRole('button', { name: 'Plan My Trip' });
  await trigger.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Tell us about yourself' })).toBeVisible();
  return { trigger, dialog };
}

test('the whole journey: 3 steps with Back, Submitting..., thank-you, closes itself after 3 seconds', async ({ page }) => {
  const email = uniqueEmail('questionnaire');
  const { trigger, dialog } = await openQuestionnaire(page);
  const continueButton = dialog.getByRole('button', { name: 'Continue' });

  // Step 1: name, e-mail, destination; Continue only when valid.
  await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
  await expect(continueButton).toBeDisabled();
  await dialog.getByLabel('Full name').fill('Claire Dubois');
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByLabel('Email').blur();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await expect(continueButton).toBeDisabled();
  await dialog.getByRole('radio', { name: /Rome/ }).check();
  await expect(continueButton).toBeEnabled();
  await continueButton.click();

  // Step 2: duration, budget band, at least one interest.
  await expect(dialog.getByRole('heading', { name: 'Shape your journey' })).toBeVisible();
  await expect(dialog.getByText('Step 2 of 3')).toBeVisible();
  await expect(continueButton).toBeDisabled();
  for (const band of ['Under $1,500', '$1,500-$3,000', '$3,000-$5,000', '$5,000+']) {
    await expect(dialog.getByRole('radio', { name: new RegExp(band.replace(/[$+]/g, '\\$&')) })).toBeVisible();
  }
  await dialog.getByRole('radio', { name: /6-7 days/ }).check();
  await dialog.getByRole('radio', { name: /\$3,000-\$5,000/ }).check();
  await expect(continueButton).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'History' }).check();
  await expect(continueButton).toBeEnabled();
  await dialog.getByRole('checkbox', { name: 'History' }).uncheck();
  await expect(continueButton).toBeDisabled();
  await expect(dialog.getByText('Please choose at least one interest')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'History' }).check();
  await dialog.getByRole('checkbox', { name: 'Food' }).check();

  // Back returns to step 1 with the answers kept, and Continue brings us back.
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByRole('heading', { name: 'Tell us about yourself' })).toBeVisible();
  await expect(dialog.getByLabel('Full name')).toHaveValue('Claire Dubois');
  await expect(dialog.getByRole('radio', { name: /Rome/ })).toBeChecked();
  await continueButton.click();
  await expect(dialog.getByRole('radio', { name: /6-7 days/ })).toBeChecked();
  await continueButton.click();

  // Step 3: optional, with the defaults of spec §9.
  await expect(dialog.getByRole('heading', { name: 'The finishing touches' })).toBeVisible();
  await expect(dialog.getByLabel('Adults')).toHaveValue('2');
  await expect(dialog.getByLabel('Children')).toHaveValue('0');
  await expect(dialog.getByLabel('Adults').locator('option')).toHaveText(['1', '2', '3', '4', '5', '6']);
  await expect(dialog.getByLabel('Children').locator('option')).toHaveText(['0', '1', '2', '3', '4']);
  await dialog.getByLabel('Adults').selectOption('3');
  await dialog.getByLabel('Children').selectOption('1');
  await dialog.getByLabel('Start date').fill('2030-06-10');
  await dialog.getByLabel('End date').fill('2030-06-16');
  // 'Not yet scheduled' disables and clears the dates.
  await dialog.getByLabel('Not yet scheduled').check();
  await expect(dialog.getByLabel('Start date')).toBeDisabled();
  await expect(dialog.getByLabel('End date')).toBeDisabled();
  await expect(dialog.getByLabel('Start date')).toHaveValue('');
  await expect(dialog.getByLabel('End date')).toHaveValue('');
  await dialog.getByLabel('Accommodation').selectOption({ label: '5-star hotel' });
  await dialog.getByRole('radio', { name: /Relaxed/ }).check();
  await dialog.getByLabel('Special requests').fill('A private evening in the Sistine Chapel.');

  // Slow the request down enough to see 'Submitting...'.
  await page.route('**/api/questionnaires', async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeVisible();

  await expect(dialog.getByRole('heading', { name: 'Thank you, Claire!' })).toBeVisible();
  const shownAt = Date.now();
  await expect(dialog.getByText(/contact you within 24 hours/)).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 6_000 });
  const openFor = Date.now() - shownAt;
  expect(openFor).toBeGreaterThan(2_300);
  expect(openFor).toBeLessThan(4_500);
  // Focus comes back to the button that opened the dialog.
  await expect(trigger).toBeFocused();

  // The visitor's confirmation, summarising the answers.
  const mails = mailsTo(email);
  expect(mails).toHaveLength(1);
  expect(mails[0]).toContain('within 24 hours');
  expect(mails[0]).toContain('Destination: Rome');
  expect(mails[0]).toContain('Travellers: 3 adults, 1 child');
  expect(mails[0]).toContain('Travel dates: Not yet scheduled');
  expect(mails[0]).toContain('Interests: Food, History');

  // The next opening starts afresh.
  await trigger.click();
  await expect(page.getByRole('dialog').getByLabel('Full name')).toHaveValue('');
});

test('a failed request shows the spec error and keeps the answers', async ({ page }) => {
  const { dialog } = await openQuestionnaire(page);
  await dialog.getByLabel('Full name').fill('Marco Rossi');
  await dialog.getByLabel('Email').fill(uniqueEmail('failing'));
  await dialog.getByRole('radio', { name: /Italy/ }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('radio', { name: /8\+ days/ }).check();
  await dialog.getByRole('radio', { name: /Under \$1,500/ }).check();
  await dialog.getByRole('checkbox', { name: 'Adventure' }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await page.route('**/api/questionnaires', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal","message":"x"}}' }),
  );
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('There was an error submitting your request. Please try again.');
  await expect(dialog.getByRole('heading', { name: 'The finishing touches' })).toBeVisible();

  // Trying again once the server answers works.
  await page.unroute('**/api/questionnaires');
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(dialog.getByRole('heading', { name: 'Thank you, Marco!' })).toBeVisible();
});

test('the dialog is keyboard-friendly: focus inside, Escape closes, focus restored', async ({ page }) => {
  const { trigger, dialog } = await openQuestionnaire(page);
  await expect(dialog.getByLabel('Full name')).toBeFocused();
  // Focus stays in the dialog while tabbing.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('a package card opens the questionnaire with its destination', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' }); // hydrated: buttons work
  await page.getByRole('tab', { name: 'Rome' }).click();
  await page.getByRole('button', { name: 'Request this journey: Roman Holiday for Two' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: /Rome/ })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: /Paris/ })).not.toBeChecked();
});

/** Steps 1 and 2 answered: the dialog shows step 3 (travellers and dates). */
async function toFinishingTouches(page: Page) {
  const { dialog } = await openQuestionnaire(page);
  await dialog.getByLabel('Full name').fill('Claire Dubois');
  await dialog.getByLabel('Email').fill(uniqueEmail('dates'));
  await dialog.getByRole('radio', { name: /Rome/ }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('radio', { name: /6-7 days/ }).check();
  await dialog.getByRole('radio', { name: /\$3,000-\$5,000/ }).check();
  await dialog.getByRole('checkbox', { name: 'History' }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'The finishing touches' })).toBeVisible();
  return dialog;
}

test("with an end date before the start, the first click on 'Not yet scheduled' registers", async ({ page }) => {
  const dialog = await toFinishingTouches(page);
  await dialog.getByLabel('Start date').fill('2030-06-16');
  await dialog.getByLabel('End date').fill('2030-06-10');
  // One real click (press and release where the box was): leaving the end date shows its error.
  await dialog.getByLabel('Not yet scheduled').click();
  await expect(dialog.getByLabel('Not yet scheduled')).toBeChecked();
  await expect(dialog.getByLabel('Start date')).toBeDisabled();
  await expect(dialog.getByLabel('End date')).toHaveValue('');
});

test("the browser's Back button closes the questionnaire and stays on the home page", async ({ page }) => {
  const { dialog } = await openQuestionnaire(page);
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Plan My Trip' })).toBeVisible();
  // Closed by its own button, the questionnaire leaves no extra step behind: it opens and closes again.
  const again = await openQuestionnaire(page);
  await page.keyboard.press('Escape');
  await expect(again.dialog).toBeHidden();
  expect(await page.evaluate(() => (window.history.state as { questionnaire?: boolean } | null)?.questionnaire ?? false)).toBe(false);
});
