import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app.js';
import type { TripDetail } from '#shared/contracts/trip-detail.js';
import { backofficeDefaultSlots } from '#shared/domain/slots.js';
import type { Day } from '#shared/domain/itinerary.js';
import { parseMail } from '../helpers/mime.js';

let t: TestApp;
let team: TestUser;
let client: TestUser;
let tripId: string;

beforeAll(async () => {
  t = await createTestApp();
  team = await t.user({ role: 'team', fullName: 'Théo Team' });
  client = await t.user({ role: 'client', fullName: 'Claire Client' });
  const days: Day[] = [{ id: 'day-1', date: '2027-05-10', title: 'Arrival', timeSlots: backofficeDefaultSlots() }];
  tripId = (
    await t.database.db
      .insertInto('trips')
      .values({ trip_name: 'Paris in May', destination: 'Paris', user_id: client.id, days: JSON.stringify(days), visible_to_client: true })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await t?.close();
});

const mailsToClient = () => t.mails().filter((m) => m.includes(`To: ${client.email}`) && m.includes('New activities await your choice'));

async function addActivity(name: string, mode: 'organizer' | 'editor' = 'organizer') {
  const trip = (await t.app.inject({ method: 'GET', url: `/api/trips/${tripId}`, headers: { cookie: team.cookie } })).json<TripDetail>();
  const days = structuredClone(trip.days);
  days[0]!.timeSlots[0]!.options.push({ id: `opt-${name}`, name, cost: 10 });
  const r = await t.app.inject({
    method: 'PUT',
    url: `/api/trips/${tripId}/days`,
    headers: { cookie: team.cookie, 'content-type': 'application/json' },
    payload: JSON.stringify({ version: trip.version, days, mode }),
  });
  expect(r.statusCode).toBe(200);
}

describe('e-mail when new activities await the client (at most one per trip per hour)', () => {
  it('the first new activity in organizer mode mails the client; the next ones within the hour do not', async () => {
    await addActivity('Louvre');
    expect(mailsToClient()).toHaveLength(1);
    expect(mailsToClient()[0]).toContain('Paris in May');
    await addActivity('Orsay');
    await addActivity('Rodin');
    expect(mailsToClient()).toHaveLength(1);
    // Every change is still a notification.
    const n = await t.database.db.selectFrom('notifications').select('activity_name').where('user_id', '=', client.id).execute();
    expect(n.map((x) => x.activity_name).sort()).toEqual(['Louvre', 'Orsay', 'Rodin']);
  });

  it('an hour later the next new activity mails again', async () => {
    await t.database.db.updateTable('notification_emails').set({ sent_at: sql<Date>`now() - interval '61 minutes'` }).execute();
    await addActivity('Orangerie');
    expect(mailsToClient()).toHaveLength(2);
  });

  it('the backoffice editor (not organizer mode) neither notifies nor mails', async () => {
    await t.database.db.updateTable('notification_emails').set({ sent_at: sql<Date>`now() - interval '2 hours'` }).execute();
    await addActivity('Tuileries', 'editor');
    expect(mailsToClient()).toHaveLength(2);
  });
});

describe('the notification mail (issue 19): headers, words and its one-click unsubscribe link', () => {
  const lastToClient = () => parseMail(mailsToClient().at(-1)!);
  const allowNextMail = () => t.database.db.updateTable('notification_emails').set({ sent_at: sql<Date>`now() - interval '2 hours'` }).execute();

  it('is marked automatic, carries List-Unsubscribe with one-click, names no designer and greets by first name', async () => {
    await allowNextMail();
    await addActivity('Sainte-Chapelle');
    const mail = lastToClient();
    expect(mail.headers['auto-submitted']).toBe('auto-generated');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['list-unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=[\w.%-]+>$/);
    for (const part of [mail.text!, mail.html!]) {
      expect(part).not.toMatch(/designer/i);
      expect(part).toContain('Your travel specialist has proposed a new activity');
      expect(part).not.toContain('"Paris in May"');
    }
    expect(mail.text).toContain('Dear Claire,');
    expect(mail.text).toContain('\u201cParis in May\u201d');
    expect(mail.text).toContain('Stop these e-mails:');
  });

  it('names the specialist when one is assigned', async () => {
    const specialist = await t.user({ role: 'team', fullName: 'Claire Martin' });
    await t.database.db.updateTable('trips').set({ dedicated_specialist_id: specialist.id }).where('id', '=', tripId).execute();
    await allowNextMail();
    await addActivity('Musée Rodin');
    const mail = lastToClient();
    expect(mail.text).toContain('Your travel specialist, Claire Martin, has proposed a new activity');
    expect(mail.text).toContain('shared with Claire Martin.');
  });

  it('GET shows a page with a button and changes nothing; the one-click POST turns these mails off for that person only', async () => {
    const url = lastToClient().headers['list-unsubscribe']!.slice(1, -1).replace('http://localhost:3000', '');
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Stop these e-mails?');
    expect(page.body).toContain('<form method="post"');
    expect(await t.database.db.selectFrom('mail_opt_outs').selectAll().execute()).toHaveLength(0);

    // A forged or altered token changes nothing.
    const forged = url.replace(/token=([^.]+)/, `token=${team.id}`);
    for (const bad of [forged, url.slice(0, -3) + 'AAA', '/api/notifications/unsubscribe', '/api/notifications/unsubscribe?token=x']) {
      const r = await t.app.inject({ method: 'POST', url: bad, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
      expect(r.statusCode, bad).toBe(400);
      expect(r.body).toContain('This link does not work');
    }
    expect(await t.database.db.selectFrom('mail_opt_outs').selectAll().execute()).toHaveLength(0);

    // The mail provider's one-click: no session, a foreign origin, a form body (RFC 8058).
    const done = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.net' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.body).toContain('You will no longer receive these e-mails');
    const rows = await t.database.db.selectFrom('mail_opt_outs').select(['user_id', 'kind']).execute();
    expect(rows).toEqual([{ user_id: client.id, kind: 'new-activities' }]);
    // Twice is the same as once.
    expect((await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--' })).statusCode).toBe(200);

    // No more mail about new activities; the notifications themselves go on.
    const before = mailsToClient().length;
    await allowNextMail();
    await addActivity('Musée Picasso');
    expect(mailsToClient()).toHaveLength(before);
    const n = await t.database.db.selectFrom('notifications').select('activity_name').where('user_id', '=', client.id).where('activity_name', '=', 'Musée Picasso').execute();
    expect(n).toHaveLength(1);
  });
});
