import { expect, test, type Page } from '@playwright/test';
import { OWNER, apiSignIn } from './helpers';

/** Profile settings (spec §2 /backoffice/profile-settings, §5 numbers and photo URL, §8 Profile). */

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));

async function openProfile(page: Page) {
  await apiSignIn(page, OWNER.email, OWNER.password, 'backoffice');
  await page.goto('/backoffice/profile-settings');
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await expect(page.getByText('Manage your professional profile')).toBeVisible();
}

test('a staff member edits, saves and finds the profile again after a reload', async ({ page }) => {
  await openProfile(page);
  await field(page, 'Full Name').fill('Sophie Laurent');
  await field(page, 'Job Title').fill('Senior Travel Designer');
  await field(page, 'Phone Number').fill('+33 1 23 45 67 89');
  await field(page, 'Years of Experience').fill('12');
  await field(page, 'Short Bio').fill('Paris insider with a weakness for hidden courtyards.');
  await field(page, 'Full Bio').fill('Sophie has designed journeys across France and Italy for twelve years.');
  await field(page, 'Availability Note').fill('Monday to Friday, 9:00-18:00 (Paris time)');

  // The preview shows what clients will see as their travel specialist.
  const preview = page.getByRole('region', { name: 'Your Travel Specialist' });
  await expect(preview).toContainText('Sophie Laurent');
  await expect(preview).toContainText('12 years of experience');

  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();

  await page.reload();
  await expect(field(page, 'Full Name')).toHaveValue('Sophie Laurent');
  await expect(field(page, 'Job Title')).toHaveValue('Senior Travel Designer');
  await expect(field(page, 'Phone Number')).toHaveValue('+33 1 23 45 67 89');
  await expect(field(page, 'Years of Experience')).toHaveValue('12');
  await expect(field(page, 'Short Bio')).toHaveValue('Paris insider with a weakness for hidden courtyards.');
  await expect(field(page, 'Availability Note')).toHaveValue('Monday to Friday, 9:00-18:00 (Paris time)');

  // Cancel puts back the saved values.
  await field(page, 'Job Title').fill('Something else');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(field(page, 'Job Title')).toHaveValue('Senior Travel Designer');
});

/** Records every PUT /api/profile the page sends: a refused form must send none. */
function profileSaves(page: Page): string[] {
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/profile') saves.push(request.url());
  });
  return saves;
}

const PHOTO_HOST = 'https://photos.e2e.test';

test('the photo must be an https URL; an image that does not load shows the warning', async ({ page }) => {
  // Photos live on other https hosts (the CSP allows https images only): serve them here, offline.
  const logo = await page.request.get('/images/logo-mark.svg');
  expect(logo.ok()).toBe(true);
  const svg = await logo.body();
  await page.route(`${PHOTO_HOST}/**`, (route) =>
    new URL(route.request().url()).pathname === '/sophie.svg'
      ? route.fulfill({ status: 200, contentType: 'image/svg+xml', body: svg })
      : route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' }),
  );
  await openProfile(page);
  const saves = profileSaves(page);
  for (const bad of ['my-photo.jpg', 'http://photos.e2e.test/sophie.svg']) {
    await field(page, 'Profile Photo URL').fill(bad);
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Profile photo must be a URL starting with https://')).toBeVisible();
  }
  expect(saves).toEqual([]);

  await field(page, 'Profile Photo URL').fill(`${PHOTO_HOST}/no-such-photo.jpg`);
  await expect(page.getByText('Failed to load image. Please check the URL.')).toBeVisible();
  await expect(page.getByText('Profile photo must be a URL starting with https://')).toHaveCount(0);

  // A photo that loads is previewed without the warning.
  await field(page, 'Profile Photo URL').fill(`${PHOTO_HOST}/sophie.svg`);
  await expect(page.getByRole('img', { name: 'Profile photo preview' })).toBeVisible();
  await expect(page.getByText('Failed to load image. Please check the URL.')).toHaveCount(0);
});

test('years of experience below 0 are refused', async ({ page }) => {
  await openProfile(page);
  const saves = profileSaves(page);
  const before = await field(page, 'Years of Experience').inputValue();
  await field(page, 'Years of Experience').fill('-1');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Years of experience must be 0 or more')).toBeVisible();
  await expect(field(page, 'Years of Experience')).toBeFocused();
  // The field error is shown: the form has decided, and it sent nothing.
  expect(saves).toEqual([]);

  // The server refuses it too.
  const res = await page.request.put('/api/profile', {
    data: { fullName: 'X', jobTitle: '', phone: '', yearsExperience: -1, profilePhotoUrl: '', bioShort: '', bio: '', availabilityNote: '' },
  });
  expect(res.status()).toBe(400);

  await page.reload();
  await expect(field(page, 'Years of Experience')).toHaveValue(before);
});
