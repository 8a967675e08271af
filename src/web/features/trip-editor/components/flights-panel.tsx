import { useEffect, useState, type FormEvent } from 'react';
import { Pencil, Plane, PlaneLanding, Plus, Sparkles, Trash2 } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { SectionCard } from '#web/components/ui/section-card';
import { ConfirmDialog, DialogFooter, DialogFrame } from '#web/components/ui/dialog';
import { Field, Input } from '#web/components/ui/input';
import { ApiError } from '#web/lib/api';
import { formatMoney } from '#shared/domain/costs';
import { formatDateTime } from '#shared/domain/dates';
import { AI_FLIGHT_MODAL_CLOSE_MS, VALIDATION_MESSAGES } from '#shared/domain/constants';
import { AI_MESSAGES } from '#shared/domain/ai';
import { FlightWriteSchema, type Flight } from '#shared/domain/travel';
import type { FlightSuggestion } from '#shared/contracts/ai';
import type { TripDetail, TripFields } from '#shared/contracts/trip-detail';
import { useSearchFlights } from '#web/features/trip-editor/api/ai';

export const FLIGHTS_FOUND = 'Flights found! Filling in details...';

type Leg = 'outbound' | 'return';
const FIELD: Record<Leg, 'outboundFlight' | 'returnFlight'> = { outbound: 'outboundFlight', return: 'returnFlight' };
const TITLE: Record<Leg, string> = { outbound: 'Outbound flight', return: 'Return flight' };

/** A flight form's text (prices typed as text until saved). */
export interface FlightDraft {
  airline: string;
  flightNumber: string;
  departureAirport: string;
  arrivalAirport: string;
  departure: string;
  arrival: string;
  price: string;
}

const emptyDraft: FlightDraft = { airline: '', flightNumber: '', departureAirport: '', arrivalAirport: '', departure: '', arrival: '', price: '0' };

/** A stored flight as a form ('YYYY-MM-DDTHH:MM' for the date-time fields). */
export function toDraft(f: Flight | FlightSuggestion | null | undefined): FlightDraft {
  if (!f) return { ...emptyDraft };
  return {
    airline: f.airline ?? '',
    flightNumber: f.flightNumber ?? '',
    departureAirport: f.departureAirport ?? '',
    arrivalAirport: f.arrivalAirport ?? '',
    departure: (f.departure ?? '').slice(0, 16),
    arrival: (f.arrival ?? '').slice(0, 16),
    price: f.price === null || f.price === undefined ? '0' : String(f.price),
  };
}

/**
 * The AI flight search's answer over what the form holds (spec §7; issue 20): a field the search
 * found replaces the form's, a field it left empty (an unsure flight number, no fare) keeps what
 * the form or the stored flight had instead of blanking it.
 */
export function withFound(current: FlightDraft, found: Flight | FlightSuggestion | null | undefined): FlightDraft {
  if (!found) return current;
  const f = toDraft(found);
  const text = (k: Exclude<keyof FlightDraft, 'price'>) => (f[k].trim() !== '' ? f[k] : current[k]);
  return {
    airline: text('airline'),
    flightNumber: text('flightNumber'),
    departureAirport: text('departureAirport'),
    arrivalAirport: text('arrivalAirport'),
    departure: text('departure'),
    arrival: text('arrival'),
    price: found.price === null || found.price === undefined ? current.price : f.price,
  };
}

/**
 * The form as a flight, or the message of its first problem: the server's own rules
 * (FlightWriteSchema, ADR 022: price 0 to €1,000,000, texts bounded, ISO date-times, the
 * arrival not before the departure), so the form says what the server would answer.
 */
export function fromDraft(d: FlightDraft, before: Flight | null): Flight | string {
  const price = d.price.trim() === '' ? 0 : Number(d.price);
  const flight: Flight = {
    ...(before ?? {}),
    airline: d.airline.trim(),
    flightNumber: d.flightNumber.trim().toUpperCase(),
    departureAirport: d.departureAirport.trim().toUpperCase(),
    arrivalAirport: d.arrivalAirport.trim().toUpperCase(),
    departure: d.departure,
    arrival: d.arrival,
    price,
  };
  const checked = FlightWriteSchema.safeParse(flight);
  return checked.success ? flight : (checked.error.issues[0]?.message ?? 'Please check the flight');
}

export interface FlightsPanelProps {
  trip: TripDetail;
  unsaved: TripFields;
  onSave: (fields: TripFields, label: string) => void;
}

/**
 * Outbound and return flights (spec §2, §4): each card adds, edits and saves on its own, so
 * saving one keeps the other's unsaved edits; 'Clear All Flights' after the spec's
 * confirmation; 'Search Flights with AI' fills both forms.
 */
export function FlightsPanel({ trip, unsaved, onSave }: FlightsPanelProps) {
  const flights: Record<Leg, Flight | null> = {
    outbound: unsaved.outboundFlight !== undefined ? unsaved.outboundFlight : trip.outboundFlight,
    return: unsaved.returnFlight !== undefined ? unsaved.returnFlight : trip.returnFlight,
  };
  const [drafts, setDrafts] = useState<Record<Leg, FlightDraft | null>>({ outbound: null, return: null });
  const [errors, setErrors] = useState<Record<Leg, string | null>>({ outbound: null, return: null });
  const [confirmClear, setConfirmClear] = useState(false);
  const [searching, setSearching] = useState(false);
  const travellers = trip.travelersAdults + trip.travelersChildren;

  function save(leg: Leg) {
    const d = drafts[leg];
    if (!d) return;
    const flight = fromDraft(d, flights[leg]);
    if (typeof flight === 'string') return setErrors((e) => ({ ...e, [leg]: flight }));
    onSave({ [FIELD[leg]]: flight }, TITLE[leg]);
    setDrafts((s) => ({ ...s, [leg]: null }));
    setErrors((e) => ({ ...e, [leg]: null }));
  }

  return (
    <SectionCard
      title="Flights"
      description="Prices in EUR per person."
      contentClassName="flex flex-col gap-4"
      actions={
        <div className="flex flex-wrap gap-2 pt-2">
          <Button variant="secondary" size="sm" onClick={() => setSearching(true)}>
            <Sparkles aria-hidden /> Search Flights with AI
          </Button>
          {(flights.outbound || flights.return) && (
            <Button variant="ghost" size="sm" className="text-danger" onClick={() => setConfirmClear(true)}>
              <Trash2 aria-hidden /> Clear All Flights
            </Button>
          )}
        </div>
      }
    >
      {(['outbound', 'return'] as const).map((leg) => (
        <FlightCard
          key={leg}
          leg={leg}
          flight={flights[leg]}
          draft={drafts[leg]}
          error={errors[leg]}
          travellers={travellers}
          onEdit={() => setDrafts((s) => ({ ...s, [leg]: toDraft(flights[leg]) }))}
          onDraft={(d) => setDrafts((s) => ({ ...s, [leg]: d }))}
          onCancel={() => {
            setDrafts((s) => ({ ...s, [leg]: null }));
            setErrors((e) => ({ ...e, [leg]: null }));
          }}
          onSave={() => save(leg)}
        />
      ))}
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        tone="danger"
        title="Clear All Flights"
        description={VALIDATION_MESSAGES.clearFlightsConfirm}
        confirmLabel="Clear All Flights"
        onConfirm={() => {
          setConfirmClear(false);
          setDrafts({ outbound: null, return: null });
          onSave({ outboundFlight: null, returnFlight: null }, 'Flights');
        }}
      />
      <FlightSearchDialog
        open={searching}
        onOpenChange={setSearching}
        trip={trip}
        onFound={(found) => setDrafts((d) => ({ outbound: withFound(d.outbound ?? toDraft(flights.outbound), found.outbound), return: withFound(d.return ?? toDraft(flights.return), found.return) }))}
      />
    </SectionCard>
  );
}

function FlightCard({
  leg,
  flight,
  draft,
  error,
  travellers,
  onEdit,
  onDraft,
  onCancel,
  onSave,
}: {
  leg: Leg;
  flight: Flight | null;
  draft: FlightDraft | null;
  error: string | null;
  travellers: number;
  onEdit: () => void;
  onDraft: (d: FlightDraft) => void;
  onCancel: () => void;
  onSave: () => void;
}) {
  const Icon = leg === 'outbound' ? Plane : PlaneLanding;
  const id = (k: string) => `${leg}-${k}`;
  const title = TITLE[leg];
  if (draft) {
    const set = (k: keyof FlightDraft) => (e: { target: { value: string } }) => onDraft({ ...draft, [k]: e.target.value });
    return (
      <form
        aria-label={title}
        className="flex flex-col gap-3 rounded-lg border border-accent-decor/60 p-4"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          onSave();
        }}
      >
        <p className="flex items-center gap-2 font-medium">
          <Icon aria-hidden className="size-4 text-accent" /> {title}
        </p>
        <div className="grid grid-cols-2 gap-3">
          <Field label="Airline" htmlFor={id('airline')}>
            <Input value={draft.airline} onChange={set('airline')} />
          </Field>
          <Field label="Flight number" htmlFor={id('number')}>
            <Input value={draft.flightNumber} onChange={set('flightNumber')} />
          </Field>
          <Field label="From (airport)" htmlFor={id('from')}>
            <Input value={draft.departureAirport} onChange={set('departureAirport')} placeholder="CDG" />
          </Field>
          <Field label="To (airport)" htmlFor={id('to')}>
            <Input value={draft.arrivalAirport} onChange={set('arrivalAirport')} placeholder="FCO" />
          </Field>
          <Field label="Departure" htmlFor={id('departure')} className="col-span-2">
            <Input type="datetime-local" value={draft.departure} onChange={set('departure')} />
          </Field>
          <Field label="Arrival" htmlFor={id('arrival')} className="col-span-2">
            <Input type="datetime-local" value={draft.arrival} onChange={set('arrival')} />
          </Field>
          <Field label="Price per person (EUR)" htmlFor={id('price')} error={error ?? undefined} className="col-span-2">
            <Input type="number" min={0} step="0.01" value={draft.price} onChange={set('price')} />
          </Field>
        </div>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" size="sm">
            Save {leg === 'outbound' ? 'outbound' : 'return'} flight
          </Button>
        </div>
      </form>
    );
  }
  if (!flight) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-lg border border-dashed border-border p-4">
        <p className="flex items-center gap-2 text-muted">
          <Icon aria-hidden className="size-4" /> No {leg} flight yet
        </p>
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Add ${leg} flight`}>
          <Plus aria-hidden /> Add
        </Button>
      </div>
    );
  }
  const price = typeof flight.price === 'number' ? flight.price : 0;
  return (
    <div className="rounded-lg border border-border p-4" data-testid={`${leg}-flight`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex items-center gap-2 text-xs font-medium tracking-wide text-muted uppercase">
            <Icon aria-hidden className="size-4 text-accent" /> {title}
          </p>
          <p className="mt-1 font-medium text-foreground">
            {[flight.airline, flight.flightNumber].filter(Boolean).join(' · ') || 'Flight'}
          </p>
          <p className="font-display text-xl tracking-wide">
            {flight.departureAirport || '—'} <span className="text-muted">→</span> {flight.arrivalAirport || '—'}
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${leg} flight`}>
          <Pencil aria-hidden /> Edit
        </Button>
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">Departure</dt>
        <dd>{flight.departure ? formatDateTime(flight.departure) : '—'}</dd>
        <dt className="text-muted">Arrival</dt>
        <dd>{flight.arrival ? formatDateTime(flight.arrival) : '—'}</dd>
        <dt className="text-muted">Price</dt>
        <dd>
          {formatMoney(price, 'EUR')} pp
          {travellers > 1 && <span className="text-muted"> · {formatMoney(price * travellers, 'EUR')} total</span>}
        </dd>
      </dl>
    </div>
  );
}

/**
 * 'Search Flights with AI' (spec §5, §7, §8): departure and arrival cities, the trip dates,
 * passengers; Search disabled until both cities are filled; failures in a red box; found
 * flights fill both forms, 'Flights found! Filling in details...', and the dialog closes after 1.5 s.
 */
function FlightSearchDialog({
  open,
  onOpenChange,
  trip,
  onFound,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trip: TripDetail;
  onFound: (flights: { outbound: FlightSuggestion; return: FlightSuggestion }) => void;
}) {
  const search = useSearchFlights();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState(trip.destination);
  const [depart, setDepart] = useState(trip.startDate ?? '');
  const [ret, setRet] = useState(trip.endDate ?? '');
  const [passengers, setPassengers] = useState(String(Math.max(1, trip.travelersAdults + trip.travelersChildren)));
  const [error, setError] = useState<string | null>(null);
  const [found, setFound] = useState(false);

  useEffect(() => {
    if (!open) return;
    setTo(trip.destination);
    setDepart(trip.startDate ?? '');
    setRet(trip.endDate ?? '');
    setError(null);
    setFound(false);
  }, [open, trip.destination, trip.startDate, trip.endDate]);

  useEffect(() => {
    if (!found) return;
    const t = setTimeout(() => onOpenChange(false), AI_FLIGHT_MODAL_CLOSE_MS);
    return () => clearTimeout(t);
  }, [found, onOpenChange]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!from.trim() || !to.trim()) return setError(VALIDATION_MESSAGES.flightCitiesRequired);
    if (!depart || !ret) return setError(VALIDATION_MESSAGES.flightDatesRequired);
    try {
      const res = await search.mutateAsync({
        departureCity: from.trim(),
        arrivalCity: to.trim(),
        departureDate: depart,
        returnDate: ret,
        passengers: Math.max(1, Math.floor(Number(passengers)) || 1),
      });
      onFound(res.flights);
      setFound(true);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) setError('Not authenticated');
      else if (err instanceof ApiError && err.status > 0) setError(err.message || 'Failed to search flights');
      else setError(AI_MESSAGES.flightsFailed);
    }
  }

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      size="md"
      title="Search Flights with AI"
      description="Suggested routings fill both flight forms; check them with the airline before saving."
    >
      <form id="flight-search" onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <Field label="Departure city" htmlFor="fs-from">
          <Input value={from} onChange={(e) => setFrom(e.target.value)} placeholder="Paris" autoFocus />
        </Field>
        <Field label="Arrival city" htmlFor="fs-to">
          <Input value={to} onChange={(e) => setTo(e.target.value)} placeholder="Rome" />
        </Field>
        <Field label="Departure date" htmlFor="fs-depart">
          <Input type="date" value={depart} onChange={(e) => setDepart(e.target.value)} />
        </Field>
        <Field label="Return date" htmlFor="fs-return">
          <Input type="date" value={ret} onChange={(e) => setRet(e.target.value)} />
        </Field>
        <Field label="Passengers" htmlFor="fs-passengers">
          <Input type="number" min={1} step={1} value={passengers} onChange={(e) => setPassengers(e.target.value)} />
        </Field>
      </form>
      {error && (
        <p role="alert" className="rounded-md border border-danger/40 bg-danger-soft px-3 py-2 text-sm text-danger">
          {error}
        </p>
      )}
      {found && (
        <p role="status" className="rounded-md border border-success/40 bg-success/10 px-3 py-2 text-sm text-success">
          {FLIGHTS_FOUND}
        </p>
      )}
      <DialogFooter>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="submit" form="flight-search" loading={search.isPending} disabled={!from.trim() || !to.trim() || found}>
          <Sparkles aria-hidden /> Search
        </Button>
      </DialogFooter>
    </DialogFrame>
  );
}
