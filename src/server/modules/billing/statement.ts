/** The billing statement of a trip: its items as the API shows them, flights and hotel lines, and totals. */
import { toIso, toIsoOrNull } from '#server/lib/sql.js';
import { billingItemCents, billingStatement, travellerCount } from '#shared/domain/costs.js';
import { formatDate } from '#shared/domain/dates.js';
import type { TripDetail } from '#shared/contracts/trip-detail.js';
import type { BillingItem, TravelLine } from '#shared/contracts/billing.js';
import type { BillingItemRow } from './repo.js';

function toItem(row: BillingItemRow): BillingItem {
  const { unitCents, amountCents } = billingItemCents(row);
  return {
    id: row.id,
    itemType: row.item_type === 'custom_expense' ? 'custom_expense' : 'activity',
    dayNumber: row.day_number,
    activityIndex: row.activity_index,
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
  return { items: rows.map(toItem), travel, totals: statement.totals, travellers: travellerCount(travellers) };
}
