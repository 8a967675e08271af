import { useState } from 'react';
import { Link } from 'react-router';
import { MapPin, UserRound } from 'lucide-react';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { SectionCard } from '#web/components/ui/section-card';
import { Select } from '#web/components/ui/input';
import { PlaceImage } from '#web/components/trip';
import { paths } from '#web/lib/paths';
import { PlaceSearchBox } from '#web/features/places';
import { useSpecialists } from '#web/features/team';
import { formatDate } from '#shared/domain/dates';
import { formatMoney } from '#shared/domain/costs';
import { tripDurationDays } from '#shared/domain/durations';
import { tripStatusBadge } from '#shared/domain/labels';
import { TRIP_STATUSES } from '#shared/domain/constants';
import { TRIP_CURRENCIES, type TripDetail, type TripFields } from '#shared/contracts/trip-detail';
import { FieldCaption, InlineField } from './inline-field';

export const NO_SPECIALIST = 'No specialist assigned - Click to assign';

export interface TripInfoCardProps {
  trip: TripDetail;
  unsaved: TripFields;
  canAssignSpecialist: boolean;
  onSave: (fields: TripFields, label: string) => void;
  /** A field opened or closed (see useTripEditor). */
  onEditing?: (key: string, editing: boolean) => void;
}

/** Whole numbers within bounds, with the rule's message (spec §5 Numbers). */
function wholeNumber(min: number, message: string) {
  return (raw: string) => {
    const n = Number(raw);
    if (raw.trim() === '' || !Number.isInteger(n)) return 'Please enter a whole number';
    return n < min ? message : null;
  };
}

const STATUS_OPTIONS = TRIP_STATUSES.map((s) => ({ value: s, label: tripStatusBadge(s).label }));
const CURRENCY_OPTIONS = TRIP_CURRENCIES.map((c) => ({ value: c, label: c }));

/** Trip Information (spec §2): click-to-edit fields, each saved on blur or Enter. */
export function TripInfoCard({ trip, unsaved, canAssignSpecialist, onSave, onEditing }: TripInfoCardProps) {
  const v = { ...trip, ...unsaved } as TripDetail;
  const has = (k: keyof TripFields) => k in unsaved;
  const status = tripStatusBadge(v.status);
  const nights = tripDurationDays(v.startDate, v.endDate);
  /** What every field shares: its label, the unsaved mark, telling the editor it is open, and saving its parsed value under the label. */
  const field = <K extends keyof TripFields>(key: K, label: string, parse: (raw: string) => TripFields[K]) => ({
    label,
    unsaved: has(key),
    onEditingChange: (on: boolean) => onEditing?.(label, on),
    onCommit: (raw: string) => onSave({ [key]: parse(raw) } as TripFields, label),
  });
  /** A count of travellers: a whole number from min, with the rule's message. */
  const count = (key: 'travelersAdults' | 'travelersChildren', label: string, min: number, message: string) => ({
    ...field(key, label, Number),
    kind: 'number' as const,
    min,
    step: 1,
    value: String(v[key]),
    validate: wholeNumber(min, message),
  });
  return (
    <SectionCard title="Trip Information" description="Click a value to change it; it is saved when you leave the field or press Enter." contentClassName="grid gap-x-8 gap-y-5 sm:grid-cols-2">
      <InlineField
        {...field('tripName', 'Trip name', (raw) => raw.trim())}
        className="sm:col-span-2"
        value={v.tripName}
        validate={(raw) => (raw.trim() ? null : 'Trip name is required')}
      />
      <InlineField
        {...field('status', 'Status', (raw) => raw as TripFields['status'])}
        kind="select"
        options={STATUS_OPTIONS}
        value={v.status}
        display={<Badge tone={status.tone}>{status.label}</Badge>}
      />
      <InlineField {...field('currency', 'Currency', (raw) => raw as TripFields['currency'])} kind="select" options={CURRENCY_OPTIONS} value={v.currency} />
      <InlineField
        {...field('description', 'Description', (raw) => raw)}
        className="sm:col-span-2"
        kind="textarea"
        value={v.description}
        placeholder="Add a description of the trip"
      />
      <InlineField
        {...field('startDate', 'Start date', (raw) => raw || null)}
        kind="date"
        value={v.startDate ?? ''}
        display={v.startDate ? formatDate(v.startDate) : undefined}
        placeholder="Not set"
        validate={(raw) => (raw && v.endDate && raw > v.endDate ? 'The start date cannot be after the end date' : null)}
      />
      <InlineField
        {...field('endDate', 'End date', (raw) => raw || null)}
        kind="date"
        value={v.endDate ?? ''}
        display={v.endDate ? `${formatDate(v.endDate)}${nights ? ` · ${nights} days` : ''}` : undefined}
        placeholder="Not set"
        validate={(raw) => (raw && v.startDate && raw < v.startDate ? 'The end date cannot be before the start date' : null)}
      />
      <InlineField {...count('travelersAdults', 'Adults', 1, 'At least 1 adult')} />
      <InlineField {...count('travelersChildren', 'Children', 0, 'Children cannot be negative')} />
      <DestinationField trip={v} unsaved={has('destination')} onSave={onSave} />
      <InlineField
        {...field('budgetEur', 'Budget', (raw) => (raw.trim() === '' ? null : Number(raw)))}
        kind="number"
        min={0}
        step={1}
        value={v.budgetEur === null ? '' : String(v.budgetEur)}
        display={v.budgetEur === null ? undefined : formatMoney(v.budgetEur, v.currency)}
        placeholder="No budget"
        validate={(raw) => {
          if (raw.trim() === '') return null;
          const n = Number(raw);
          if (!Number.isFinite(n)) return 'Budget must be a number';
          return n < 0 ? 'Budget cannot be negative' : null;
        }}
      />
      <div className="min-w-0">
        <FieldCaption>Client</FieldCaption>
        {trip.client ? (
          <Link
            to={paths.clientDetail(trip.client.friendlyId ? String(trip.client.friendlyId) : trip.client.id)}
            className="inline-flex min-h-10 items-center gap-2 text-foreground underline decoration-accent-decor underline-offset-4 hover:text-accent"
          >
            <UserRound aria-hidden className="size-4 text-muted" />
            {trip.client.name || trip.client.email}
          </Link>
        ) : (
          <p className="flex min-h-10 items-center text-muted italic">No client linked</p>
        )}
      </div>
      <SpecialistField trip={trip} unsaved={unsaved} canAssign={canAssignSpecialist} onSave={onSave} />
    </SectionCard>
  );
}

/** Destination by place search (sets coordinates and photo), or as typed (spec §5: non-empty text). */
function DestinationField({ trip, unsaved, onSave }: { trip: TripDetail; unsaved: boolean; onSave: TripInfoCardProps['onSave'] }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(trip.destination);
  const [error, setError] = useState<string | null>(null);
  if (!editing) {
    return (
      <div className="min-w-0">
        <FieldCaption>Destination</FieldCaption>
        <button
          type="button"
          aria-label={`Destination: ${trip.destination || 'empty'}. Click to edit`}
          onClick={() => {
            setText(trip.destination);
            setError(null);
            setEditing(true);
          }}
          className="group -mx-2 flex min-h-10 w-full items-center gap-3 rounded-md border border-transparent px-2 py-1.5 text-left hover:border-border hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring"
        >
          {trip.destinationPhotoUrl ? (
            <PlaceImage src={trip.destinationPhotoUrl} className="size-9 rounded" width={36} height={36} />
          ) : (
            <MapPin aria-hidden className="size-4 text-muted" />
          )}
          <span className={trip.destination ? 'text-foreground' : 'text-muted italic'}>{trip.destination || 'Click to add'}</span>
          {unsaved && <span className="ml-auto text-xs font-medium text-accent">Unsaved</span>}
        </button>
      </div>
    );
  }
  const saveText = () => {
    if (!text.trim()) return setError('Destination is required');
    setEditing(false);
    if (text.trim() !== trip.destination) onSave({ destination: text.trim() }, 'Destination');
  };
  return (
    <div className="min-w-0 sm:col-span-2">
      <FieldCaption>Destination</FieldCaption>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <PlaceSearchBox
          mode="geocode"
          fill="name"
          label="Destination"
          autoFocus
          className="flex-1"
          defaultValue={trip.destination}
          placeholder="Search a city or a country"
          onTextChange={setText}
          aria-invalid={error ? true : undefined}
          onSelect={(r) => {
            setEditing(false);
            onSave(
              {
                destination: r.name || r.formatted_address,
                destinationLatitude: r.location.lat,
                destinationLongitude: r.location.lng,
                destinationPhotoUrl: r.photoUrl,
              },
              'Destination',
            );
          }}
        />
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" className="h-10" onClick={saveText}>
            Save
          </Button>
          <Button variant="ghost" size="sm" className="h-10" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </div>
      </div>
      {error && (
        <p role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The dedicated travel specialist (spec §6): super_admin picks among super_admin, team_admin and
 * team_member; others see it disabled.
 */
function SpecialistField({
  trip,
  unsaved,
  canAssign,
  onSave,
}: {
  trip: TripDetail;
  unsaved: TripFields;
  canAssign: boolean;
  onSave: TripInfoCardProps['onSave'];
}) {
  const [editing, setEditing] = useState(false);
  const specialists = useSpecialists();
  const pendingId = unsaved.dedicatedSpecialistId;
  const currentId = pendingId !== undefined ? pendingId : (trip.specialist?.id ?? null);
  const list = specialists.data?.specialists ?? [];
  const name =
    pendingId !== undefined
      ? (list.find((s) => s.id === pendingId)?.fullName ?? null)
      : trip.specialist
        ? trip.specialist.name || trip.specialist.email
        : null;
  return (
    <div className="min-w-0 sm:col-span-2">
      <FieldCaption id="specialist-label">Dedicated travel specialist</FieldCaption>
      {editing && canAssign ? (
        <Select
          aria-labelledby="specialist-label"
          autoFocus
          value={currentId ?? ''}
          disabled={specialists.isPending}
          onBlur={() => setEditing(false)}
          onChange={(e) => {
            setEditing(false);
            const id = e.target.value || null;
            if (id !== (trip.specialist?.id ?? null) || pendingId !== undefined) onSave({ dedicatedSpecialistId: id }, 'Travel specialist');
          }}
        >
          <option value="">No specialist</option>
          {list.map((s) => (
            <option key={s.id} value={s.id}>
              {s.fullName || s.email} · {s.roleLabel}
            </option>
          ))}
        </Select>
      ) : (
        <button
          type="button"
          disabled={!canAssign}
          onClick={() => setEditing(true)}
          title={canAssign ? undefined : 'Only super admins can change the dedicated specialist.'}
          className="-mx-2 flex min-h-10 w-full items-center gap-2 rounded-md border border-transparent px-2 py-1.5 text-left enabled:hover:border-border enabled:hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-70"
        >
          <UserRound aria-hidden className="size-4 text-muted" />
          <span className={name ? 'text-foreground' : 'text-muted italic'}>{name ?? NO_SPECIALIST}</span>
          {pendingId !== undefined && <span className="ml-auto text-xs font-medium text-accent">Unsaved</span>}
        </button>
      )}
    </div>
  );
}
