import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, mailText, type TestApp, type TestUser } from '../helpers/app.js';
import type { TripOrganizersResponse } from '#shared/contracts/trip-organizers.js';

/**
 * The Organizer role (issue 24 item 6, ADR 023): invited from Team Rights, an organizer signs in
 * on the client sign-in page, reaches the trips staff attach them to (hidden ones too) in
 * organizer mode, may mark flights and the hotel billed (spec §6), and reaches nothing else.
 */
let t: TestApp;
let admin: TestUser;
let team: TestUser;
let client: TestUser;
let organizer: TestUser;
let tripId: string;
let otherTripId: string;

const json = (body: unknown, cookie?: string) => ({
  headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  payload: JSON.stringify(body),
});
const call = (user: TestUser, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, body?: unknown) =>
  t.app.inject({ method, url, ...(body !== undefined ? json(body, user.cookie) : { headers: { cookie: user.cookie } }) });
const signIn = (email: string, password: string, area: 'client' | 'backoffice') =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in', ...json({ email, password, area }) });

async function makeTrip(name: string, userId: string) {
  const row = await t.database.db
    .insertInto('trips')
    .values({
      trip_name: name,
      destination: 'Florence',
      user_id: userId,
      visible_to_client: false,
      days: '[]',
      hotel: JSON.stringify({ name: 'Hotel Savoy', address: 'Piazza della Repubblica 7', checkIn: '2027-06-01', checkOut: '2027-06-04', pricePerNight: 520, rooms: 1 }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.user({ role: 'super_admin', fullName: 'Amélie Admin' });
  team = await t.user({ role: 'team' });
  client = await t.user({ role: 'client' });
  organizer = await t.user({ role: 'organizer', fullName: 'Olivia Organizer' });
  tripId = await makeTrip('Florence for the Bianchi family', client.id);
  otherTripId = await makeTrip('Not organized by Olivia', client.id);
});
afterAll(async () => {
  await t?.close();
});

describe('organizer sign-in', () => {
  it('signs in on the client sign-in page and lands on their account; the backoffice refuses them', async () => {
    const ok = await signIn(organizer.email, organizer.password, 'client');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().redirectTo).toBe('/account');
    const backoffice = await signIn(organizer.email, organizer.password, 'backoffice');
    expect(backoffice.statusCode).toBe(403);
    expect(backoffice.json().error.message).toBe('Access denied. Team members only.');
  });

  it('an organizer awaiting approval is told so on the client sign-in page', async () => {
    const pending = await t.user({ role: 'organizer', approved: false });
    const res = await signIn(pending.email, pending.password, 'client');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Your account is pending approval. Please wait for an administrator to approve your account.');
  });

  it('the Team Rights invitation sends an organizer to the client password screen and says where they sign in', async () => {
    const invited = await call(admin, 'POST', '/api/team/invites', { email: 'paola.organizer@example.com', role: 'organizer', approved: true });
    expect(invited.statusCode, invited.body).toBeLessThan(300);
    const mail = mailText(t.mails().find((m) => m.includes('To: paola.organizer@example.com'))!);
    expect(mail).toContain('/reset-password?token=');
    expect(mail).not.toContain('/backoffice/reset-password');
    expect(mail).toContain('you then sign in on the client sign-in page');
    expect(mail).not.toContain('backoffice sign-in page');
    const token = mail.match(/reset-password\?token=([\w-]+)&activate=1/)![1]!;
    const done = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', ...json({ token, password: 'paola-pass-1', confirmPassword: 'paola-pass-1', fullName: 'Paola Conti' }) });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().redirectTo).toBe('/login?activation=done');
    expect((await signIn('paola.organizer@example.com', 'paola-pass-1', 'client')).statusCode).toBe(200);
  });
});

describe('attaching organizers to a trip', () => {
  it('staff attach an approved organizer; others cannot be attached; detaching is idempotent', async () => {
    const before = (await call(team, 'GET', `/api/trips/${tripId}/organizers`)).json<TripOrganizersResponse>();
    expect(before.organizers).toEqual([]);
    expect(before.available.map((o) => o.id)).toContain(organizer.id);
    const attached = await call(team, 'PUT', `/api/trips/${tripId}/organizers/${organizer.id}`);
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json<TripOrganizersResponse>().organizers).toEqual([
      { id: organizer.id, email: organizer.email, fullName: 'Olivia Organizer', friendlyId: expect.any(Number) },
    ]);
    expect(attached.json<TripOrganizersResponse>().available.map((o) => o.id)).not.toContain(organizer.id);
    // Twice changes nothing.
    expect((await call(team, 'PUT', `/api/trips/${tripId}/organizers/${organizer.id}`)).json<TripOrganizersResponse>().organizers).toHaveLength(1);

    const notOrganizer = await call(team, 'PUT', `/api/trips/${tripId}/organizers/${client.id}`);
    expect(notOrganizer.statusCode).toBe(422);
    expect(notOrganizer.json().error.message).toBe('Only an approved person with the Organizer role can be attached to a trip.');
    expect((await call(organizer, 'PUT', `/api/trips/${tripId}/organizers/${organizer.id}`)).statusCode).toBe(403);
    expect((await call(client, 'GET', `/api/trips/${tripId}/organizers`)).statusCode).toBe(403);
    const bad = await call(team, 'PUT', `/api/trips/${tripId}/organizers/not-a-uuid`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('what an organizer reaches', () => {
  beforeAll(async () => {
    await call(team, 'PUT', `/api/trips/${tripId}/organizers/${organizer.id}`);
  });

  it('their workspace lists the trips they are attached to, hidden ones included, in organizer mode', async () => {
    const res = await call(organizer, 'GET', '/api/workspace/trips');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.organizer).toBe(true);
    expect(body.trips.map((x: { tripName: string }) => x.tripName)).toEqual(['Florence for the Bianchi family']);
    expect((await call(organizer, 'GET', `/api/workspace/trips/${tripId}`)).statusCode).toBe(200);
    expect((await call(organizer, 'GET', `/api/trips/${tripId}`)).statusCode).toBe(200);
  });

  it('nothing else: a trip they are not attached to is not found, the backoffice lists are refused', async () => {
    expect((await call(organizer, 'GET', `/api/trips/${otherTripId}`)).statusCode).toBe(404);
    expect((await call(organizer, 'GET', `/api/billing/${otherTripId}`)).statusCode).toBe(404);
    expect((await call(organizer, 'GET', `/api/workspace/trips/${otherTripId}`)).statusCode).toBe(404);
    expect((await call(organizer, 'GET', '/api/trips')).statusCode).toBe(403);
    expect((await call(organizer, 'GET', '/api/clients')).statusCode).toBe(403);
    expect((await call(organizer, 'GET', `/api/workspace/trips?clientId=${client.id}&view=organizer`)).statusCode).toBe(403);
  });

  it('organizes its billing: marks the hotel billed (spec §6), but adding items stays with the team', async () => {
    const view = await call(organizer, 'GET', `/api/billing/${tripId}`);
    expect(view.statusCode).toBe(200);
    expect(view.json().can).toEqual({ organize: true, addRemove: false });
    const billed = await call(organizer, 'PUT', `/api/billing/${tripId}/travel/hotel`, { billed: true, previous: false });
    expect(billed.statusCode, billed.body).toBe(200);
    expect(billed.json().travel.find((l: { key: string }) => l.key === 'hotel').billed).toBe(true);
    const expense = await call(organizer, 'POST', `/api/billing/${tripId}/expenses`, { version: billed.json().version, title: 'Taxi', unitCents: 4000 });
    expect(expense.statusCode).toBe(403);
    expect(expense.json().error.message).toBe('Your role (organizer) does not have permission to add billing items. Only team members can add billing items.');
  });

  it('once detached, the trip is out of reach again', async () => {
    const detached = await call(team, 'DELETE', `/api/trips/${tripId}/organizers/${organizer.id}`);
    expect(detached.json<TripOrganizersResponse>().organizers).toEqual([]);
    expect((await call(organizer, 'GET', `/api/trips/${tripId}`)).statusCode).toBe(404);
    expect((await call(organizer, 'GET', '/api/workspace/trips')).json().trips).toEqual([]);
    expect((await call(team, 'DELETE', `/api/trips/${tripId}/organizers/${organizer.id}`)).statusCode).toBe(200);
  });
});
