import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ServiceDeps } from '#server/service-deps.js';
import type { DB } from '#server/db/types.js';
import { AppError, forbidden, notFound, unprocessable } from '#server/lib/errors.js';
import { toIso, toIsoOrNull } from '#server/lib/sql.js';
import { can, type Actor } from '#shared/permissions.js';
import { fromCents, parseCost, toCents, travellerCount } from '#shared/domain/costs.js';
import { selectedOption } from '#shared/domain/slots.js';
import type { ItineraryWrite } from '#shared/domain/itinerary-write.js';
import type { TripChangedEvent, TripDetail } from '#shared/contracts/trip-detail.js';
import {
  BILLING_LIMITS,
  BILLING_MESSAGES,
  billingRoleRefusal,
  type AddActivityBody,
  type BillingView,
  type CalendarSubscription,
  type IncludeBody,
  type ItemPatchBody,
} from '#shared/contracts/billing.js';
import type { TripsService } from '#server/modules/trips/service.js';
import type { ExchangeRatesService } from '#server/modules/exchange-rates/service.js';
import { billingRepo } from './repo.js';
import { buildStatement } from './statement.js';
import { renderStatementPdf } from './pdf/statement.js';
import { tripCalendar } from './calendar.js';
import { renderItineraryPdf } from './pdf/itinerary.js';
import { createNaturalEarthBasemap } from '#server/providers/basemap/natural-earth.js';
import type { Basemap } from '#server/providers/basemap/basemap.js';

export { buildStatement };

type BillingActor = Actor & { fullName?: string; email?: string };

/**
 * Billing of a trip (spec §2 Billing page, §4, §5, §6, §7 billing_items, §8 Billing, §9). Reading
 * follows the trip's own access (staff, a client of a visible trip); organizing (mark billed,
 * descriptions, lock cost, unselect and unlock all, include toggles) needs organizer powers on the
 * trip; adding and removing items needs team or super_admin. Every write names the trip version
 * it read and is announced on the trip's live topic.
 */
export function createBillingService(
  { db, events, log, config }: Pick<ServiceDeps, 'db' | 'events' | 'log' | 'config'>,
  deps: { trips: Pick<TripsService, 'getDetail' | 'authorize' | 'patch' | 'saveDays'>; exchangeRates: Pick<ExchangeRatesService, 'latest'> },
) {
  const repo = billingRepo(db);

  async function requireOrganize(actor: Actor, tripId: string): Promise<TripDetail> {
    const trip = await deps.trips.getDetail(actor, tripId);
    try {
      await deps.trips.authorize(actor, tripId, 'organize');
    } catch (error) {
      if (error instanceof AppError && error.status === 403) throw forbidden(BILLING_MESSAGES.organizerOnly);
      throw error;
    }
    return trip;
  }

  async function requireAddRemove(actor: Actor, tripId: string): Promise<TripDetail> {
    const trip = await deps.trips.getDetail(actor, tripId);
    if (!can(actor, 'billing:edit')) throw forbidden(billingRoleRefusal(actor.role));
    return trip;
  }

  async function announce(actor: BillingActor, tripId: string, version: number, summary: string) {
    const event: TripChangedEvent = {
      type: 'trip.changed',
      tripId,
      version,
      parts: ['billing'],
      by: { id: actor.id, name: actor.fullName ?? '', email: actor.email ?? '' },
      summary,
    };
    await events.publish(`trip:${tripId}`, event).catch((err: Error) => log.warn({ err: err.message }, 'billing event not sent'));
  }

  async function view(actor: Actor, tripId: string, trip?: TripDetail): Promise<BillingView> {
    const detail = trip ?? (await deps.trips.getDetail(actor, tripId));
    const [rows, rate, organize] = await Promise.all([
      repo.list(tripId),
      deps.exchangeRates.latest(),
      deps.trips.authorize(actor, tripId, 'organize').then(
        () => true,
        () => false,
      ),
    ]);
    const statement = buildStatement(detail, rows);
    return {
      tripId: detail.id,
      friendlyId: detail.friendlyId,
      tripName: detail.tripName,
      destination: detail.destination,
      startDate: detail.startDate,
      endDate: detail.endDate,
      travellers: statement.travellers,
      clientName: detail.client?.name || detail.client?.email || '',
      version: detail.version,
      includeFlight: detail.includeFlightInBilling,
      includeHotel: detail.includeHotelInBilling,
      items: statement.items,
      travel: statement.travel,
      totals: statement.totals,
      rate,
      can: { organize, addRemove: organize && can(actor, 'billing:edit') },
    };
  }

  /** A change of items as a versioned trip write, announced, answering the billing as it now is. */
  async function write(actor: BillingActor, tripId: string, version: number, summary: string, fn: (tx: Kysely<DB>) => Promise<unknown>) {
    const written = await repo.write(tripId, version, { userId: actor.id, summary }, fn);
    await announce(actor, tripId, written.version, summary);
    return view(actor, tripId);
  }

  async function item(tripId: string, itemId: string) {
    const found = await repo.find(tripId, itemId);
    if (!found) throw notFound(BILLING_MESSAGES.itemNotFound);
    return found;
  }

  // The day maps' land: the same Natural Earth data as /api/map/* (ADR 010), loaded on first use.
  let basemap: Basemap | undefined;

  /** The agency's contact line of the documents. */
  const contact = () => `${config.agencyEmail} · ${config.publicUrl.replace(/^https?:\/\//, '')}`;

  const website = () => config.publicUrl.replace(/^https?:\/\//, '');

  const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
  const feedUrl = (token: string) => `${config.publicUrl}/api/billing/feeds/${token}`;
  const calendarOf = (trip: TripDetail, url?: string) => tripCalendar(trip, { url, domain: website().split('/')[0]! || 'maison-voyage' });

  return {
    view,

    /** The trip as an .ics file (anyone who sees the trip). */
    async calendarIcs(actor: Actor, tripId: string): Promise<{ ics: string; fileName: string }> {
      const trip = await deps.trips.getDetail(actor, tripId);
      return { ics: calendarOf(trip), fileName: `trip-${trip.friendlyId}.ics` };
    },

    /** Whether this person has a private calendar subscription of the trip (each person has their own). */
    async subscription(actor: Actor, tripId: string): Promise<CalendarSubscription> {
      await deps.trips.getDetail(actor, tripId);
      const feed = await repo.feed(tripId, actor.id);
      return { active: !!feed, createdAt: toIsoOrNull(feed?.created_at), lastReadAt: toIsoOrNull(feed?.last_read_at), url: null };
    },

    /** A new private subscription URL (replacing this person's earlier one): the secret is shown this once. */
    async subscribe(actor: Actor, tripId: string): Promise<CalendarSubscription> {
      await deps.trips.getDetail(actor, tripId);
      const token = randomBytes(32).toString('base64url');
      const createdAt = await repo.saveFeed(tripId, tokenHash(token), actor.id);
      return { active: true, createdAt: toIso(createdAt), lastReadAt: null, url: feedUrl(token) };
    },

    /** Revokes this person's subscription: its URL answers 404 from now on; others' stay. */
    async revokeSubscription(actor: Actor, tripId: string): Promise<CalendarSubscription> {
      await deps.trips.getDetail(actor, tripId);
      await repo.deleteFeed(tripId, actor.id);
      return { active: false, createdAt: null, lastReadAt: null, url: null };
    },

    /**
     * The subscribed calendar, by its secret (no session: phone calendars fetch it). It keeps the
     * access of the person who made it: a trip hidden from its client, or a revoked link, is 404.
     */
    async feed(token: string): Promise<string> {
      const found = await repo.feedByHash(tokenHash(token));
      if (!found) throw notFound('Unknown calendar link');
      let trip: TripDetail;
      try {
        trip = await deps.trips.getDetail({ id: found.user_id, role: found.role, approved: found.approved }, found.trip_id);
      } catch (error) {
        if (error instanceof AppError && (error.status === 403 || error.status === 404)) throw notFound('Unknown calendar link');
        throw error;
      }
      await repo.touchFeed(found.trip_id, found.user_id).catch(() => undefined);
      return calendarOf(trip, feedUrl(token));
    },

    /** The itinerary PDF: anyone who sees the trip (its clients, staff). */
    async itineraryPdf(actor: Actor, tripId: string): Promise<{ pdf: Buffer; fileName: string }> {
      const trip = await deps.trips.getDetail(actor, tripId);
      basemap ??= createNaturalEarthBasemap();
      const pdf = await renderItineraryPdf(trip, basemap, { contact: contact(), agencyEmail: config.agencyEmail, website: website() });
      return { pdf, fileName: `itinerary-trip-${trip.friendlyId}.pdf` };
    },

    /** The statement PDF (spec §2 Print/PDF export): the same view, so the same totals. */
    async statementPdf(actor: Actor, tripId: string, currency: 'EUR' | 'USD'): Promise<{ pdf: Buffer; fileName: string }> {
      const v = await view(actor, tripId);
      const pdf = await renderStatementPdf(v, { currency, contact: contact(), issuedAt: new Date() });
      return { pdf, fileName: `statement-trip-${v.friendlyId}.pdf` };
    },

    /** Adds a slot's chosen activity: unit price x travellers, or x1 with its lock cost (organizer mode, team and super_admin). */
    async addActivity(actor: BillingActor, tripId: string, body: AddActivityBody): Promise<BillingView> {
      const trip = await requireAddRemove(actor, tripId);
      const dayIndex = trip.days.findIndex((d) => d.id === body.dayId);
      if (dayIndex < 0) throw notFound(BILLING_MESSAGES.dayNotFound);
      const day = trip.days[dayIndex]!;
      const slotIndex = day.timeSlots.findIndex((s) => s.id === body.slotId);
      if (slotIndex < 0) throw notFound(BILLING_MESSAGES.slotNotFound);
      const slot = day.timeSlots[slotIndex]!;
      const option = selectedOption(slot);
      if (!option) throw notFound(BILLING_MESSAGES.activityNotFound);
      if (await repo.findActivity(tripId, dayIndex + 1, slotIndex)) {
        throw unprocessable(BILLING_MESSAGES.alreadyBilled);
      }
      // A unit price must fit numeric(12,2) once multiplied by the people (a typed cost can be any figure).
      if (toCents(parseCost(option.cost)) > BILLING_LIMITS.unitPriceCents) throw unprocessable(BILLING_MESSAGES.unitPrice);
      const summary = `Added ${option.name} to billing`;
      return write(actor, tripId, body.version, summary, (tx) =>
        tx
          .insertInto('billing_items')
          .values({
            trip_id: tripId,
            day_number: dayIndex + 1,
            activity_index: slotIndex,
            activity_name: option.name,
            activity_description: option.description ?? null,
            activity_date: day.date || null,
            activity_time: slot.startTime || null,
            number_of_people: Math.max(1, travellerCount({ adults: trip.travelersAdults, children: trip.travelersChildren })),
            unit_price: fromCents(toCents(parseCost(option.cost))),
            quantity: 1,
            price: 0,
            currency: 'EUR',
            added_by: actor.id,
            lock_cost: option.lockCost === true,
            item_type: 'activity',
            added_at: new Date(),
          })
          .execute(),
      );
    },

    /** A custom expense: unit price x quantity (spec §5, §7 insert; team and super_admin). */
    async addExpense(
      actor: BillingActor,
      tripId: string,
      body: { version: number; title: string; description?: string; unitCents: number; quantity: number },
    ): Promise<BillingView> {
      await requireAddRemove(actor, tripId);
      const summary = `Added the expense ${body.title}`;
      return write(actor, tripId, body.version, summary, (tx) =>
        tx
          .insertInto('billing_items')
          .values({
            trip_id: tripId,
            item_type: 'custom_expense',
            activity_name: body.title,
            activity_description: body.description || null,
            unit_price: fromCents(body.unitCents),
            quantity: body.quantity,
            price: fromCents(body.unitCents * body.quantity),
            currency: 'EUR',
            number_of_people: 1,
            billed: false,
            added_by: actor.id,
            added_at: new Date(),
          })
          .execute(),
      );
    },

    /** One change of an item: billed (billed_at now or cleared), lock cost, or description (organizer mode). */
    async patchItem(actor: BillingActor, tripId: string, itemId: string, body: ItemPatchBody): Promise<BillingView> {
      await requireOrganize(actor, tripId);
      const found = await item(tripId, itemId);
      let summary: string;
      let values: { billed?: boolean; billed_at?: Date | null; lock_cost?: boolean; activity_description?: string | null };
      if (body.billed !== undefined) {
        summary = `Marked ${found.activity_name} as ${body.billed ? 'billed' : 'unbilled'}`;
        values = { billed: body.billed, billed_at: body.billed ? new Date() : null };
      } else if (body.lockCost !== undefined) {
        summary = `${body.lockCost ? 'Locked' : 'Unlocked'} the cost of ${found.activity_name}`;
        values = { lock_cost: body.lockCost };
      } else {
        summary = `Changed the description of ${found.activity_name}`;
        values = { activity_description: body.description || null };
      }
      return write(actor, tripId, body.version, summary, (tx) =>
        tx.updateTable('billing_items').set(values).where('trip_id', '=', tripId).where('id', '=', itemId).execute(),
      );
    },

    /** Deletes one item or expense (team and super_admin). */
    async deleteItem(actor: BillingActor, tripId: string, itemId: string, version: number): Promise<BillingView> {
      await requireAddRemove(actor, tripId);
      const found = await item(tripId, itemId);
      return write(actor, tripId, version, `Removed ${found.activity_name} from billing`, (tx) =>
        tx.deleteFrom('billing_items').where('trip_id', '=', tripId).where('id', '=', itemId).execute(),
      );
    },

    /** 'Remove ALL billing items' (team and super_admin). */
    async removeAll(actor: BillingActor, tripId: string, version: number): Promise<BillingView> {
      await requireAddRemove(actor, tripId);
      return write(actor, tripId, version, 'Removed all billing items', (tx) => billingRepo(tx).removeAll(tripId));
    },

    /**
     * The billing part of 'Clear all' (spec §4), inside the trip's write transaction (trips
     * document `clearAll`): removes the trip's items. Removing items is team and super_admin's
     * (spec §6): anyone else is refused when there were items, and the whole write rolls back.
     */
    async removeAllItems(actor: Actor, tripId: string, tx: Kysely<DB>): Promise<number> {
      const removed = await billingRepo(tx).removeAll(tripId);
      if (removed > 0 && !can(actor, 'billing:edit')) throw forbidden(billingRoleRefusal(actor.role));
      return removed;
    },

    /** 'Unlock all': every item's cost is multiplied by its number of people again (organizer mode). */
    async unlockAll(actor: BillingActor, tripId: string, version: number): Promise<BillingView> {
      await requireOrganize(actor, tripId);
      return write(actor, tripId, version, 'Unlocked all billing items', (tx) =>
        tx.updateTable('billing_items').set({ lock_cost: false }).where('trip_id', '=', tripId).execute(),
      );
    },

    /** 'Unselect all activities': every slot's choice is cleared, through the trip's itinerary write (organizer mode). */
    async unselectAll(actor: BillingActor, tripId: string, version: number): Promise<BillingView> {
      const trip = await requireOrganize(actor, tripId);
      const days = trip.days.map((d) => ({ ...d, timeSlots: d.timeSlots.map((s) => ({ ...s, selectedPlace: null })) }));
      const updated = await deps.trips.saveDays(actor, tripId, {
        version,
        days: days as ItineraryWrite,
        mode: 'organizer',
        summary: 'Unselected all activities',
      });
      return view(actor, tripId, updated);
    },

    /** Include flights / hotel in the totals (trips.include_*_in_billing, a versioned trip write). */
    async include(actor: BillingActor, tripId: string, body: IncludeBody): Promise<BillingView> {
      await requireOrganize(actor, tripId);
      const updated = await deps.trips.patch(actor, tripId, {
        version: body.version,
        ...(body.includeFlight !== undefined ? { includeFlightInBilling: body.includeFlight } : {}),
        ...(body.includeHotel !== undefined ? { includeHotelInBilling: body.includeHotel } : {}),
      });
      return view(actor, tripId, updated);
    },

    /** Marks a flight or the hotel billed or unbilled (their billed flag, spec §4; staff). */
    async travelBilled(actor: BillingActor, tripId: string, part: 'outbound' | 'return' | 'hotel', body: { version: number; billed: boolean }) {
      const trip = await requireOrganize(actor, tripId);
      if (!can(actor, 'trip:edit')) throw forbidden(billingRoleRefusal(actor.role));
      const missing = () => notFound(part === 'hotel' ? 'No hotel on this trip' : 'No such flight on this trip');
      let fields: Parameters<typeof deps.trips.patch>[2];
      if (part === 'hotel') {
        if (!trip.hotel) throw missing();
        fields = { version: body.version, hotel: { ...trip.hotel, billed: body.billed } };
      } else {
        const flight = part === 'outbound' ? trip.outboundFlight : trip.returnFlight;
        if (!flight) throw missing();
        const next = { ...flight, billed: body.billed };
        fields = part === 'outbound' ? { version: body.version, outboundFlight: next } : { version: body.version, returnFlight: next };
      }
      const updated = await deps.trips.patch(actor, tripId, fields);
      return view(actor, tripId, updated);
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
