import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app.js';
import { parseMail, type ParsedMail } from '../helpers/mime.js';
import { PATHS } from '#web/lib/paths';

/**
 * Every e-mail is branded HTML with a plain-text alternative (issue 13): the questionnaire
 * confirmation, the agency notice, reset, activation and invitations. Both parts carry the same
 * working links; nothing a visitor types reaches the HTML unescaped.
 */
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.user({ role: 'super_admin', fullName: 'Ada <b>Admin</b>' });
});
afterAll(async () => {
  await t?.close();
});

const json = (body: unknown, cookie?: string) => ({
  headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  payload: JSON.stringify(body),
});

/** The mails sent by `action`, parsed. */
async function mailsOf(action: () => Promise<unknown>): Promise<ParsedMail[]> {
  const before = t.mails().length;
  await action();
  return t.mails().slice(before).map(parseMail);
}
const to = (mails: ParsedMail[], email: string) => mails.find((m) => m.headers.to?.includes(email))!;

/** Links of the HTML (href) that leave the mail: every one must also be in the text. */
function links(mail: ParsedMail): string[] {
  return [...mail.html!.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

/** Checks shared by every mail: both parts, the layout, the logo, the same links in text and HTML, each to a screen that exists. */
function expectBranded(mail: ParsedMail) {
  expect(mail.headers['content-type']).toMatch(/^multipart\//);
  expect(mail.text, 'a text/plain part').toBeTruthy();
  expect(mail.html, 'a text/html part').toBeTruthy();
  expect(mail.html).toContain('<meta name="color-scheme" content="light dark">');
  // Written by a machine (RFC 3834): no auto-reply comes back (issue 19).
  expect(mail.headers['auto-submitted']).toBe('auto-generated');
  // One greeting rule and one word for the specialist in every mail.
  expect(mail.text).not.toMatch(/designer/i);
  expect(mail.text).not.toContain('Maison Voyage has prepared your Maison Voyage');
  const cid = /src="cid:([^"]+)"/.exec(mail.html!)?.[1];
  expect(cid && mail.images.get(cid)?.contentType).toBe('image/png');
  const screens = new Set<string>(Object.values(PATHS));
  for (const href of links(mail)) {
    const url = new URL(href);
    expect(url.origin).toBe('http://localhost:3000');
    expect(screens.has(url.pathname), `${href} opens a screen of the product`).toBe(true);
    if (url.pathname !== '/') expect(mail.text, `the text part has ${href}`).toContain(href);
  }
}

async function tokenOf(mail: ParsedMail) {
  const href = links(mail).find((l) => l.includes('token='))!;
  const token = new URL(href).searchParams.get('token')!;
  const status = (await t.app.inject({ method: 'GET', url: `/api/auth/reset-password/${token}` })).json();
  return { href, token, status };
}

describe('e-mails as branded HTML with a text alternative', () => {
  it('a client invited by nobody named: the agency prepared the account, said once', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/clients', ...json({ email: 'lone.guest@example.com', fullName: 'Lone 🌸 Guest' }, admin.cookie) });
    const key = created.json().client.key as string;
    await t.database.db.updateTable('allowed_client_emails').set({ added_by: null }).where('email', '=', 'lone.guest@example.com').execute();
    const owner = await t.user({ role: 'super_admin', fullName: 'Agency Owner' });
    const [mail] = await mailsOf(() => t.app.inject({ method: 'POST', url: `/api/clients/${key}/invitation`, headers: { cookie: owner.cookie } }));
    expectBranded(mail!);
    expect(mail!.text).toContain('Dear Lone,');
    expect(mail!.text).toContain('We have prepared your Maison Voyage account');
    expect(mail!.text).not.toMatch(/Maison Voyage has prepared/);
  });

  it('questionnaire: the confirmation and the agency notice; a name with <script> is escaped', async () => {
    const name = '<script>alert("mv")</script> Claire';
    const mails = await mailsOf(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/questionnaires',
        ...json({
          name,
          email: 'claire.xss@example.com',
          destination: 'paris',
          duration: '3-5',
          budget: 'luxury',
          interests: ['food'],
          adults: 2,
          children: 0,
          notYetScheduled: false,
          startDate: '2030-05-10',
          endDate: '2030-05-16',
          specialRequests: 'A table at <img src=x onerror=alert(1)>',
          website: '',
        }),
      }),
    );
    expect(mails).toHaveLength(2);
    const visitor = to(mails, 'claire.xss@example.com');
    const agency = to(mails, 'agency@maison-voyage.local');
    for (const m of [visitor, agency]) {
      expectBranded(m);
      expect(m.html).not.toContain('<script>alert');
      expect(m.html).not.toContain('<img src=x');
      expect(m.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    }
    // Greeted by the first word of the name given, escaped in the HTML.
    expect(visitor.html).toContain('Dear &lt;script&gt;alert(&quot;mv&quot;)&lt;/script&gt;,');
    expect(visitor.text).toContain('Dear <script>alert("mv")</script>,');
    expect(visitor.text).toContain('Travel dates: 10 May 2030 – 16 May 2030');
    expect(visitor.html).toContain('10 May 2030 – 16 May 2030');
    // The agency's button opens the questionnaire that was stored.
    const review = links(agency).find((l) => l.includes('/backoffice/questionnaire-detail?id='))!;
    const id = new URL(review).searchParams.get('id')!;
    const stored = await t.database.db.selectFrom('trip_questionnaires').select('name').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.name).toBe(name);
  });

  it('reset: the link in both parts opens a valid reset', async () => {
    const u = await t.user({ fullName: 'Marie Curie' });
    const [mail] = await mailsOf(() => t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', ...json({ email: u.email }) }));
    expectBranded(mail!);
    expect(mail!.headers.subject).toBe('Reset your Maison Voyage password');
    expect(mail!.text).toContain('Dear Marie,');
    const { href, status } = await tokenOf(mail!);
    expect(href).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[\w-]+$/);
    expect(status).toMatchObject({ valid: true, activation: false });
  });

  it('activation: a sign-up on a prepared e-mail gets a working link to set the password', async () => {
    const email = 'prepared.mail@example.com';
    await t.database.db.insertInto('users').values({ email, full_name: 'Prepared Mail', role: 'client' }).execute();
    const [mail] = await mailsOf(() =>
      t.app.inject({ method: 'POST', url: '/api/auth/sign-up', ...json({ fullName: 'Prepared Mail', email, password: 'secret123', confirmPassword: 'secret123' }) }),
    );
    expectBranded(mail!);
    expect(mail!.headers.subject).toBe('Finish creating your Maison Voyage account');
    const { href, status } = await tokenOf(mail!);
    expect(href).toMatch(/\/reset-password\?token=[\w-]+&activate=1$/);
    expect(status).toMatchObject({ valid: true, activation: true, email });
  });

  it('invitation: Team Rights and a prepared client; the inviter name is escaped', async () => {
    const [team] = await mailsOf(() =>
      t.app.inject({ method: 'POST', url: '/api/team/invites', ...json({ email: 'new.colleague@example.com', role: 'team' }, admin.cookie) }),
    );
    expectBranded(team!);
    expect(team!.headers.subject).toBe('Your invitation to Maison Voyage');
    expect(team!.html).toContain('Ada &lt;b&gt;Admin&lt;/b&gt; has invited you');
    expect(team!.html).not.toContain('<b>Admin</b>');
    expect(team!.text).toContain('Hello,');
    const invite = await tokenOf(team!);
    expect(invite.href).toMatch(/\/backoffice\/reset-password\?token=[\w-]+&activate=1$/);
    expect(invite.status).toMatchObject({ valid: true, activation: true, email: 'new.colleague@example.com' });

    const created = await t.app.inject({ method: 'POST', url: '/api/clients', ...json({ email: 'guest.mail@example.com', fullName: 'Guest Mail' }, admin.cookie) });
    const key = created.json().client.key as string;
    const [client] = await mailsOf(() => t.app.inject({ method: 'POST', url: `/api/clients/${key}/invitation`, headers: { cookie: admin.cookie } }));
    expectBranded(client!);
    expect(client!.text).toContain('Dear Guest,');
    const guest = await tokenOf(client!);
    expect(guest.href).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[\w-]+&activate=1$/);
    expect(guest.status).toMatchObject({ valid: true, activation: true, fullName: 'Guest Mail' });
  });
});
