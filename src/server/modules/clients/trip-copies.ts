import type { Kysely, Transaction } from 'kysely';
import type { DB, NewTrip, TripRow } from '#server/db/types.js';
import type { ServiceDeps } from '#server/service-deps.js';
import { notFound } from '#server/lib/errors.js';
import { newId, normalizeItinerary, type Day } from '#shared/domain/itinerary.js';
import { DAY_MS, toTimestamp } from '#shared/domain/durations.js';
import type { CreatedTrip, TemplateTrip } from '#shared/contracts/clients.js';

/**
 * Trip copies for clients (spec §7 clone-demo-trips, §5 clone by trip number,
 * §2 Create New Trip): list the template (demo) trips, find a trip by its
 * friendly number, deep-copy a trip into a client's account, and start a blank
 * trip for a client. The trips module owns everything else about trips.
 */

type Db = Kysely<DB> | Transaction<DB>;

/* ------------------------------------------------------------------ pure helpers */

type Loose = Record<string, unknown>;

/**
 * A deep copy of an itinerary with NEW ids for every day, slot and option;
 * each slot's selectedPlace follows its option to the new id.
 */
export function copyItinerary(raw: unknown, shiftDays = 0): Day[] {
  const days = normalizeItinerary(structuredClone(raw ?? []));
  const copied = days.map((day) => {
    const timeSlots = day.timeSlots.map((slot) => {
      const ids = new Map<string, string>();
      const options = slot.options.map((o) => {
        const id = newId();
        ids.set(o.id, id);
        return { ...o, id };
      });
      const selected = slot.selectedPlace ? (ids.get(slot.selectedPlace) ?? null) : slot.selectedPlace;
      return { ...slot, id: newId(), options, ...(slot.selectedPlace !== undefined ? { selectedPlace: selected } : {}) };
    });
    return { ...day, id: newId(), date: shiftDate(day.date, shiftDays) ?? day.date, timeSlots };
  });
  return normalizeItinerary(copied);
}

/** 'YYYY-MM-DD' (or a date-time starting with one) moved by n days; other values unchanged. */
export function shiftDate<T>(value: T, n: number): T {
  if (typeof value !== 'string' || n === 0) return value;
  const m = /^(\d{4}-\d{2}-\d{2})(.*)$/s.exec(value);
  if (!m) return value;
  const ms = toTimestamp(m[1]);
  if (ms === null) return value;
  return (new Date(ms + n * DAY_MS).toISOString().slice(0, 10) + m[2]) as T;
}

/** Whole days from `from` to `to` ('YYYY-MM-DD'); 0 when either is missing. */
export function dayOffset(from: string | null | undefined, to: string | null | undefined): number {
  const a = toTimestamp(from ?? null);
  const b = toTimestamp(to ?? null);
  return a === null || b === null ? 0 : Math.round((b - a) / DAY_MS);
}

/** A flight or hotel copied for a new trip: dates shifted, billed flags cleared. */
export function copyBooking(value: unknown, shiftDays: number, dateKeys: readonly string[]): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value ?? null;
  const copy: Loose = structuredClone(value as Loose);
  for (const k of dateKeys) if (k in copy) copy[k] = shiftDate(copy[k], shiftDays);
  if ('billed' in copy) copy.billed = false;
  return copy;
}

const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

/* ------------------------------------------------------------------ repo */

export function tripCopiesRepo(db: Db) {
  return {
    listTemplates() {
      return db
        .selectFrom('trips')
        .select([
          'id',
          'friendly_id',
          'trip_name',
          'destination',
          'trip_description',
          'destination_photo_url',
          'start_date',
          'end_date',
          'days',
        ])
        .where('is_template', '=', true)
        .orderBy('destination')
        .orderBy('trip_name')
        .execute();
    },

    findTemplate(id: string) {
      return db.selectFrom('trips').selectAll().where('id', '=', id).where('is_template', '=', true).executeTakeFirst();
    },

    /** A trip that can be cloned by its number: not a template, not in the Deleted folder (spec §5). */
    findByFriendlyId(friendlyId: number) {
      return db
        .selectFrom('trips')
        .selectAll()
        .where('friendly_id', '=', friendlyId)
        .where('is_template', '=', false)
        .where('folder', '<>', 'deleted')
        .executeTakeFirst();
    },

    async insertForClient(trip: NewTrip, clientUserId: string) {
      const row = await db
        .insertInto('trips')
        .values(trip)
        .returning(['id', 'friendly_id', 'trip_name', 'destination', 'start_date', 'end_date'])
        .executeTakeFirstOrThrow();
      await db
        .insertInto('trip_clients')
        .values({ trip_id: row.id, user_id: clientUserId })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return row;
    },
  };
}

function toCreated(row: {
  id: string;
  friendly_id: number;
  trip_name: string;
  destination: string;
  start_date: string | null;
  end_date: string | null;
}): CreatedTrip {
  return {
    id: row.id,
    friendlyId: Number(row.friendly_id),
    tripName: row.trip_name,
    destination: row.destination,
    startDate: row.start_date,
    endDate: row.end_date,
  };
}

/* ------------------------------------------------------------------ service */

export interface CloneOptions {
  /** The trip to copy (a template or any trip). */
  source: TripRow;
  clientUserId: string;
  /** The questionnaire the copy answers (Create Client); otherwise the copy has none. */
  questionnaireId?: string | null;
  /** Move the copy (trip dates, days, hotel, flights) so that it starts on this date. */
  startDate?: string | null;
  travelers?: { adults: number; children: number } | null;
}

export function createTripCopiesService({ db }: Pick<ServiceDeps, 'db'>) {
  const repo = tripCopiesRepo(db);

  /** Deep copy in one transaction: the trip, then its trip_clients row. */
  async function clone(opts: CloneOptions): Promise<CreatedTrip> {
    const s = opts.source;
    const shift = opts.startDate && s.start_date ? dayOffset(s.start_date, opts.startDate) : 0;
    const adults = Math.max(1, opts.travelers?.adults ?? s.travelers_adults);
    const children = Math.max(0, opts.travelers?.children ?? s.travelers_children);
    const row = await db.transaction().execute((tx) =>
      tripCopiesRepo(tx).insertForClient(
        {
          user_id: opts.clientUserId,
          // A copy never keeps the source's questionnaire: only a template cloned for a questionnaire's client names it.
          questionnaire_id: opts.questionnaireId ?? null,
          trip_name: s.trip_name,
          destination: s.destination,
          trip_description: s.trip_description,
          destination_latitude: s.destination_latitude,
          destination_longitude: s.destination_longitude,
          destination_photo_url: s.destination_photo_url,
          start_date: shiftDate(s.start_date, shift),
          end_date: shiftDate(s.end_date, shift),
          travelers_adults: adults,
          travelers_children: children,
          status: 'planning',
          folder: 'in_progress',
          budget_eur: s.budget_eur,
          currency: s.currency,
          visible_to_client: true,
          days: JSON.stringify(copyItinerary(s.days, shift)),
          outbound_flight: json(copyBooking(s.outbound_flight, shift, ['departure', 'arrival'])),
          return_flight: json(copyBooking(s.return_flight, shift, ['departure', 'arrival'])),
          hotel: json(copyBooking(s.hotel, shift, ['checkIn', 'checkOut'])),
          hotel_coordinates: json(s.hotel_coordinates),
          hotel_address: s.hotel_address,
          dedicated_specialist_id: s.dedicated_specialist_id,
          include_flight_in_billing: s.include_flight_in_billing,
          include_hotel_in_billing: s.include_hotel_in_billing,
          lock_cost_multiplier: s.lock_cost_multiplier,
          is_template: false,
        },
        opts.clientUserId,
      ),
    );
    return toCreated(row);
  }

  return {
    async listTemplates(): Promise<TemplateTrip[]> {
      const rows = await repo.listTemplates();
      return rows.map((r) => ({
        id: r.id,
        friendlyId: Number(r.friendly_id),
        tripName: r.trip_name,
        destination: r.destination,
        description: r.trip_description,
        photoUrl: r.destination_photo_url,
        startDate: r.start_date,
        endDate: r.end_date,
        dayCount: Array.isArray(r.days) ? r.days.length : 0,
      }));
    },

    async findTemplate(id: string): Promise<TripRow> {
      const row = await repo.findTemplate(id);
      if (!row) throw notFound('Template trip not found');
      return row;
    },

    findByNumber: (friendlyId: number) => repo.findByFriendlyId(friendlyId),

    clone,

    /** A blank trip for a client (Create New Trip). */
    async createBlank(input: {
      clientUserId: string;
      destination: string;
      startDate: string | null;
      endDate: string | null;
      questionnaireId?: string | null;
    }): Promise<CreatedTrip> {
      const row = await db.transaction().execute((tx) =>
        tripCopiesRepo(tx).insertForClient(
          {
            user_id: input.clientUserId,
            questionnaire_id: input.questionnaireId ?? null,
            trip_name: `${input.destination} Trip`,
            destination: input.destination,
            start_date: input.startDate,
            end_date: input.endDate,
            status: 'planning',
            folder: 'in_progress',
            visible_to_client: true,
            days: '[]',
            is_template: false,
          },
          input.clientUserId,
        ),
      );
      return toCreated(row);
    },
  };
}

export type TripCopiesService = ReturnType<typeof createTripCopiesService>;
