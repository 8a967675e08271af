/** The billing statement of a trip: its items as the API shows them, flights and hotel lines, and totals. */
import { toIso, toIsoOrNull } from '#server/lib/sql.js';
import { billingItemCents, billingStatement, travellerCount } from '#shared/domain/costs.js';
import { activityBillingPrice, locateBilledActivity } from '#shared/domain/billing-lines.js';
import { formatDate } from '#shared/domain/dates.js';
import type { TripDetail } from '#shared/contracts/trip-detail.js';
import type { BillingItem, TravelLine } from '#shared/contracts/billing.js';
import type { BillingItemRow } from './repo.js';

/**
 * An item as the API shows it. An activity line is placed by where its slot is now (day number,
 * slot index, date and time), says whether it still bills the slot's choice, and, when the
 * option's cost or the travellers changed since it was billed, the amount it would have now.
 */
function toItem(row: BillingItemRow, trip: TripDetail): BillingItem {
  const { unitCents, amountCents } = billingItemCents(row);
  const item: BillingItem = {
    id: row.id,
    itemType: row.item_type === 'custom_expense' ? 'custom_expense' : 'activity',
    dayNumber: null,
    activityIndex: null,
    dayId: row.day_id,
    slotId: row.slot_id,
    optionId: row.option_id,
    itinerary: null,
    nowCents: null,
    name: row.activity_name,
    description: row.activity_description ?? '',
    date: row.activity_date ? String(row.activity_date).slice(0, 10) : null,
    time: row.activity_time,
    numberOfPeople: row.number_of_people,
    quantity: row.quantity,
    unitCents,
    amountCents,
    lockCost: row.lock_cost,
    billed: row.billed,
    billedAt: toIsoOrNull(row.billed_at),
    addedAt: toIso(row.added_at),
  };
  if (item.itemType !== 'activity') return item;
  const found = locateBilledActivity(trip.days, { dayId: row.day_id, slotId: row.slot_id, optionId: row.option_id });
  item.itinerary = found.state;
  if (found.day && found.slot) {
    Object.assign(item, { dayNumber: found.dayNumber, activityIndex: found.activityIndex, date: found.day.date || item.date, time: found.slot.startTime || item.time });
  }
  if (found.option) {
    const now = activityBillingPrice(found.option, { adults: trip.travelersAdults, children: trip.travelersChildren }, row.lock_cost).amountCents;
    if (now !== amountCents) item.nowCents = now;
  }
  return item;
}

/**
 * spec §7: items ordered by day_number and activity_index, here where their slots are now;
 * lines no longer in the itinerary after them (by the position they were billed at), expenses
 * last; then oldest first.
 */
function byPosition(a: { item: BillingItem; row: BillingItemRow }, b: { item: BillingItem; row: BillingItemRow }): number {
  const rank = (x: typeof a) => (x.item.itemType === 'custom_expense' ? 2 : x.item.dayNumber === null ? 1 : 0);
  const day = (x: typeof a) => x.item.dayNumber ?? x.row.day_number ?? Number.MAX_SAFE_INTEGER;
  const slot = (x: typeof a) => x.item.activityIndex ?? x.row.activity_index ?? Number.MAX_SAFE_INTEGER;
  return rank(a) - rank(b) || day(a) - day(b) || slot(a) - slot(b) || a.item.addedAt.localeCompare(b.item.addedAt) || a.item.id.localeCompare(b.item.id);
}

function flightDetail(f: NonNullable<TripDetail['outboundFlight']>): string {
  const route = [f.departureAirport, f.arrivalAirport].filter(Boolean).join(' – ');
  const flight = [f.airline, f.flightNumber].filter(Boolean).join(' ');
  const when = f.departure ? `${formatDate(f.departure.slice(0, 10))} ${f.departure.slice(11, 16)}`.trim() : '';
  return [flight, route, when].filter(Boolean).join(' · ');
}

/** The statement of a trip: items, flights and hotel, totals by the shared cost rules (spec §9). */
export function buildStatement(trip: TripDetail, rows: BillingItemRow[]) {
  const travellers = { adults: trip.travelersAdults, children: trip.travelersChildren };
  const statement = billingStatement({
    items: rows,
    outboundFlight: trip.outboundFlight,
    returnFlight: trip.returnFlight,
    hotel: trip.hotel,
    includeFlight: trip.includeFlightInBilling,
    includeHotel: trip.includeHotelInBilling,
    travellers,
  });
  const travel: TravelLine[] = [];
  for (const line of statement.lines) {
    if (line.kind === 'flight') {
      const flight = line.key === 'outbound' ? trip.outboundFlight! : trip.returnFlight!;
      travel.push({ ...line, key: line.key as 'outbound' | 'return', label: line.key === 'outbound' ? 'Outbound flight' : 'Return flight', detail: flightDetail(flight) });
    } else if (line.kind === 'hotel') {
      const h = trip.hotel!;
      const stay = h.checkIn && h.checkOut ? `${formatDate(h.checkIn.slice(0, 10))} – ${formatDate(h.checkOut.slice(0, 10))}` : '';
      travel.push({ ...line, key: 'hotel', label: h.name || 'Hotel', detail: [h.address, stay].filter(Boolean).join(' · ') });
    }
  }
  const items = rows.map((row) => ({ row, item: toItem(row, trip) })).sort(byPosition).map((x) => x.item);
  return { items, travel, totals: statement.totals, travellers: travellerCount(travellers) };
}
