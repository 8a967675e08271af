// Versions a client approves (issue 22, ADR 037): each write keeps its change, reversible; the
// history explains it; staff open the trip as it was and restore it whole or one part; 'Send to
// client' tells the travellers what changed; the client sees what changed since they last looked,
// approves the version sent or asks for changes, and their specialist hears of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, mailText, type TestApp, type TestUser } from '../helpers/app.js';
import { fourteenDayTrip } from '../helpers/billing-trip.js';
import type { TripDetail, TripHistory } from '#shared/contracts/trip-detail.js';
import { PROPOSAL_MESSAGES, type ClientChanges, type ProposalState, type SendResult, type TripVersionView } from '#shared/contracts/proposals.js';
import { TRIP_MESSAGES } from '#shared/contracts/trips.js';

let t: TestApp;
let team: TestUser;
let specialist: TestUser;
let client: TestUser;
let otherClient: TestUser;

function call(user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { ...(user ? { cookie: user.cookie } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

async function ok<T>(user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, body?: unknown): Promise<T> {
  const res = await call(user, method, url, body);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as T;
}

async function newTrip(opts: { visible?: boolean } = {}): Promise<string> {
  const row = await t.database.db
    .insertInto('trips')
    .values({ ...fourteenDayTrip(client.id, specialist.id), visible_to_client: opts.visible ?? true })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const getTrip = (id: string) => ok<TripDetail>(team, 'GET', `/api/trips/${id}`);

beforeAll(async () => {
  t = await createTestApp();
  team = await t.user({ role: 'team', fullName: 'Théo Team' });
  specialist = await t.user({ role: 'team', fullName: 'Sophie Specialist', email: 'sophie@agency.example' });
  client = await t.user({ role: 'client', fullName: 'Claire Durand', email: 'claire@example.com' });
  otherClient = await t.user({ role: 'client', fullName: 'Otto Other' });
});
afterAll(async () => {
  await t?.close();
});

describe('versions: diff, history, open and restore', () => {
  it('keeps each change with its sentences; opens the trip as it was; restores the hotel, one day, then the whole trip', async () => {
    const id = await newTrip();
    const v1 = await getTrip(id);
    // Three changes: the hotel price, a choice on day 3, the outbound flight cleared.
    const v2 = await ok<TripDetail>(team, 'PATCH', `/api/trips/${id}`, { version: v1.version, hotel: { ...v1.hotel!, pricePerNight: 1600 } });
    const days = structuredClone(v2.days);
    const slot = days[2]!.timeSlots[1]!;
    const [first, second] = slot.options;
    slot.selectedPlace = second!.id;
    const v3 = await ok<TripDetail>(team, 'PUT', `/api/trips/${id}/days`, { version: v2.version, days });
    const v4 = await ok<TripDetail>(team, 'PATCH', `/api/trips/${id}`, { version: v3.version, outboundFlight: null });
    expect(v4.outboundFlight).toBeNull();

    const history = await ok<TripHistory>(team, 'GET', `/api/trips/${id}/history`);
    expect(history.items.map((i) => i.version)).toEqual([v4.version, v3.version, v2.version]);
    expect(history.items[2]!.details.map((d) => d.text)).toEqual(['Hotel price per night: €1,450 -> €1,600']);
    expect(history.items[1]!.details[0]).toMatchObject({
      text: `Day 3, ${slot.startTime}-${slot.endTime}: ${first!.name} -> ${second!.name}`,
      dayId: days[2]!.id,
      dayNumber: 3,
    });
    expect(history.items[0]!.details[0]!.text).toBe('Outbound flight removed (Air France AF 7 JFK-CDG)');
    expect(history.items.every((i) => i.restorable)).toBe(true);
    // One person within a minute: one group.
    expect(history.groups).toHaveLength(1);
    expect(history.groups[0]!.itemIds).toEqual(history.items.map((i) => i.id));

    // The trip as it was at version 1, read-only: the hotel, the choice and the flight of then.
    const was = await ok<TripVersionView>(team, 'GET', `/api/trips/${id}/versions/${v1.version}`);
    expect(was.trip.hotel?.pricePerNight).toBe(1450);
    expect(was.trip.outboundFlight?.flightNumber).toBe('AF 7');
    expect(was.trip.days[2]!.timeSlots[1]!.selectedPlace).toBe(first!.id);
    expect(was.currentVersion).toBe(v4.version);
    expect(was.changesSince.map((l) => l.text)).toContain('Outbound flight removed (Air France AF 7 JFK-CDG)');

    // Restore the flights alone (clearing them is undoable), then one day, as new versions.
    const r1 = await ok<TripDetail>(team, 'POST', `/api/trips/${id}/versions/${v1.version}/restore`, { version: v4.version, part: 'flights' });
    expect(r1.version).toBe(v4.version + 1);
    expect(r1.outboundFlight?.flightNumber).toBe('AF 7');
    expect(r1.hotel?.pricePerNight).toBe(1600);
    const r2 = await ok<TripDetail>(team, 'POST', `/api/trips/${id}/versions/${v1.version}/restore`, { version: r1.version, part: 'day', dayId: days[2]!.id });
    expect(r2.days[2]!.timeSlots[1]!.selectedPlace).toBe(first!.id);
    expect(r2.hotel?.pricePerNight).toBe(1600);
    // Stale: the version read is not the trip's.
    const staleRes = await call(team, 'POST', `/api/trips/${id}/versions/${v1.version}/restore`, { version: r1.version, part: 'hotel' });
    expect(staleRes.statusCode).toBe(409);
    expect(staleRes.json().error.message).toBe(TRIP_MESSAGES.stale);
    // Whole: the trip is as it was at version 1 again.
    const r3 = await ok<TripDetail>(team, 'POST', `/api/trips/${id}/versions/${v1.version}/restore`, { version: r2.version });
    expect(r3.hotel?.pricePerNight).toBe(1450);
    expect(r3.days).toEqual(v1.days);
    const after = await ok<TripHistory>(team, 'GET', `/api/trips/${id}/history?limit=1`);
    expect(after.items[0]!.summary).toBe(`Restored the trip as of version ${v1.version}`);
    expect(after.items[0]!.details.map((d) => d.text)).toEqual(['Hotel price per night: €1,600 -> €1,450']);
    expect(after.nextBefore).toBe(r3.version);
    // Restoring what is already so writes nothing.
    const same = await ok<TripDetail>(team, 'POST', `/api/trips/${id}/versions/${v1.version}/restore`, { version: r3.version });
    expect(same.version).toBe(r3.version);
  });

  it('refuses bad versions and days with a clear 4xx, and clients never restore', async () => {
    const id = await newTrip();
    const v = await getTrip(id);
    expect((await call(team, 'GET', `/api/trips/${id}/versions/${v.version + 5}`)).statusCode).toBe(404);
    expect((await call(team, 'GET', `/api/trips/${id}/versions/abc`)).statusCode).toBe(400);
    expect((await call(team, 'POST', `/api/trips/${id}/versions/${v.version}/restore`, { version: v.version, part: 'day' })).statusCode).toBe(400);
    expect((await call(team, 'POST', `/api/trips/${id}/versions/${v.version}/restore`, { version: v.version, part: 'day', dayId: 'nope' })).statusCode).toBe(404);
    expect((await call(client, 'POST', `/api/trips/${id}/versions/${v.version}/restore`, { version: v.version })).statusCode).toBe(403);
    expect((await call(team, 'GET', `/api/trips/${id}/history?limit=501`)).statusCode).toBe(400);
  });

  it('a change older than what is kept cannot be opened past (410), legacy history included', async () => {
    const id = await newTrip();
    const v1 = await getTrip(id);
    const v2 = await ok<TripDetail>(team, 'PATCH', `/api/trips/${id}`, { version: v1.version, tripName: 'Paris again' });
    await t.database.db.updateTable('trip_changes').set({ diff: null }).where('trip_id', '=', id).execute();
    expect((await call(team, 'GET', `/api/trips/${id}/versions/${v1.version}`)).statusCode).toBe(410);
    const history = await ok<TripHistory>(team, 'GET', `/api/trips/${id}/history`);
    expect(history.items[0]).toMatchObject({ version: v2.version, restorable: true });
  });
});

describe('send, approve, what changed', () => {
  it('staff change three things and send; the client sees them, approves; a later change shows "changed since approval"', async () => {
    const id = await newTrip();
    const v1 = await getTrip(id);
    const first = await ok<SendResult>(team, 'POST', `/api/trips/${id}/send`, { version: v1.version });
    expect(first).toMatchObject({ version: v1.version + 1, changes: [], notified: 1 });
    const mailsBefore = t.mails().length;

    // Three changes, one with an internal note the client must never read.
    let trip = await getTrip(id);
    trip = await ok<TripDetail>(team, 'PATCH', `/api/trips/${id}`, { version: trip.version, hotel: { ...trip.hotel!, pricePerNight: 1200 } });
    const days = structuredClone(trip.days);
    const slot = days[2]!.timeSlots[0]!;
    slot.internalNote = 'INTERNAL: supplier pays 15%';
    slot.selectedPlace = slot.options[1]!.id;
    days[4]!.title = 'Versailles';
    trip = await ok<TripDetail>(team, 'PUT', `/api/trips/${id}/days`, { version: trip.version, days });
    trip = await ok<TripDetail>(team, 'PATCH', `/api/trips/${id}`, { version: trip.version, tripName: 'Paris in May' });

    // Stale send: 409 with the trips module's message.
    const staleSend = await call(team, 'POST', `/api/trips/${id}/send`, { version: trip.version - 1 });
    expect(staleSend.statusCode).toBe(409);
    expect(staleSend.json().error.message).toBe(TRIP_MESSAGES.stale);
    // Clients never send.
    expect((await call(client, 'POST', `/api/trips/${id}/send`, { version: trip.version })).statusCode).toBe(403);

    const sent = await ok<SendResult>(team, 'POST', `/api/trips/${id}/send`, { version: trip.version });
    expect(sent.version).toBe(trip.version + 1);
    const texts = sent.changes.map((c) => c.text);
    expect(texts).toEqual([
      'Trip name: Paris in Spring -> Paris in May',
      'Hotel price per night: €1,450 -> €1,200',
      `Day 3, ${slot.startTime}-${slot.endTime}: ${trip.days[2]!.timeSlots[0]!.options[0]!.name} -> ${slot.options[1]!.name}`,
      'Day 5 (14 May 2027): "Paris, day 5" -> "Versailles"',
    ].map((s) => s.replace(/^Day 5 \(14 May 2027\)/, 'Day 5')));
    expect(JSON.stringify(sent)).not.toContain('INTERNAL');
    expect(JSON.stringify(sent)).not.toContain('internal note');

    // The client is told in the workspace and by e-mail, in their words.
    const notes = await ok<{ items: { type: string; title: string; message: string }[] }>(client, 'GET', '/api/notifications');
    expect(notes.items[0]).toMatchObject({ type: 'proposal_sent', title: 'Your trip has been updated' });
    const mails = t.mails().slice(mailsBefore).map(mailText);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Your trip has been updated');
    expect(mails[0]).toContain('What changed:');
    expect(mails[0]).toContain('Hotel price per night: ');
    expect(mails[0]).toContain('Trip name: Paris in Spring -&gt; Paris in May');
    expect(mails[0]).not.toContain('INTERNAL');

    // What changed since the client last looked (the first version sent): the three changes, with their days.
    const mine = await ok<ClientChanges>(client, 'GET', `/api/trips/${id}/changes-for-me`);
    expect(mine.sinceVersion).toBe(first.version);
    expect(mine.changes.map((c) => c.text)).toEqual(texts);
    expect(mine.days.map((d) => d.dayNumber)).toEqual([3, 5]);
    // Dismissed: nothing left until the next change.
    const dismissed = await ok<ClientChanges>(client, 'POST', `/api/trips/${id}/changes-for-me/seen`, { version: sent.version });
    expect(dismissed.changes).toEqual([]);
    expect((await call(client, 'POST', `/api/trips/${id}/changes-for-me/seen`, { version: sent.version + 10 })).statusCode).toBe(422);

    // Approval: the wrong name is refused; an older sent version is stale; another client never reaches the trip.
    expect((await call(client, 'POST', `/api/trips/${id}/approve`, { version: sent.version, fullName: 'Someone Else' })).statusCode).toBe(422);
    const older = await call(client, 'POST', `/api/trips/${id}/approve`, { version: first.version, fullName: 'Claire Durand' });
    expect(older.statusCode).toBe(409);
    expect(older.json().error.message).toBe(PROPOSAL_MESSAGES.newerSent);
    expect((await call(client, 'POST', `/api/trips/${id}/approve`, { version: sent.version + 5, fullName: 'Claire Durand' })).statusCode).toBe(409);
    expect((await call(otherClient, 'POST', `/api/trips/${id}/approve`, { version: sent.version, fullName: 'Otto Other' })).statusCode).toBe(404);
    expect((await call(team, 'POST', `/api/trips/${id}/approve`, { version: sent.version, fullName: 'Théo Team' })).statusCode).toBe(403);

    const mailsAtApproval = t.mails().length;
    const approved = await ok<ProposalState>(client, 'POST', `/api/trips/${id}/approve`, { version: sent.version, fullName: 'claire durand' });
    expect(approved).toMatchObject({ answer: { kind: 'approved', version: sent.version, typedName: 'claire durand' }, changedSinceApproval: false, awaitingApproval: false });
    const stored = await t.database.db.selectFrom('trip_approvals').selectAll().where('trip_id', '=', id).executeTakeFirstOrThrow();
    expect(stored.ip).not.toBe('');
    // The specialist hears of it, in the app and by e-mail.
    const specialistNotes = await ok<{ items: { type: string; title: string }[] }>(specialist, 'GET', '/api/notifications');
    expect(specialistNotes.items[0]).toMatchObject({ type: 'proposal_approved', title: 'Claire Durand approved the itinerary' });
    const approvalMails = t.mails().slice(mailsAtApproval).map(mailText);
    expect(approvalMails).toHaveLength(1);
    expect(approvalMails[0]).toContain('sophie@agency.example');

    // Staff read the state; a price changes; the trip shows 'changed since approval'.
    const staffView = await ok<ProposalState>(team, 'GET', `/api/trips/${id}/proposal`);
    expect(staffView.approvedLabel).toMatch(new RegExp(`^Approved by claire durand on .+, version ${sent.version}$`));
    // A folder move is no change of what the client approved.
    const moved = await getTrip(id);
    await ok(team, 'PATCH', `/api/trips/${id}/folder`, { version: moved.version, folder: 'completed' });
    expect(await ok<ProposalState>(team, 'GET', `/api/trips/${id}/proposal`)).toMatchObject({ changedSinceApproval: false });
    const now = await getTrip(id);
    await ok<TripDetail>(team, 'PATCH', `/api/trips/${id}`, { version: now.version, hotel: { ...now.hotel!, pricePerNight: 1300 } });
    expect(await ok<ProposalState>(team, 'GET', `/api/trips/${id}/proposal`)).toMatchObject({ changedSinceApproval: true, awaitingApproval: false });
    // The client sees that change since they dismissed, marked on no day.
    const since = await ok<ClientChanges>(client, 'GET', `/api/trips/${id}/changes-for-me`);
    expect(since.changes.map((c) => c.text)).toEqual(['Hotel price per night: €1,200 -> €1,300']);
    expect(since.days).toEqual([]);
    // The next send asks approval again.
    const again = await getTrip(id);
    const resent = await ok<SendResult>(team, 'POST', `/api/trips/${id}/send`, { version: again.version });
    expect(await ok<ProposalState>(team, 'GET', `/api/trips/${id}/proposal`)).toMatchObject({ awaitingApproval: true, approvedLabel: null, lastSent: { version: resent.version } });

    // Asking for changes tells the specialist with the message.
    const asked = await ok<ProposalState>(client, 'POST', `/api/trips/${id}/request-changes`, { version: resent.version, message: 'Could we swap day 5 and day 6?' });
    expect(asked.answer).toMatchObject({ kind: 'changes_requested', message: 'Could we swap day 5 and day 6?' });
    const requests = await ok<{ items: { type: string; message: string }[] }>(specialist, 'GET', '/api/notifications');
    expect(requests.items[0]).toMatchObject({ type: 'changes_requested', message: 'Could we swap day 5 and day 6?' });
    expect((await call(client, 'POST', `/api/trips/${id}/request-changes`, { version: resent.version, message: '' })).statusCode).toBe(400);
  });

  it('an unsent version cannot be approved', async () => {
    const id = await newTrip();
    const v = await getTrip(id);
    const res = await call(client, 'POST', `/api/trips/${id}/approve`, { version: v.version, fullName: 'Claire Durand' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(PROPOSAL_MESSAGES.notSent);
  });

  it('storage stays bounded: a send drops diffs older than 90 days, and the sent version still opens from its snapshot', async () => {
    const id = await newTrip();
    const v1 = await getTrip(id);
    const sent = await ok<SendResult>(team, 'POST', `/api/trips/${id}/send`, { version: v1.version });
    let trip = await ok<TripDetail>(team, 'PATCH', `/api/trips/${id}`, { version: sent.version, tripName: 'Paris, take two' });
    trip = await ok<TripDetail>(team, 'PATCH', `/api/trips/${id}`, { version: trip.version, hotel: null });
    const old = new Date(Date.now() - 91 * 86_400_000);
    await t.database.db.updateTable('trip_changes').set({ created_at: old }).where('trip_id', '=', id).execute();
    const resent = await ok<SendResult>(team, 'POST', `/api/trips/${id}/send`, { version: trip.version });
    const kept = await t.database.db.selectFrom('trip_changes').select(['version', 'diff', 'details']).where('trip_id', '=', id).orderBy('version').execute();
    expect(kept.filter((r) => r.diff !== null).map((r) => r.version)).toEqual([resent.version]);
    expect(kept.every((r) => r.details !== null)).toBe(true);
    // The version sent before opens from its snapshot; one never sent is gone.
    const was = await ok<TripVersionView>(team, 'GET', `/api/trips/${id}/versions/${sent.version}`);
    expect(was.trip.hotel?.name).toBe('Le Meurice');
    expect(was.trip.tripName).toBe('Paris in Spring');
    expect((await call(team, 'GET', `/api/trips/${id}/versions/${sent.version + 1}`)).statusCode).toBe(410);
    // And it restores: the hotel comes back.
    const now = await getTrip(id);
    const back = await ok<TripDetail>(team, 'POST', `/api/trips/${id}/versions/${sent.version}/restore`, { version: now.version, part: 'hotel' });
    expect(back.hotel?.name).toBe('Le Meurice');
    // The history still explains every change, and says which versions open.
    const history = await ok<TripHistory>(team, 'GET', `/api/trips/${id}/history`);
    expect(history.items.find((i) => i.version === sent.version + 2)?.details.map((d) => d.text)).toEqual(['Hotel removed (Le Meurice)']);
    expect(history.items.find((i) => i.version === sent.version)?.restorable).toBe(true);
    expect(history.items.find((i) => i.version === sent.version + 1)?.restorable).toBe(false);
  });

  it('a hidden trip becomes visible to its client when first sent', async () => {
    const id = await newTrip({ visible: false });
    expect((await call(client, 'GET', `/api/trips/${id}`)).statusCode).toBe(404);
    const v = await getTrip(id);
    await ok<SendResult>(team, 'POST', `/api/trips/${id}/send`, { version: v.version });
    expect((await call(client, 'GET', `/api/trips/${id}`)).statusCode).toBe(200);
  });
});
