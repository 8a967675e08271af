import type { Claim } from '#server/modules/idempotency/service.js';
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/types.js';
import { forbidden, notFound, stale, unprocessable } from '#server/lib/errors.js';
import { can, type Actor } from '#shared/permissions.js';
import { billingItemCents, formatCents, fromCents, toCents } from '#shared/domain/costs.js';
import { activityBillingPrice, lineAmount, locateBilledActivity } from '#shared/domain/billing-lines.js';
import { unselectAll } from '#shared/domain/itinerary-ops.js';
import type { ItineraryWrite } from '#shared/domain/itinerary-write.js';
import { TRIP_MESSAGES } from '#shared/contracts/trips.js';
import type { TripDetail, TripFields, TripPart } from '#shared/contracts/trip-detail.js';
import {
  BILLING_LIMITS,
  BILLING_MESSAGES,
  billingRoleRefusal,
  type AddActivityBody,
  type BillingView,
  type IncludeBody,
  type ItemPatchBody,
  type RepriceBody,
} from '#shared/contracts/billing.js';
import type { TripsService } from '#server/modules/trips/service.js';
import { billingRepo, type BillingItemRow } from './repo.js';

type BillingRepo = ReturnType<typeof billingRepo>;

/** What the billing writes need of the rest of the billing service and of the trips module. */
export interface BillingWritesContext {
  trips: Pick<TripsService, 'writeWith' | 'saveDays'>;
  /** The trip, once the actor may organize its billing (403 'Billing is only available in organizer mode'). */
  requireOrganize(actor: Actor, tripId: string): Promise<TripDetail>;
  /** The trip, once the actor may add and remove items (team and super_admin, spec §6). */
  requireAddRemove(actor: Actor, tripId: string): Promise<TripDetail>;
  view(actor: Actor, tripId: string): Promise<BillingView>;
}

/** The field a change names no longer has the value the caller read: one stale message for the trip. */
const moved = () => stale(TRIP_MESSAGES.stale);

const travellersOf = (trip: TripDetail) => ({ adults: trip.travelersAdults, children: trip.travelersChildren });

async function lineOf(items: BillingRepo, tripId: string, itemId: string): Promise<BillingItemRow> {
  const found = await items.find(tripId, itemId);
  if (!found) throw notFound(BILLING_MESSAGES.itemNotFound);
  return found;
}

/**
 * Every change of a trip's billing (spec §2 Billing page, §4, §5, §6, §7 billing_items), made with
 * the trip through the trips module's one write (`writeWith`, ADR 025): the trip's version goes
 * up, the history row is written and `trip.changed` is sent. A change of one line or toggle names
 * its target by id and the value it read, and merges onto the trip as it is now: a client
 * choosing an activity meanwhile makes nobody's 'billed' fail. Adding an expense, deleting and
 * the whole-trip actions name the version they read.
 */
export function createBillingWrites(ctx: BillingWritesContext) {
  /** Runs `fn` on the billing items inside the trip's write, then answers the billing as it now is. */
  async function change(
    actor: Actor,
    tripId: string,
    expected: { version: number } | 'current',
    fn: (items: BillingRepo, trip: TripDetail, tx: Kysely<DB>) => Promise<{ summary: string; fields?: TripFields }>,
    part: TripPart = 'billing',
  ): Promise<BillingView> {
    await ctx.trips.writeWith(actor, tripId, expected, part, (tx, trip) => fn(billingRepo(tx), trip, tx));
    return ctx.view(actor, tripId);
  }

  return {
    /**
     * Adds a slot's chosen option by its ids: unit price x travellers, or x1 with its lock cost,
     * stored as billed. Found wherever the slot is now; billed at most once (422 'already in billing').
     */
    async addActivity(actor: Actor, tripId: string, body: AddActivityBody): Promise<BillingView> {
      await ctx.requireAddRemove(actor, tripId);
      return change(actor, tripId, 'current', async (items, trip) => {
        const found = locateBilledActivity(trip.days, body);
        if (!found.slot) throw notFound(trip.days.some((d) => d.id === body.dayId) ? BILLING_MESSAGES.slotNotFound : BILLING_MESSAGES.dayNotFound);
        const option = found.option;
        if (!option) throw notFound(BILLING_MESSAGES.activityNotFound);
        if (await items.findActivity(tripId, body.slotId, body.optionId)) throw unprocessable(BILLING_MESSAGES.alreadyBilled);
        const price = activityBillingPrice(option, travellersOf(trip), option.lockCost === true);
        // A unit price must fit numeric(12,2) once multiplied by the people (a typed cost can be any figure).
        if (toCents(price.unit_price) > BILLING_LIMITS.unitPriceCents) throw unprocessable(BILLING_MESSAGES.unitPrice);
        const added = await items.insert({
          trip_id: tripId,
          day_id: found.day!.id,
          slot_id: body.slotId,
          option_id: body.optionId,
          day_number: found.dayNumber,
          activity_index: found.activityIndex,
          activity_name: option.name,
          activity_description: option.description ?? null,
          activity_date: found.day!.date || null,
          activity_time: found.slot.startTime || null,
          number_of_people: price.number_of_people,
          unit_price: price.unit_price,
          quantity: 1,
          price: price.price,
          currency: 'EUR',
          added_by: actor.id,
          lock_cost: option.lockCost === true,
          item_type: 'activity',
          added_at: new Date(),
        });
        if (!added) throw unprocessable(BILLING_MESSAGES.alreadyBilled);
        return { summary: `Added ${option.name} to billing` };
      });
    },

    /** A custom expense: unit price x quantity (spec §5, §7 insert; team and super_admin). */
    async addExpense(
      actor: Actor,
      tripId: string,
      body: { version: number; title: string; description?: string; unitCents: number; quantity: number },
      claim?: Claim,
    ): Promise<BillingView> {
      await ctx.requireAddRemove(actor, tripId);
      return change(actor, tripId, { version: body.version }, async (items, _trip, tx) => {
        // With an Idempotency-Key (ADR 022) the key is recorded in this transaction.
        if (claim) await claim(tx);
        await items.insert({
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
        });
        return { summary: `Added the expense ${body.title}` };
      });
    },

    /** One field of a line: billed (billed_at now or cleared), lock cost (its price again), or description (organizer mode). */
    async patchItem(actor: Actor, tripId: string, itemId: string, body: ItemPatchBody): Promise<BillingView> {
      await ctx.requireOrganize(actor, tripId);
      return change(actor, tripId, 'current', async (items) => {
        const line = await lineOf(items, tripId, itemId);
        if (body.billed !== undefined) {
          if (line.billed !== body.previous) throw moved();
          await items.update(tripId, itemId, { billed: body.billed, billed_at: body.billed ? new Date() : null });
          return { summary: `Marked ${line.activity_name} as ${body.billed ? 'billed' : 'unbilled'}` };
        }
        if (body.lockCost !== undefined) {
          if (line.lock_cost !== body.previous) throw moved();
          const price = line.item_type === 'activity' ? { price: lineAmount({ ...line, lock_cost: body.lockCost }).price } : {};
          await items.update(tripId, itemId, { lock_cost: body.lockCost, ...price });
          return { summary: `${body.lockCost ? 'Locked' : 'Unlocked'} the cost of ${line.activity_name}` };
        }
        if ((line.activity_description ?? '') !== body.previous) throw moved();
        await items.update(tripId, itemId, { activity_description: body.description || null });
        return { summary: `Changed the description of ${line.activity_name}` };
      });
    },

    /** Prices an activity line again at its option's cost and the travellers now (organizer mode; ADR 025). */
    async reprice(actor: Actor, tripId: string, itemId: string, body: RepriceBody): Promise<BillingView> {
      await ctx.requireOrganize(actor, tripId);
      return change(actor, tripId, 'current', async (items, trip) => {
        const line = await lineOf(items, tripId, itemId);
        const found = locateBilledActivity(trip.days, { dayId: line.day_id, slotId: line.slot_id, optionId: line.option_id });
        if (line.item_type !== 'activity' || !found.option) throw notFound(BILLING_MESSAGES.activityNotFound);
        const now = activityBillingPrice(found.option, travellersOf(trip), line.lock_cost);
        if (billingItemCents(line).amountCents !== body.previousCents || now.amountCents !== body.nowCents) throw moved();
        if (toCents(now.unit_price) > BILLING_LIMITS.unitPriceCents) throw unprocessable(BILLING_MESSAGES.unitPrice);
        await items.update(tripId, itemId, { unit_price: now.unit_price, number_of_people: now.number_of_people, price: now.price });
        return { summary: `Re-priced ${line.activity_name} at ${formatCents(now.amountCents)}` };
      });
    },

    /** Deletes one item or expense, as read at `version` (team and super_admin). */
    async deleteItem(actor: Actor, tripId: string, itemId: string, version: number): Promise<BillingView> {
      await ctx.requireAddRemove(actor, tripId);
      return change(actor, tripId, { version }, async (items) => {
        const line = await lineOf(items, tripId, itemId);
        await items.remove(tripId, itemId);
        return { summary: `Removed ${line.activity_name} from billing` };
      });
    },

    /** 'Remove ALL billing items' (team and super_admin). */
    async removeAll(actor: Actor, tripId: string, version: number): Promise<BillingView> {
      await ctx.requireAddRemove(actor, tripId);
      return change(actor, tripId, { version }, async (items) => {
        await items.removeAll(tripId);
        return { summary: 'Removed all billing items' };
      });
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

    /** 'Unlock all': every locked line is multiplied by its number of people again, and priced so (organizer mode). */
    async unlockAll(actor: Actor, tripId: string, version: number): Promise<BillingView> {
      await ctx.requireOrganize(actor, tripId);
      return change(actor, tripId, { version }, async (items) => {
        for (const line of await items.lockedLines(tripId)) {
          const price = line.item_type === 'activity' ? { price: lineAmount({ ...line, lock_cost: false }).price } : {};
          await items.update(tripId, line.id, { lock_cost: false, ...price });
        }
        return { summary: 'Unlocked all billing items' };
      });
    },

    /** 'Unselect all activities': every slot's choice is cleared, through the trip's itinerary write (organizer mode). */
    async unselectAll(actor: Actor, tripId: string, version: number): Promise<BillingView> {
      const trip = await ctx.requireOrganize(actor, tripId);
      const days = unselectAll(trip.days);
      await ctx.trips.saveDays(actor, tripId, { version, days: days as ItineraryWrite, mode: 'organizer', summary: 'Unselected all activities' });
      return ctx.view(actor, tripId);
    },

    /** Counts flights or the hotel in the totals (trips.include_*_in_billing), from the value the caller read. */
    async include(actor: Actor, tripId: string, body: IncludeBody): Promise<BillingView> {
      await ctx.requireOrganize(actor, tripId);
      const flights = body.includeFlight !== undefined;
      const include = (flights ? body.includeFlight : body.includeHotel) === true;
      return change(actor, tripId, 'current', async (_items, trip) => {
        if ((flights ? trip.includeFlightInBilling : trip.includeHotelInBilling) !== body.previous) throw moved();
        const what = flights ? 'the flights' : 'the hotel';
        return {
          summary: include ? `Included ${what} in the billing totals` : `Left ${what} out of the billing totals`,
          fields: flights ? { includeFlightInBilling: include } : { includeHotelInBilling: include },
        };
      });
    },

    /**
     * Marks a flight or the hotel billed or unbilled (their billed flag, spec §4), from the value the
     * caller read: 'mark billed' is an organizer-mode power (spec §6), so staff and the trip's organizer.
     */
    async travelBilled(actor: Actor, tripId: string, part: 'outbound' | 'return' | 'hotel', body: { billed: boolean; previous: boolean }) {
      await ctx.requireOrganize(actor, tripId);
      const state = body.billed ? 'billed' : 'unbilled';
      return change(
        actor,
        tripId,
        'current',
        async (_items, trip) => {
          if (part === 'hotel') {
            if (!trip.hotel) throw notFound(BILLING_MESSAGES.hotelNotFound);
            if ((trip.hotel.billed === true) !== body.previous) throw moved();
            return { summary: `Marked the hotel as ${state}`, fields: { hotel: { ...trip.hotel, billed: body.billed } } };
          }
          const flight = part === 'outbound' ? trip.outboundFlight : trip.returnFlight;
          if (!flight) throw notFound(BILLING_MESSAGES.travelNotFound);
          if ((flight.billed === true) !== body.previous) throw moved();
          const next = { ...flight, billed: body.billed };
          return { summary: `Marked the ${part} flight as ${state}`, fields: part === 'outbound' ? { outboundFlight: next } : { returnFlight: next } };
        },
        part === 'hotel' ? 'hotel' : 'flights',
      );
    },
  };
}
