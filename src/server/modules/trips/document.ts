/**
 * The trip document: the whole trip as the editor and the workspace read it, and every write of
 * its itinerary (days, a choice, an added activity, Clear all, changes the server computes), and
 * the changes other modules make with the trip (billing: writeWith).
 * Over 400 lines on purpose: all of them share one access check, the per-process days cache
 * keyed by version and writeDays (one versioned write with its history row, notifications and
 * live event, ADR 012 and 019); the pure rules live in src/shared/domain and the SQL in
 * detail-repo.ts and repo.ts. Split by write when another kind of itinerary write is added.
 */
import { compareItineraries, sameJson } from '#shared/domain/itinerary-summary.js';
import { isDeepStrictEqual } from 'node:util';
import type { ServiceDeps } from '#server/service-deps.js';
import type { Kysely } from 'kysely';
import type { DB, TripRow, TripUpdate } from '#server/db/types.js';
import { forbidden, notFound, stale, unprocessable } from '#server/lib/errors.js';
import { can, isStaff, SPECIALIST_ROLES, type Actor, type TripAccess } from '#shared/permissions.js';
import { diffActivities } from '#shared/domain/activity-changes.js';
import { normalizeItinerary, type Day } from '#shared/domain/itinerary.js';
import { addOption, clearAllActivities, setChoice } from '#shared/domain/itinerary-ops.js';
import { keepInternalNotes, withoutInternalNotes } from '#shared/domain/notes.js';
import {
  ITINERARY_LIMITS,
  prepareItineraryForStorage,
  prepareValidatedItinerary,
  type ItineraryWrite,
  type OptionWrite,
} from '#shared/domain/itinerary-write.js';
import { TRIP_MESSAGES } from '#shared/contracts/trips.js';
import {
  TRIP_DETAIL_MESSAGES,
  type TripChangedEvent,
  type TripDetail,
  type TripFields,
  type TripPart,
  type TripPatchBody,
} from '#shared/contracts/trip-detail.js';
import type { NotificationsService } from '#server/modules/notifications/service.js';
import { daysChangedInPlace, tripsRepo, type TripChangeEntry } from './repo.js';
import { tripDetailRepo, type TripDetailRow } from './detail-repo.js';
import { toTripDetail } from './detail-mapping.js';
import { rememberDaysJson } from './days-json.js';
// Issue 22 (ADR 037): each write keeps its change, reversible, with the history row.
import { diffDays, diffFields, type FieldValues, type TripDiff } from '#shared/domain/trip-diff.js';
import { fieldsOf, versionRecord, writtenFields } from './versions-record.js';

export const tripTopic = (tripId: string) => `trip:${tripId}`;

/** What deciding whether someone may read a trip needs of its row. */
type ViewAccess = TripAccess & { folder: string; is_template: boolean };

/**
 * Whether the actor may read the trip (GET /api/trips/:id and everything that follows it): staff,
 * but a deleted trip only for super_admin; a client of a visible trip or its organizer, never a
 * template or a deleted trip. One rule for the reads and for the live streams' re-check.
 */
function mayView(actor: Actor, row: ViewAccess): boolean {
  if (isStaff(actor)) return row.folder !== 'deleted' || can(actor, 'trip:delete');
  const access: TripAccess = { user_id: row.user_id, client_ids: row.client_ids, organizer_ids: row.organizer_ids, visible_to_client: row.visible_to_client };
  return !row.is_template && row.folder !== 'deleted' && can(actor, 'trip:view', access);
}

/**
 * A trip's normalised days at one version, and when this process wrote them, the JSON of each
 * day exactly as the database holds it (a document read back may be an older shape normalised
 * on read: no texts then).
 */
interface CachedDays {
  version: number;
  days: Day[];
  texts: string[] | null;
}

/** The days of a trip without internal notes, by the (read-only) days array they were made from. */
const clientDays = new WeakMap<readonly Day[], Day[]>();

/**
 * The trip as the actor may receive it (ADR 030): staff get the slots' internal notes; a client,
 * an organizer who is not staff, and staff reading as a client (client view) never do. Every
 * answer of the trip document to someone goes through here.
 */
function shownTo(actor: Actor, trip: TripDetail): TripDetail {
  if (isStaff(actor)) return trip;
  let days = clientDays.get(trip.days);
  if (!days) {
    days = withoutInternalNotes(trip.days);
    clientDays.set(trip.days, days);
  }
  return days === trip.days ? trip : { ...trip, days };
}

/** What a caller needs to do with the trip it loads. */
type Need = 'view' | 'organize' | 'edit';

/** Fields of PATCH and the part of the trip each belongs to (history, live updates). */
const FIELD_PARTS: Record<keyof TripFields, TripPart> = {
  tripName: 'info',
  description: 'info',
  status: 'info',
  startDate: 'info',
  endDate: 'info',
  travelersAdults: 'info',
  travelersChildren: 'info',
  destination: 'info',
  destinationLatitude: 'info',
  destinationLongitude: 'info',
  destinationPhotoUrl: 'info',
  budgetEur: 'info',
  currency: 'info',
  visibleToClient: 'visibility',
  dedicatedSpecialistId: 'specialist',
  outboundFlight: 'flights',
  returnFlight: 'flights',
  hotel: 'hotel',
  includeFlightInBilling: 'billing',
  includeHotelInBilling: 'billing',
  lockCostMultiplier: 'billing',
};

const FIELD_LABELS: Record<keyof TripFields, string> = {
  tripName: 'trip name',
  description: 'description',
  status: 'status',
  startDate: 'start date',
  endDate: 'end date',
  travelersAdults: 'adults',
  travelersChildren: 'children',
  destination: 'destination',
  destinationLatitude: 'destination',
  destinationLongitude: 'destination',
  destinationPhotoUrl: 'destination photo',
  budgetEur: 'budget',
  currency: 'currency',
  visibleToClient: 'visibility',
  dedicatedSpecialistId: 'travel specialist',
  outboundFlight: 'outbound flight',
  returnFlight: 'return flight',
  hotel: 'hotel',
  includeFlightInBilling: 'flights in billing',
  includeHotelInBilling: 'hotel in billing',
  lockCostMultiplier: 'cost multiplier',
};

/** Fields an organizer who is not staff may change (spec §6 organizer mode: visibility, billing toggles). */
const ORGANIZER_FIELDS = new Set<keyof TripFields>(['visibleToClient', 'includeFlightInBilling', 'includeHotelInBilling']);

const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

/** The column values of a PATCH. */
function toUpdate(f: TripFields): TripUpdate {
  const u: TripUpdate = {};
  if (f.tripName !== undefined) u.trip_name = f.tripName;
  if (f.description !== undefined) u.trip_description = f.description;
  if (f.status !== undefined) u.status = f.status;
  if (f.startDate !== undefined) u.start_date = f.startDate;
  if (f.endDate !== undefined) u.end_date = f.endDate;
  if (f.travelersAdults !== undefined) u.travelers_adults = f.travelersAdults;
  if (f.travelersChildren !== undefined) u.travelers_children = f.travelersChildren;
  if (f.destination !== undefined) u.destination = f.destination;
  if (f.destinationLatitude !== undefined) u.destination_latitude = f.destinationLatitude;
  if (f.destinationLongitude !== undefined) u.destination_longitude = f.destinationLongitude;
  if (f.destinationPhotoUrl !== undefined) u.destination_photo_url = f.destinationPhotoUrl;
  if (f.budgetEur !== undefined) u.budget_eur = f.budgetEur;
  if (f.currency !== undefined) u.currency = f.currency;
  if (f.visibleToClient !== undefined) u.visible_to_client = f.visibleToClient;
  if (f.dedicatedSpecialistId !== undefined) u.dedicated_specialist_id = f.dedicatedSpecialistId;
  if (f.outboundFlight !== undefined) u.outbound_flight = json(f.outboundFlight);
  if (f.returnFlight !== undefined) u.return_flight = json(f.returnFlight);
  if (f.hotel !== undefined) {
    // spec §7: the hotel is written with hotel_address and hotel_coordinates.
    u.hotel = json(f.hotel);
    u.hotel_address = f.hotel?.address ?? null;
    u.hotel_coordinates = json(f.hotel?.coordinates ?? null);
  }
  if (f.includeFlightInBilling !== undefined) u.include_flight_in_billing = f.includeFlightInBilling;
  if (f.includeHotelInBilling !== undefined) u.include_hotel_in_billing = f.includeHotelInBilling;
  if (f.lockCostMultiplier !== undefined) u.lock_cost_multiplier = f.lockCostMultiplier;
  return u;
}

function describeFields(keys: (keyof TripFields)[]): { part: TripPart; summary: string } {
  const parts = [...new Set(keys.map((k) => FIELD_PARTS[k]))];
  const labels = [...new Set(keys.map((k) => FIELD_LABELS[k]))];
  return { part: parts.length === 1 ? parts[0]! : 'info', summary: `Changed ${labels.join(', ')}` };
}

/** What the trip document asks of other modules (ADR 008: by shape, wired in services.ts). */
export interface TripDocumentDeps {
  notifications: Pick<NotificationsService, 'notifyActivityChanges'>;
  /** The billing module's part of 'Clear all': removes the trip's items inside the trip's write, answers how many. */
  billing: { removeAllItems(actor: Actor, tripId: string, tx: Kysely<DB>): Promise<number> };
}

/**
 * One whole trip: read it, change its fields, its itinerary and a client's choices
 * (spec §2 trip-details and workspace, §4, §6, §7 trips updates; issue 9 §2). Every
 * write names the version it read (tripsRepo.write), records who changed which part
 * in the same transaction, and is announced on the trip's live topic.
 */
export function createTripDocument(
  { db, events, log }: Pick<ServiceDeps, 'db' | 'events' | 'log'>,
  deps: TripDocumentDeps,
) {
  const repo = tripsRepo(db);
  const detail = tripDetailRepo(db);

  /**
   * The normalised itinerary of each recently used trip at its latest known version (a version's
   * days never change: every write of trips.days bumps it, in this process or another). A read
   * names that version, and the database sends the 150 KB document only when the trip has moved
   * on; opening a trip and answering a save skip parsing, normalising and serialising it again
   * (issue 9 benchmarks). What is served from here is handed out read-only.
   */
  const daysCache = new Map<string, CachedDays>();
  const DAYS_CACHE_SIZE = 64;
  function cacheDays(id: string, version: number, days: Day[], texts: string[] | null = null) {
    daysCache.delete(id);
    daysCache.set(id, { version, days, texts });
    if (daysCache.size > DAYS_CACHE_SIZE) daysCache.delete(daysCache.keys().next().value!);
  }
  function daysOf(row: TripDetailRow): Day[] {
    const known = daysCache.get(row.id);
    if (known?.version === row.version) return known.days;
    const days = normalizeItinerary(row.days);
    cacheDays(row.id, row.version, days);
    return days;
  }
  const detailOf = (row: TripDetailRow): TripDetail => toTripDetail(row, daysOf(row));

  /** The whole trip row; its days from the cache when the trip is still at the version cached. */
  async function findDetail(id: string, reader = detail): Promise<TripDetailRow | undefined> {
    const known = daysCache.get(id);
    const row = await reader.findDetail(id, known?.version);
    if (!row) return undefined;
    if (row.days !== null) return row;
    // Still at the known version: its days are the entry read above (whatever the cache did since).
    if (daysCache.get(id) !== known) cacheDays(id, known!.version, known!.days, known!.texts);
    return { ...row, days: known!.days };
  }

  /** Who may reach the trip: its clients and its organizers (ADR 023), for `can`. */
  const accessOf = (row: TripDetailRow): TripAccess => ({
    user_id: row.user_id,
    client_ids: row.client_ids,
    organizer_ids: row.organizer_ids,
    visible_to_client: row.visible_to_client,
  });

  /** The trip if the actor may `need` it: hidden ones answer 404 (no leak), refused actions 403. */
  async function load(actor: Actor, id: string, need: Need): Promise<TripDetailRow> {
    const row = await findDetail(id);
    if (!row || !mayView(actor, row)) throw notFound(TRIP_DETAIL_MESSAGES.notFound);
    const access = accessOf(row);
    if (need === 'organize' && !can(actor, 'trip:organize', access)) throw forbidden();
    if (need === 'edit' && !can(actor, 'trip:edit')) throw forbidden();
    return row;
  }

  async function reread(id: string): Promise<TripDetail> {
    const row = await findDetail(id);
    if (!row) throw notFound(TRIP_DETAIL_MESSAGES.notFound);
    return detailOf(row);
  }

  async function announce(actor: Actor & { fullName?: string; email?: string }, trip: Pick<TripRow, 'id' | 'version'>, parts: TripPart[], summary: string) {
    const event: TripChangedEvent = {
      type: 'trip.changed',
      tripId: trip.id,
      version: trip.version,
      parts,
      by: { id: actor.id, name: actor.fullName ?? '', email: actor.email ?? '' },
      summary,
    };
    await events.publish(tripTopic(trip.id), event).catch((err: Error) => log.warn({ err: err.message }, 'trip event not sent'));
  }

  /**
   * A change that names its target by id, computed from the trip as read now and written at the
   * version it was computed on: when someone saved between that read and the write, it is read
   * and computed again (a few times), so it merges onto their change instead of overwriting it.
   */
  async function mergeOnto(attempt: () => Promise<TripDetail>): Promise<TripDetail> {
    for (let i = 0; ; i++) {
      try {
        return await attempt();
      } catch (err) {
        if ((err as { code?: string }).code !== 'stale' || unmergeable.has(err as object) || i >= 2) throw err;
      }
    }
  }
  /** A refusal `mergeOnto` must not try again: the caller's target itself changed. */
  const unmergeable = new WeakSet<object>();
  const noMerge = (err: Error) => (unmergeable.add(err), err);

  const clientsOf = (row: TripDetailRow) => [row.user_id, ...row.client_ids].filter((x): x is string => !!x);

  /** The JSON of each day exactly as stored at the version `row` was read at, when this process wrote it. */
  function storedTexts(row: TripDetailRow): string[] | null {
    const known = daysCache.get(row.id);
    return known?.version === row.version ? known.texts : null;
  }

  /** Writes days read at `version`, records the change, notifies clients in organizer mode, announces it. */
  async function writeDays(
    actor: Actor,
    row: TripDetailRow,
    version: number,
    next: Day[],
    opts: {
      summary: string;
      notify: boolean;
      texts?: string[];
      changedInPlace?: number[] | null;
      alsoInTransaction?: (tx: Kysely<DB>) => Promise<unknown>;
      parts?: TripPart[];
    },
  ): Promise<TripDetail> {
    const before = daysOf(row);
    // Someone who cannot read internal notes can neither erase nor set them (ADR 030): each
    // slot keeps the one stored. Writes computed from the stored days already do.
    if (!isStaff(actor)) {
      const kept = keepInternalNotes(before, next);
      if (kept !== next) opts = { ...opts, texts: undefined, changedInPlace: null };
      next = kept;
    }
    // Each day serialised once: what is stored, compared and answered (days-json.ts).
    const texts = opts.texts ?? next.map((d) => JSON.stringify(d));
    // Issue 22: the days this write changes, before and after (a day stored as sent is unchanged).
    const storedBefore = storedTexts(row);
    const daysDiff = diffDays(before, next, (p, pi, d, i) => storedBefore?.[pi] === texts[i] || sameJson(p, d));
    const change: TripChangeEntry = {
      userId: actor.id,
      part: 'days',
      summary: opts.summary,
      version: versionRecord(daysDiff ? { days: daysDiff } : {}, row.currency),
    };
    const text = `[${texts.join(',')}]`;
    // Only some days changed in place, on a document this process wrote at the version read:
    // those days alone are set into it (jsonb_set), so PostgreSQL parses ~10 KB rather than
    // 150 KB (issue 9 benchmarks). Otherwise the whole document.
    const changed = opts.changedInPlace;
    const inPlace = changed && version === row.version && storedTexts(row) !== null && changed.length * 2 <= next.length;
    const days = inPlace ? daysChangedInPlace(changed.map((i) => [i, texts[i]!])) : text;
    const written = await repo.write(row.id, { days }, { version }, change, opts.alsoInTransaction);
    rememberDaysJson(next, text);
    cacheDays(row.id, written.version, next, texts);
    // A trip hidden from its clients tells them nothing: no notification, no e-mail.
    if (opts.notify && row.visible_to_client) {
      await deps.notifications
        .notifyActivityChanges(actor, row.id, clientsOf(row), diffActivities(before, next))
        .catch((err: Error) => log.warn({ err: err.message }, 'notifications not created'));
    }
    await announce(actor, written, opts.parts ?? ['days'], opts.summary);
    // The answer from what is known: the row as written, the people as just read, the author
    // (a signed-in user), the days from the cache; no second read of a 150 KB document.
    const who = actor as Actor & { fullName?: string; email?: string };
    if (typeof who.fullName !== 'string' || typeof who.email !== 'string') return shownTo(actor, await reread(row.id));
    return shownTo(actor, detailOf({ ...row, ...written, days: next, updated_by_name: who.fullName, updated_by_email: who.email }));
  }

  return {
    /** GET /api/trips/:id: staff, or a client (or organizer) of a trip visible to them. */
    async getDetail(actor: Actor, id: string): Promise<TripDetail> {
      return shownTo(actor, detailOf(await load(actor, id, 'view')));
    },

    /**
     * The trip as a companion's share link reads it (ADR 031): only while its clients see it (not
     * hidden, not deleted, not a template); null otherwise. Never internal notes; the shares module
     * then keeps only what its allow-list names.
     */
    async forCompanion(id: string): Promise<TripDetail | null> {
      const row = await findDetail(id);
      if (!row || row.is_template || row.folder === 'deleted' || !row.visible_to_client) return null;
      const trip = detailOf(row);
      return { ...trip, days: withoutInternalNotes(trip.days) };
    },

    /**
     * Who may still read each of these trips, in one query for them all (the live streams'
     * re-check before an event, ADR 021): for each trip found, a test of an actor.
     */
    async viewersOf(ids: readonly string[]): Promise<Map<string, (actor: Actor) => boolean>> {
      const rows = await repo.accessOf(ids);
      return new Map(rows.map((row) => [row.id, (actor: Actor) => mayView(actor, row)]));
    },

    /**
     * Checks that the actor may `need` the trip, as reading it would (404 when hidden, 403 when
     * refused), for a module acting for a trip without writing it (AI suggestions).
     */
    async authorize(actor: Actor, id: string, need: Need): Promise<void> {
      await load(actor, id, need);
    },

    // The change history (GET /api/trips/:id/history) is versions.ts's since issue 22.

    /** PATCH /api/trips/:id: fields of the trip, as read at `version` (spec §7 trips updates, §6). */
    async patch(actor: Actor, id: string, body: TripPatchBody): Promise<TripDetail> {
      const { version, ...fields } = body;
      const keys = (Object.keys(fields) as (keyof TripFields)[]).filter((k) => fields[k] !== undefined);
      const row = await load(actor, id, 'view');
      const access = accessOf(row);
      if (!can(actor, 'trip:edit')) {
        if (!can(actor, 'trip:organize', access) || keys.some((k) => !ORGANIZER_FIELDS.has(k))) throw forbidden();
      }
      if (fields.dedicatedSpecialistId !== undefined) {
        if (!can(actor, 'trip:assign-specialist')) throw forbidden(TRIP_DETAIL_MESSAGES.onlySuperAdminAssigns);
        if (fields.dedicatedSpecialistId !== null) {
          const user = await detail.findUserRole(fields.dedicatedSpecialistId);
          if (!user || !(SPECIALIST_ROLES as readonly string[]).includes(user.role)) {
            throw unprocessable(TRIP_DETAIL_MESSAGES.specialistRole, { dedicatedSpecialistId: TRIP_DETAIL_MESSAGES.specialistRole });
          }
        }
      }
      const start = fields.startDate !== undefined ? fields.startDate : row.start_date;
      const end = fields.endDate !== undefined ? fields.endDate : row.end_date;
      if (start && end && end < start) {
        throw unprocessable('The end date cannot be before the start date', { endDate: 'The end date cannot be before the start date' });
      }
      const { part, summary } = describeFields(keys);
      // Issue 22: the versioned fields before and after, kept with the history row.
      const current = detailOf(row);
      const fieldsDiff = diffFields(fieldsOf(current), writtenFields(fields));
      const record = versionRecord(fieldsDiff ? { fields: fieldsDiff } : {}, fields.currency ?? current.currency);
      const written = await repo.write(id, toUpdate(fields), { version }, { userId: actor.id, part, summary, version: record });
      await announce(actor, written, [...new Set(keys.map((k) => FIELD_PARTS[k]))], summary);
      return shownTo(actor, await reread(id));
    },

    /** PUT /api/trips/:id/days: the whole itinerary (staff; an organizer of the trip). */
    async saveDays(actor: Actor, id: string, input: { version: number; days: ItineraryWrite; mode: 'editor' | 'organizer'; summary?: string }) {
      const row = await load(actor, id, 'organize');
      // Parsed by ItineraryWriteSchema at the route (or normalised already): one pass, no second schema walk.
      // An organizer who is not staff never saw the internal notes: the stored ones stay (ADR 030).
      const prepared = prepareValidatedItinerary(input.days);
      const next = isStaff(actor) ? prepared : keepInternalNotes(daysOf(row), prepared);
      // A day whose JSON is the one stored is unchanged; any other is compared by value (key order aside).
      const texts = next.map((d) => JSON.stringify(d));
      const stored = storedTexts(row);
      const { summary, changedInPlace } = compareItineraries(daysOf(row), next, (prev, p, day, i) => stored?.[p] === texts[i] || sameJson(prev, day));
      return writeDays(actor, row, input.version, next, {
        summary: input.summary ?? summary,
        notify: input.mode === 'organizer' || !can(actor, 'trip:edit'),
        texts,
        changedInPlace,
      });
    },

    /**
     * PUT /api/trips/:id/selection: choose a slot's activity, or clear the choice (spec §4 activity
     * slot). A choice names its day, slot and option by id: made on an older version, it applies to
     * the trip as it is now when the caller says what it read in that slot (`previous`) and that is
     * still so; staff adding an option on day 2 never refuses a client's choice on day 6 (issue 18).
     */
    async select(
      actor: Actor,
      id: string,
      input: { version: number; dayId: string; slotId: string; optionId: string | null; previous?: string | null; mode: 'editor' | 'organizer' },
    ): Promise<TripDetail> {
      return mergeOnto(async () => {
        const row = await load(actor, id, 'view');
        const days = normalizeItinerary(row.days);
        const dayIndex = days.findIndex((d) => d.id === input.dayId);
        if (dayIndex < 0) throw notFound(TRIP_DETAIL_MESSAGES.dayNotFound);
        const slot = days[dayIndex]!.timeSlots.find((s) => s.id === input.slotId);
        if (!slot) throw notFound(TRIP_DETAIL_MESSAGES.slotNotFound);
        const option = input.optionId === null ? null : slot.options.find((o) => o.id === input.optionId);
        if (option === undefined) throw notFound(TRIP_DETAIL_MESSAGES.optionNotFound);
        // Read on an older version: merged only if this slot's choice is still what the caller saw.
        if (row.version !== input.version && !(input.previous !== undefined && (slot.selectedPlace ?? null) === input.previous)) {
          throw noMerge(stale(TRIP_MESSAGES.stale));
        }
        const version = row.version;
        const next = setChoice(days, input.dayId, input.slotId, option?.id ?? null);
        const summary = option ? `Chose ${option.name} on day ${dayIndex + 1}` : `Cleared a choice on day ${dayIndex + 1}`;
        return writeDays(actor, row, version, next, { summary, notify: input.mode === 'organizer' && isStaff(actor), changedInPlace: [dayIndex] });
      });
    },

    /**
     * POST /api/trips/:id/options: one activity appended to one slot's options (spec §4 "Adding
     * an activity from search appends it to the slot options"). Anyone who sees the trip may add
     * one: a client from 'Search Activities' as well as staff and organizers. Only this is
     * written: the rest of the itinerary stays as stored, and the addition applies to the trip as
     * it is now (its day and slot named by id), whatever changed since the version read. The
     * option goes through the shared write schema (at the route) and normalisation; a slot holds
     * at most ITINERARY_LIMITS.optionsPerSlot. Only organizer mode (staff, or role organizer)
     * notifies the trip's clients (activity_created); a client adding for themselves notifies no one.
     */
    async addOption(
      actor: Actor,
      id: string,
      input: { version: number; dayId: string; slotId: string; option: OptionWrite; mode: 'editor' | 'organizer' },
      /** An Idempotency-Key's record, written in the trip's transaction (ADR 022). */
      claim?: (tx: Kysely<DB>) => Promise<void>,
    ): Promise<TripDetail> {
      return mergeOnto(async () => {
        const row = await load(actor, id, 'view');
        const days = daysOf(row);
        const dayIndex = days.findIndex((d) => d.id === input.dayId);
        if (dayIndex < 0) throw notFound(TRIP_DETAIL_MESSAGES.dayNotFound);
        const slot = days[dayIndex]!.timeSlots.find((s) => s.id === input.slotId);
        if (!slot) throw notFound(TRIP_DETAIL_MESSAGES.slotNotFound);
        if (slot.options.some((o) => o.id === input.option.id)) throw unprocessable(TRIP_DETAIL_MESSAGES.optionAlreadyAdded);
        if (slot.options.length >= ITINERARY_LIMITS.optionsPerSlot) throw unprocessable(TRIP_DETAIL_MESSAGES.slotFull);
        // Only the changed day is normalised again (its date, hence the days' order, is unchanged).
        const [changed] = prepareItineraryForStorage([addOption(days, input.dayId, input.slotId, input.option)[dayIndex]]);
        const next = days.map((d, i) => (i === dayIndex ? changed! : d));
        const access = accessOf(row);
        const organizing = can(actor, 'trip:organize', access) && (input.mode === 'organizer' || !can(actor, 'trip:edit'));
        const where = slot.title ? `${slot.title} on day ${dayIndex + 1}` : `day ${dayIndex + 1}`;
        return writeDays(actor, row, row.version, next, {
          summary: `Added ${input.option.name || 'an activity'} to ${where}`,
          notify: organizing,
          changedInPlace: [dayIndex],
          ...(claim && { alsoInTransaction: claim }),
        });
      });
    },

    /**
     * POST /api/trips/:id/clear-activities, 'Clear all' in organizer mode (spec §4: "clearing all
     * also removes billing items"; §6): every slot keeps its times and titles without activities
     * or choices, and the trip's billing items are removed, in one transaction: one version, one
     * history entry, one live event (days and billing). The clients are notified as for any
     * organizer-mode change. Removing billing items stays team and super_admin's (spec §6): an
     * organizer who is not staff may clear a trip with no billing items only.
     */
    async clearAll(actor: Actor, id: string, version: number): Promise<TripDetail> {
      const row = await load(actor, id, 'organize');
      return writeDays(actor, row, version, clearAllActivities(daysOf(row)), {
        summary: 'Cleared all activities and billing items',
        notify: true,
        parts: ['days', 'billing'],
        alsoInTransaction: (tx) => deps.billing.removeAllItems(actor, id, tx),
      });
    },

    /**
     * A change the server computes from the trip as it is now (enrichment, distances,
     * AI fill): reads the trip, applies `fn`, writes it at the version it read; if
     * someone saved meanwhile, reads again and re-applies (a few times), so the
     * change never overwrites theirs. A change that leaves the days as they are is not written.
     */
    async transformDays(
      actor: Actor,
      id: string,
      fn: (days: Day[], trip: TripDetail) => Day[] | Promise<Day[]>,
      opts: { summary: string; need?: 'organize' | 'edit'; notify?: boolean },
    ): Promise<TripDetail> {
      for (let attempt = 0; ; attempt++) {
        const row = await load(actor, id, opts.need ?? 'organize');
        const trip = toTripDetail(row);
        const next = prepareItineraryForStorage(await fn(trip.days, trip));
        // Nothing changed (distances already right, nothing to enrich): no write, no new version
        // that would make everyone editing the trip reload, no history entry.
        if (isDeepStrictEqual(next, trip.days)) return shownTo(actor, trip);
        try {
          return await writeDays(actor, row, row.version, next, { summary: opts.summary, notify: opts.notify ?? false });
        } catch (err) {
          const code = (err as { code?: string }).code;
          if (code !== 'stale' || attempt >= 2) throw err;
        }
      }
    },

    /**
     * Another module's change of the trip (billing, ADR 025), through the one versioned write: in
     * one transaction the trip row is locked and read as it is now, `fn` checks its target against
     * it and changes its own tables (in `tx`), returning the history summary and any trip fields
     * to set; then the trip is written (version + 1, the history row) and `trip.changed` sent.
     * `expected` is the version the caller read (409 stale otherwise), or 'current' for a change
     * that names its target by id and merges onto the trip as it is now. The caller has checked
     * the actor's access; an error thrown by `fn` writes nothing. Answers the new version.
     */
    async writeWith(
      actor: Actor,
      id: string,
      expected: { version: number } | 'current',
      part: TripPart,
      fn: (tx: Kysely<DB>, trip: TripDetail) => Promise<{ summary: string; fields?: TripFields }>,
    ): Promise<number> {
      const done = await db.transaction().execute(async (tx) => {
        const locked = await tripsRepo(tx).lockForWrite(id);
        if (!locked) throw notFound(TRIP_DETAIL_MESSAGES.notFound);
        if (expected !== 'current' && expected.version !== locked.version) throw stale(TRIP_MESSAGES.stale);
        const row = (await findDetail(id, tripDetailRepo(tx)))!;
        const current = detailOf(row);
        const change = await fn(tx, current);
        // Issue 22: a flight or the hotel marked billed is a change of that booking, kept reversible.
        const fieldsDiff = diffFields(fieldsOf(current), writtenFields(change.fields ?? {}));
        const record = versionRecord(fieldsDiff ? { fields: fieldsDiff } : {}, current.currency);
        const written = await tripsRepo(tx).write(id, toUpdate(change.fields ?? {}), { version: locked.version }, { userId: actor.id, part, summary: change.summary, version: record });
        return { row, written, change };
      });
      // Trip fields aside, the itinerary is as it was: the cache keeps it at the new version.
      const known = daysCache.get(id);
      if (known?.version === done.row.version) cacheDays(id, done.written.version, known.days, known.texts);
      await announce(actor, done.written, [part], done.change.summary);
      return done.written.version;
    },

    /**
     * Issue 22 (ADR 037): writes the trip's versioned fields and, when given, its itinerary as an
     * earlier version had them (a restore, whole or one part), as read at `version` (409 stale
     * otherwise): one new version with its history row and diff, announced like any save. Staff
     * only (the caller checks 'trip:restore'). Nothing to change: no write, the trip as it is.
     */
    async writeState(
      actor: Actor,
      id: string,
      version: number,
      target: { fields: FieldValues; days?: Day[] },
      summary: string,
    ): Promise<TripDetail> {
      const row = await load(actor, id, 'edit');
      if (row.version !== version) throw stale(TRIP_MESSAGES.stale);
      const current = detailOf(row);
      const fieldsDiff = diffFields(fieldsOf(current), target.fields);
      const daysDiff = target.days ? diffDays(current.days, target.days) : undefined;
      const diff: TripDiff = { ...(fieldsDiff && { fields: fieldsDiff }), ...(daysDiff && { days: daysDiff }) };
      if (!fieldsDiff && !daysDiff) return shownTo(actor, current);
      const fields = Object.fromEntries(Object.keys(fieldsDiff ?? {}).map((k) => [k, target.fields[k as keyof FieldValues]])) as TripFields;
      const values = { ...toUpdate(fields), ...(daysDiff && target.days ? { days: JSON.stringify(target.days) } : {}) };
      const parts = [...new Set([...Object.keys(fieldsDiff ?? {}).map((k) => FIELD_PARTS[k as keyof TripFields]), ...(daysDiff ? (['days'] as const) : [])])];
      const written = await repo.write(id, values, { version }, {
        userId: actor.id,
        part: parts.length === 1 ? parts[0]! : 'info',
        summary,
        version: versionRecord(diff, current.currency),
      });
      if (target.days && daysDiff) cacheDays(id, written.version, target.days);
      else {
        const known = daysCache.get(id);
        if (known?.version === row.version) cacheDays(id, written.version, known.days, known.texts);
      }
      await announce(actor, written, parts, summary);
      return shownTo(actor, await reread(id));
    },
  };
}

export type TripDocument = ReturnType<typeof createTripDocument>;

