import { useState, type FormEvent } from 'react';
import { BedDouble, MapPin, Pencil, Plus } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { SectionCard } from '#web/components/ui/section-card';
import { Field, Input } from '#web/components/ui/input';
import { PlaceSearchBox } from '#web/features/places';
import { formatMoney, hotelCost } from '#shared/domain/costs';
import { formatDate } from '#shared/domain/dates';
import { hotelNights } from '#shared/domain/durations';
import { DEFAULT_ROOMS } from '#shared/domain/constants';
import { HotelWriteSchema, type Hotel } from '#shared/domain/travel';
import { stayProblem } from '#shared/domain/bounds';
import type { TripDetail, TripFields } from '#shared/contracts/trip-detail';

export interface HotelDraft {
  name: string;
  address: string;
  checkIn: string;
  checkOut: string;
  pricePerNight: string;
  rooms: string;
  coordinates: { lat: number; lng: number } | null;
  /** The place the hotel was chosen from (its address is then read-only, spec §5). */
  placeId: string | null;
}

export function toHotelDraft(h: Hotel | null, trip: Pick<TripDetail, 'startDate' | 'endDate'>): HotelDraft {
  const placeId = h && typeof h.placeId === 'string' ? h.placeId : null;
  return {
    name: h?.name ?? '',
    address: h?.address ?? '',
    checkIn: h?.checkIn ?? trip.startDate ?? '',
    checkOut: h?.checkOut ?? trip.endDate ?? '',
    pricePerNight: String(h?.pricePerNight ?? 0),
    rooms: String(h?.rooms ?? DEFAULT_ROOMS),
    coordinates: h?.coordinates ?? null,
    placeId,
  };
}

/** The form as a hotel, or field messages (spec §5; the bounds of ADR 022: price 0 to €1,000,000, rooms 1-50, check-out after check-in). */
export function fromHotelDraft(d: HotelDraft, before: Hotel | null): { hotel: Hotel } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const price = d.pricePerNight.trim() === '' ? 0 : Number(d.pricePerNight);
  const rooms = Number(d.rooms);
  if (!d.name.trim()) errors.name = 'Please enter the hotel name';
  const hotel: Hotel = {
    ...(before ?? {}),
    name: d.name.trim(),
    address: d.address.trim(),
    checkIn: d.checkIn,
    checkOut: d.checkOut,
    pricePerNight: price,
    rooms,
    placeId: d.placeId,
  };
  if (d.coordinates) hotel.coordinates = d.coordinates;
  else delete hotel.coordinates;
  // The server's own rules (HotelWriteSchema, ADR 022), each message next to its field.
  const checked = HotelWriteSchema.safeParse(hotel);
  for (const issue of checked.error?.issues ?? []) {
    const field = String(issue.path[0] ?? 'name');
    errors[field] ??= issue.message;
  }
  // The order of the dates is checked by the schema only once every field is valid: here always.
  const stay = stayProblem(hotel.checkIn, hotel.checkOut);
  if (stay) errors.checkOut ??= stay;
  if (Object.keys(errors).length) return { errors };
  return { hotel };
}

/**
 * The hotel (spec §2 Flights and hotel panel): place search (the search asks for '<text> hotel'
 * near the trip), name, address (read-only when it came from the search), check-in and
 * check-out, price per night, rooms, and the computed nights and total.
 */
export function HotelCard({ trip, unsaved, onSave }: { trip: TripDetail; unsaved: TripFields; onSave: (fields: TripFields, label: string) => void }) {
  const hotel = unsaved.hotel !== undefined ? unsaved.hotel : trip.hotel;
  const [draft, setDraft] = useState<HotelDraft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const near =
    trip.destinationLatitude !== null && trip.destinationLongitude !== null ? { lat: trip.destinationLatitude, lng: trip.destinationLongitude } : null;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!draft) return;
    const r = fromHotelDraft(draft, hotel);
    if ('errors' in r) return setErrors(r.errors);
    onSave({ hotel: r.hotel }, 'Hotel');
    setDraft(null);
    setErrors({});
  }

  const nights = draft ? hotelNights(draft.checkIn, draft.checkOut) : hotel ? hotelNights(hotel.checkIn, hotel.checkOut) : 0;
  const total = draft ? hotelCost({ pricePerNight: Number(draft.pricePerNight) || 0, checkIn: draft.checkIn, checkOut: draft.checkOut }) : hotelCost(hotel);
  const set = (k: keyof HotelDraft) => (e: { target: { value: string } }) => setDraft((d) => (d ? { ...d, [k]: e.target.value } : d));

  return (
    <SectionCard title="Hotel" description="Price per night in EUR; rooms are not multiplied.">
      {draft ? (
        <form aria-label="Hotel" onSubmit={submit} className="flex flex-col gap-3">
          <PlaceSearchBox
            label="Search a hotel"
            showLabel
            placeholder="Hotel name"
            location={near}
            querySuffix=" hotel"
            onSelect={(p) =>
              setDraft((d) =>
                d
                  ? {
                      ...d,
                      name: p.name,
                      address: p.address,
                      coordinates: p.coordinates,
                      placeId: `${p.source}:${p.id}`,
                      pricePerNight: p.costEur !== null && Number(d.pricePerNight) === 0 ? String(p.costEur) : d.pricePerNight,
                    }
                  : d,
              )
            }
          />
          <Field label="Name" htmlFor="hotel-name" error={errors.name}>
            <Input value={draft.name} onChange={set('name')} />
          </Field>
          <Field
            label="Address"
            htmlFor="hotel-address"
            hint={draft.placeId ? 'From the place search' : undefined}
          >
            <Input value={draft.address} onChange={set('address')} readOnly={!!draft.placeId} className={draft.placeId ? 'bg-surface-muted' : undefined} />
          </Field>
          <div className="grid grid-cols-2 gap-3">
            <Field label="Check-in" htmlFor="hotel-in">
              <Input type="date" value={draft.checkIn} onChange={set('checkIn')} />
            </Field>
            <Field label="Check-out" htmlFor="hotel-out" error={errors.checkOut}>
              <Input type="date" value={draft.checkOut} onChange={set('checkOut')} />
            </Field>
            <Field label="Price per night (EUR)" htmlFor="hotel-price" error={errors.pricePerNight}>
              <Input type="number" min={0} step="0.01" value={draft.pricePerNight} onChange={set('pricePerNight')} />
            </Field>
            <Field label="Rooms" htmlFor="hotel-rooms" error={errors.rooms}>
              <Input type="number" min={1} step={1} value={draft.rooms} onChange={set('rooms')} />
            </Field>
          </div>
          <p className="text-sm text-muted" data-testid="hotel-total">
            {nights} {nights === 1 ? 'night' : 'nights'} · Total {formatMoney(total, 'EUR')}
          </p>
          <div className="flex justify-end gap-2">
            {draft.placeId && (
              <Button type="button" variant="ghost" size="sm" className="mr-auto" onClick={() => setDraft({ ...draft, placeId: null })}>
                Edit address by hand
              </Button>
            )}
            <Button type="button" variant="ghost" size="sm" onClick={() => (setDraft(null), setErrors({}))}>
              Cancel
            </Button>
            <Button type="submit" size="sm">
              Save hotel
            </Button>
          </div>
        </form>
      ) : hotel ? (
        <div data-testid="hotel">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="flex items-center gap-2 font-display text-xl">
                <BedDouble aria-hidden className="size-5 shrink-0 text-accent" /> {hotel.name || 'Hotel'}
              </p>
              {hotel.address && (
                <p className="mt-1 flex items-start gap-1.5 text-sm text-muted">
                  <MapPin aria-hidden className="mt-0.5 size-3.5 shrink-0" /> {hotel.address}
                </p>
              )}
            </div>
            <Button variant="ghost" size="sm" aria-label="Edit hotel" onClick={() => setDraft(toHotelDraft(hotel, trip))}>
              <Pencil aria-hidden /> Edit
            </Button>
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">Check-in</dt>
            <dd>{formatDate(hotel.checkIn) || '—'}</dd>
            <dt className="text-muted">Check-out</dt>
            <dd>{formatDate(hotel.checkOut) || '—'}</dd>
            <dt className="text-muted">Per night</dt>
            <dd>{formatMoney(hotel.pricePerNight ?? 0, 'EUR')}</dd>
            <dt className="text-muted">Rooms</dt>
            <dd>{hotel.rooms ?? DEFAULT_ROOMS}</dd>
            <dt className="text-muted">Nights</dt>
            <dd>{nights}</dd>
            <dt className="font-medium text-foreground">Total</dt>
            <dd className="font-medium text-foreground">{formatMoney(total, 'EUR')}</dd>
          </dl>
        </div>
      ) : (
        <div className="flex items-center justify-between gap-3 rounded-lg border border-dashed border-border p-4">
          <p className="flex items-center gap-2 text-muted">
            <BedDouble aria-hidden className="size-4" /> No hotel yet
          </p>
          <Button variant="secondary" size="sm" onClick={() => setDraft(toHotelDraft(null, trip))}>
            <Plus aria-hidden /> Add hotel
          </Button>
        </div>
      )}
    </SectionCard>
  );
}
