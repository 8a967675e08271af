import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { OWNER, uniqueEmail, waitForLink } from './helpers';

/**
 * Every screen on a 360 px phone (issue 13): nothing is wider than the screen, so no page
 * scrolls sideways, even with a long name and a long e-mail address; a badge keeps its size.
 */

const WIDTH = 360;
const ACTIVATION_LINK = /http:\/\/localhost:\d+\/(backoffice\/)?reset-password\?token=[\w-]+&activate=1/;
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(res.ok(), `${res.url()}: ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

interface Data {
  questionnaireWithClient: string;
  questionnaireAlone: string;
  clientKey: string;
  usedClientKey: string;
  tripId: string;
  client: { email: string; password: string };
  member: { email: string; password: string };
  inviteToken: string;
}

/** Long names and addresses, a client made from a questionnaire, a client with an account, a team member due to change a password. */
async function prepare(browser: Browser): Promise<Data> {
  const owner = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const api = owner.request;
  await ok(await api.post('/api/auth/sign-in', { data: { ...OWNER, area: 'backoffice' } }));
  const long = uniqueEmail('alexandra.montgomery-fairchild.travels');
  await ok(await api.post('/api/questionnaires', {
    data: {
      name: 'Alexandra Montgomery-Fairchild', email: long, destination: 'rome', duration: '6-7', budget: 'luxury',
      interests: ['history', 'food'], adults: 2, children: 1, startDate: '2027-09-10', endDate: '2027-09-16',
      specialRequests: 'An early entry to the Vatican Museums, please.',
    },
  }));
  const alone = uniqueEmail('jean-baptiste.de-la-rochefoucauld');
  await ok(await api.post('/api/questionnaires', {
    data: { name: 'Jean-Baptiste de La Rochefoucauld', email: alone, destination: 'paris', duration: '3-5', budget: 'moderate', interests: ['culture'], adults: 2, children: 0, notYetScheduled: true },
  }));
  const find = async (email: string) =>
    (await ok<{ items: { id: string; email: string }[] }>(await api.get(`/api/questionnaires?q=${encodeURIComponent(email)}&folder=all&status=all`))).items.find((i) => i.email === email)!.id;
  const questionnaireWithClient = await find(long);
  const questionnaireAlone = await find(alone);
  const templates = await ok<{ items: { id: string }[] }>(await api.get('/api/trips/templates'));
  const made = await ok<{ client: { key: string }; trip: { id: string } }>(
    await api.post(`/api/questionnaires/${questionnaireWithClient}/client`, { data: { templateTripId: templates.items[0]!.id } }),
  );

  const client = { email: uniqueEmail('maximilian.von.hohenberg-schoenburg'), password: 'client-pass-1' };
  const c2 = await ok<{ client: { key: string } }>(await api.post('/api/clients', { data: { email: client.email, fullName: 'Maximilian von Hohenberg-Schönburg', destination: 'Paris' } }));
  await ok(await api.post(`/api/clients/${c2.client.key}/invitation`));
  await ok(await api.post('/api/auth/reset-password', {
    data: { token: tokenOf(await waitForLink(client.email, ACTIVATION_LINK)), password: client.password, confirmPassword: client.password },
  }));

  const invited = uniqueEmail('new.colleague');
  await ok(await api.post('/api/team/invites', { data: { email: invited, role: 'team' } }));
  const inviteToken = tokenOf(await waitForLink(invited, ACTIVATION_LINK));

  const memberEmail = uniqueEmail('chiara.esposito');
  await ok(await api.post('/api/team/invites', { data: { email: memberEmail, role: 'team' } }));
  await ok(await api.post('/api/auth/reset-password', {
    data: { token: tokenOf(await waitForLink(memberEmail, ACTIVATION_LINK)), password: 'member-pass-1', confirmPassword: 'member-pass-1' },
  }));
  const rows = (await ok<{ rows: { id: string; email: string }[] }>(await api.get('/api/team'))).rows;
  const memberId = rows.find((r) => r.email === memberEmail)!.id;
  const temp = await ok<{ temporaryPassword: string }>(await api.post(`/api/team/users/${memberId}/reset-password`));
  await owner.close();
  return {
    questionnaireWithClient,
    questionnaireAlone,
    clientKey: made.client.key,
    usedClientKey: c2.client.key,
    tripId: made.trip.id,
    client,
    member: { email: memberEmail, password: temp.temporaryPassword },
    inviteToken,
  };
}

/** How far the page reaches past the right edge of the screen (0 when it fits), and what sticks out. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const doc = document.documentElement;
    const culprits: string[] = [];
    if (doc.scrollWidth > doc.clientWidth) {
      for (const el of document.querySelectorAll('body *')) {
        const r = el.getBoundingClientRect();
        if (r.width > 0 && r.right > doc.clientWidth + 1) culprits.push(`<${el.tagName.toLowerCase()} class="${String(el.getAttribute('class') ?? '').slice(0, 50)}">`);
        if (culprits.length >= 3) break;
      }
    }
    return { by: doc.scrollWidth - doc.clientWidth, culprits };
  });
}

test('no screen scrolls sideways at 360 px', async ({ browser }) => {
  test.setTimeout(240_000);
  const d = await prepare(browser);
  const screens: Array<[as: 'anonymous' | 'owner' | 'client' | 'member', url: string]> = [
    ['anonymous', '/'],
    ['anonymous', '/blog'],
    ['anonymous', '/blog/rome-en-trois-jours'],
    ['anonymous', '/login'],
    ['anonymous', '/login?tab=signup'],
    ['anonymous', '/login?forgot=true'],
    ['anonymous', '/reset-password'],
    ['anonymous', '/reset-password?token=unknown'],
    ['anonymous', `/backoffice/reset-password?token=${d.inviteToken}&activate=1`],
    ['anonymous', '/backoffice/login'],
    ['anonymous', '/backoffice/forgot-password'],
    ['anonymous', '/no-such-page'],
    ['member', '/backoffice/reset-password?forced=true'],
    ['client', '/account'],
    ['client', '/itinerary'],
    ['owner', '/backoffice'],
    ['owner', '/backoffice?tab=survey'],
    ['owner', '/backoffice?tab=assigned'],
    ['owner', '/backoffice/team-invitations'],
    ['owner', '/backoffice/client-database'],
    ['owner', `/backoffice/client-detail?clientId=${d.clientKey}`],
    ['owner', `/backoffice/client-detail?clientId=${d.usedClientKey}`],
    ['owner', `/backoffice/questionnaire-detail?id=${d.questionnaireWithClient}`],
    ['owner', `/backoffice/questionnaire-detail?id=${d.questionnaireAlone}`],
    ['owner', '/backoffice/profile-settings'],
    ['owner', `/backoffice/trip-details?tripId=${d.tripId}`],
    ['owner', `/backoffice/client-view?clientId=${d.clientKey}`],
    // The trip as its client and as staff acting for them (issue 21): billing, the day, the summaries.
    ['owner', `/account?clientId=${d.clientKey}&tripId=${d.tripId}&organizerMode=true`],
    ['owner', `/account?clientId=${d.clientKey}&tripId=${d.tripId}&organizerMode=true&day=1`],
    ['owner', `/billing?clientId=${d.clientKey}&tripId=${d.tripId}&organizerMode=true`],
    ['owner', `/billing?clientId=${d.clientKey}&tripId=${d.tripId}`],
    ['owner', `/itinerary?clientId=${d.clientKey}&tripId=${d.tripId}&organizerMode=true`],
    ['owner', `/activity-summary?clientId=${d.clientKey}&tripId=${d.tripId}&organizerMode=true`],
  ];
  const credentials = {
    owner: { ...OWNER, area: 'backoffice' },
    client: { ...d.client, area: 'client' },
    member: { ...d.member, area: 'backoffice' },
  } as const;
  const pages = new Map<string, Page>();
  const problems: string[] = [];
  for (const [as, url] of screens) {
    let page = pages.get(as);
    if (!page) {
      const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: WIDTH, height: 780 } });
      if (as !== 'anonymous') await ok(await context.request.post('/api/auth/sign-in', { data: credentials[as] }));
      page = await context.newPage();
      pages.set(as, page);
    }
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main, [role="main"], form, h1').first()).toBeVisible();
    const o = await overflow(page);
    if (o.by > 0) problems.push(`${url} (${as}) is ${o.by}px too wide: ${o.culprits.join(' ')}`);
  }
  for (const page of pages.values()) await page.context().close();
  expect(problems).toEqual([]);
});

test("a badge keeps its size on a phone: 'Not used' on the questionnaire review", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  await ok(await page.request.post('/api/auth/sign-in', { data: { ...OWNER, area: 'backoffice' } }));
  const email = uniqueEmail('badge');
  await ok(await page.request.post('/api/questionnaires', {
    data: { name: 'Badge Check', email, destination: 'italy', duration: '8+', budget: 'luxury', interests: ['food'], adults: 2, children: 0, notYetScheduled: true },
  }));
  const list = await ok<{ items: { id: string; email: string }[] }>(await page.request.get(`/api/questionnaires?q=${encodeURIComponent(email)}&folder=all&status=all`));
  const id = list.items.find((i) => i.email === email)!.id;
  const templates = await ok<{ items: { id: string }[] }>(await page.request.get('/api/trips/templates'));
  await ok(await page.request.post(`/api/questionnaires/${id}/client`, { data: { templateTripId: templates.items[0]!.id } }));
  await page.goto(`/backoffice/questionnaire-detail?id=${id}`);
  const badge = page.getByText('Not used', { exact: true });
  await expect(badge).toBeVisible();
  const box = (await badge.boundingBox())!;
  expect(box.width).toBeLessThan(120);
  await context.close();
});

test('the client top bar stays on one line at 360 px', async ({ browser }) => {
  const d = { email: uniqueEmail('top.bar'), password: 'client-pass-1' };
  const signup = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await ok(await signup.request.post('/api/auth/sign-up', { data: { fullName: 'Maximilian von Hohenberg-Schönburg', email: d.email, password: d.password, confirmPassword: d.password } }));
  await signup.close();
  for (const width of [360, 390, 700]) {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width, height: 700 } });
    await ok(await context.request.post('/api/auth/sign-in', { data: { ...d, area: 'client' } }));
    const page = await context.newPage();
    await page.goto('/account');
    const bar = page.getByRole('banner');
    // Below 1024 px the workspace's sections, settings and Logout live in its menu (spec §2).
    await expect(bar.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await bar.getByRole('button', { name: 'Open menu' }).click();
    await expect(bar.getByRole('button', { name: 'Logout' })).toBeVisible();
    // Every item of the bar sits on one line of text: nothing wraps.
    const wrapped = await bar.evaluate((header) => {
      const lines = (el: Element) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
      };
      return [...header.querySelectorAll('a, button, span')]
        .filter((el) => el.children.length === 0 && el.textContent!.trim() !== '' && el.getBoundingClientRect().width > 0)
        .filter((el) => lines(el) > 1)
        .map((el) => el.textContent!.trim());
    });
    expect(wrapped, `at ${width} px`).toEqual([]);
    await context.close();
  }
});
