import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app.js';
import { pdfText } from '../helpers/pdf-text.js';
import type { TripDetail } from '#shared/contracts/trip-detail.js';

/**
 * Notes belong to what they describe (issue 19 items 3 and 4, ADR 030): the planner's advice
 * travels with its option, the slot's note for the client is printed, and its internal note
 * never leaves the agency: no answer to a client or an organizer carries it, none of their
 * writes changes it, and no document prints it.
 */

const INTERNAL = 'Guide Marco Rossi +39 333 123 4567, pick-up 08:45 at the side door, paid cash';
const FOR_CLIENT = 'Your driver waits in the lobby at 14:45.';
const COLOSSEO_ADVICE = 'Colosseo: allow about 2 h, open 08:30–19:15 on Tuesdays.';

let t: TestApp;
let team: TestUser;
let client: TestUser;
let organizer: TestUser;

function call(user: TestUser | null, method: 'GET' | 'PUT' | 'PATCH' | 'POST', url: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { ...(user ? { cookie: user.cookie } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

/** A trip as an older planner and a specialist left it: planner advice on the slot, staff's internal note. */
function storedDays() {
  return [
    {
      id: 'd1',
      date: '2027-05-04',
      title: 'Ancient Rome and the Villa Borghese',
      timeSlots: [
        {
          id: 's1',
          startTime: '15:00',
          endTime: '17:00',
          title: 'Afternoon',
          notes: COLOSSEO_ADVICE,
          options: [
            { id: 'colosseo', name: 'Colosseo', address: 'Piazza del Colosseo, 1, 00184 Roma', coordinates: { lat: 41.8902, lng: 12.4922 } },
            { id: 'boats', name: 'Rowing boats on the Villa Borghese lake', address: 'Viale del Lago, 00197 Roma', coordinates: { lat: 41.9128, lng: 12.4829 } },
          ],
          selectedPlace: 'boats',
        },
        {
          id: 's2',
          startTime: '19:00',
          endTime: '21:00',
          title: 'Dinner',
          notes: FOR_CLIENT,
          internalNote: INTERNAL,
          options: [{ id: 'roscioli', name: 'Roscioli', address: 'Via dei Giubbonari, 21, 00186 Roma', coordinates: { lat: 41.8937, lng: 12.4737 } }],
          selectedPlace: 'roscioli',
        },
      ],
    },
  ];
}

async function makeTrip(): Promise<string> {
  const row = await t.database.db
    .insertInto('trips')
    .values({ trip_name: 'Rome in May', destination: 'Rome', user_id: client.id, start_date: '2027-05-04', end_date: '2027-05-04', days: JSON.stringify(storedDays()) })
    .returning('id')
    .executeTakeFirstOrThrow();
  expect((await call(team, 'PUT', `/api/trips/${row.id}/organizers/${organizer.id}`)).statusCode).toBe(200);
  return row.id;
}

async function read(user: TestUser, id: string): Promise<TripDetail> {
  const res = await call(user, 'GET', `/api/trips/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TripDetail;
}

const slotOf = (trip: TripDetail, id: string) => trip.days.flatMap((d) => d.timeSlots).find((s) => s.id === id)!;
const storedNote = async (id: string) => {
  const row = await t.database.db.selectFrom('trips').select('days').where('id', '=', id).executeTakeFirstOrThrow();
  return (row.days as { timeSlots: { id: string; internalNote?: string }[] }[])[0]!.timeSlots.find((s) => s.id === 's2')!.internalNote;
};

beforeAll(async () => {
  t = await createTestApp();
  team = await t.user({ role: 'team', fullName: 'Théo Team' });
  client = await t.user({ role: 'client', fullName: 'Claire Client' });
  organizer = await t.user({ role: 'organizer', fullName: 'Olivia Organizer' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe("the planner's advice belongs to its option", () => {
  it("an older trip's 'Colosseo: allow about 2 h' moves onto the Colosseo: the chosen boats carry none of it", async () => {
    const id = await makeTrip();
    for (const user of [team, client]) {
      const slot = slotOf(await read(user, id), 's1');
      expect(slot.notes).toBeUndefined();
      expect(slot.options.find((o) => o.id === 'colosseo')!.notes).toBe('Allow about 2 h, open 08:30–19:15 on Tuesdays.');
      expect(slot.options.find((o) => o.id === 'boats')!.notes).toBeUndefined();
    }
    const text = (await pdfText((await call(client, 'GET', `/api/billing/${id}/itinerary.pdf`)).rawPayload)).join('\n');
    expect(text).toContain('Rowing boats on the Villa Borghese lake');
    expect(text).not.toMatch(/allow about 2 h/i);
    // Choosing the Colosseo brings its advice into the PDF.
    const trip = await read(client, id);
    const chose = await call(client, 'PUT', `/api/trips/${id}/selection`, { version: trip.version, dayId: 'd1', slotId: 's1', optionId: 'colosseo' });
    expect(chose.statusCode, chose.body).toBe(200);
    const after = (await pdfText((await call(client, 'GET', `/api/billing/${id}/itinerary.pdf`)).rawPayload)).join('\n');
    expect(after).toMatch(/Allow about 2 h/);
  });
});

describe('the internal note of a slot', () => {
  it('staff read it; a client and an organizer never receive it, from any read', async () => {
    const id = await makeTrip();
    expect(slotOf(await read(team, id), 's2')).toMatchObject({ notes: FOR_CLIENT, internalNote: INTERNAL });
    for (const user of [client, organizer]) {
      const res = await call(user, 'GET', `/api/trips/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('Marco');
      expect(slotOf(res.json() as TripDetail, 's2').notes).toBe(FOR_CLIENT);
    }
    // Staff in client view and organizer mode read the trip as the client (or organizer) would.
    const clientView = await call(team, 'GET', `/api/workspace/trips/${id}?clientId=${client.id}&view=client`);
    expect(clientView.statusCode, clientView.body).toBe(200);
    expect(clientView.body).not.toContain('Marco');
  });

  it("a client's choice keeps it, and its answer does not carry it", async () => {
    const id = await makeTrip();
    const trip = await read(client, id);
    const res = await call(client, 'PUT', `/api/trips/${id}/selection`, { version: trip.version, dayId: 'd1', slotId: 's2', optionId: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain('Marco');
    expect(await storedNote(id)).toBe(INTERNAL);
    expect(slotOf(await read(team, id), 's2').internalNote).toBe(INTERNAL);
  });

  it('a client adding an activity keeps it, and its answer does not carry it', async () => {
    const id = await makeTrip();
    const trip = await read(client, id);
    const res = await call(client, 'POST', `/api/trips/${id}/options`, { version: trip.version, dayId: 'd1', slotId: 's2', option: { id: 'armando', name: 'Armando al Pantheon' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.body).not.toContain('Marco');
    expect(await storedNote(id)).toBe(INTERNAL);
  });

  it("an organizer's whole-itinerary save can neither erase nor set it", async () => {
    const id = await makeTrip();
    const trip = await read(organizer, id);
    // What they read has no internal note; they try to set one on another slot too.
    const days = trip.days.map((d) => ({
      ...d,
      timeSlots: d.timeSlots.map((s) => (s.id === 's1' ? { ...s, internalNote: 'Set by the organizer', title: 'Boats' } : s)),
    }));
    const res = await call(organizer, 'PUT', `/api/trips/${id}/days`, { version: trip.version, days, mode: 'organizer' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain('Marco');
    expect(res.body).not.toContain('Set by the organizer');
    const now = await read(team, id);
    expect(slotOf(now, 's1')).toMatchObject({ title: 'Boats' });
    expect(slotOf(now, 's1').internalNote).toBeUndefined();
    expect(slotOf(now, 's2').internalNote).toBe(INTERNAL);
    // The same when they leave the unchanged days out of the answer (days=if-changed).
    const again = await call(organizer, 'PUT', `/api/trips/${id}/days?days=if-changed`, { version: now.version, days: (await read(organizer, id)).days, mode: 'organizer' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.body).not.toContain('Marco');
    expect(await storedNote(id)).toBe(INTERNAL);
  });

  it("staff save it, change it and clear it with the itinerary; a client's answer then carries the new client note only", async () => {
    const id = await makeTrip();
    let trip = await read(team, id);
    const edit = (internalNote: string | undefined, notes: string) =>
      trip.days.map((d) => ({
        ...d,
        timeSlots: d.timeSlots.map((s) => {
          if (s.id !== 's2') return s;
          const { internalNote: _old, ...rest } = s;
          return { ...rest, notes, ...(internalNote !== undefined && { internalNote }) };
        }),
      }));
    let res = await call(team, 'PUT', `/api/trips/${id}/days`, { version: trip.version, days: edit('Guide changed: Giulia', 'Dress code: smart casual.') });
    expect(res.statusCode, res.body).toBe(200);
    trip = res.json() as TripDetail;
    expect(slotOf(trip, 's2')).toMatchObject({ internalNote: 'Guide changed: Giulia', notes: 'Dress code: smart casual.' });
    const seen = await call(client, 'GET', `/api/trips/${id}`);
    expect(seen.body).not.toContain('Giulia');
    expect(slotOf(seen.json() as TripDetail, 's2').notes).toBe('Dress code: smart casual.');
    // A staff save that leaves it out clears it: staff saw it.
    res = await call(team, 'PUT', `/api/trips/${id}/days`, { version: trip.version, days: edit(undefined, 'Dress code: smart casual.') });
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedNote(id)).toBeUndefined();
  });

  it('an internal note longer than the limit is refused with a clear message and changes nothing', async () => {
    const id = await makeTrip();
    const trip = await read(team, id);
    const days = trip.days.map((d) => ({ ...d, timeSlots: d.timeSlots.map((s) => (s.id === 's2' ? { ...s, internalNote: 'x'.repeat(5001) } : s)) }));
    const res = await call(team, 'PUT', `/api/trips/${id}/days`, { version: trip.version, days });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Must be at most 5000 characters');
    expect(await storedNote(id)).toBe(INTERNAL);
  });

  it('the itinerary PDF and the calendar print the note for the client, never the internal note (whoever asks)', async () => {
    const id = await makeTrip();
    for (const user of [client, team]) {
      const pdf = await call(user, 'GET', `/api/billing/${id}/itinerary.pdf`);
      expect(pdf.statusCode).toBe(200);
      const text = (await pdfText(pdf.rawPayload)).join('\n');
      expect(text).toContain('Your driver waits in the lobby');
      expect(text).not.toContain('Marco');
      expect(text).not.toContain('pick-up');
      const ics = await call(user, 'GET', `/api/billing/${id}/calendar.ics`);
      expect(ics.statusCode).toBe(200);
      expect(ics.body.replace(/\r\n[ \t]/g, '')).toContain('Your driver waits in the lobby');
      expect(ics.body).not.toContain('Marco');
    }
  });
});
