import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CopyPlus, EyeOff, Plane } from 'lucide-react';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { SectionCard } from '#web/components/ui/section-card';
import { Field, Input } from '#web/components/ui/input';
import { toast } from '#web/components/ui/toaster';
import { ApiError } from '#web/lib/api';
import { applyServerError } from '#web/lib/errors';
import { paths } from '#web/lib/paths';
import { formatTripNumber } from '#shared/domain/trip-id';
import { CLIENT_MESSAGES, type ClientTrip } from '#shared/contracts/clients';
import { formatDateRange } from '#shared/domain/dates';
import { tripStatusBadge } from '#shared/domain/labels';
import { overlapWarning } from '#shared/domain/trip-overlap';
import { useCloneTrip } from '#web/features/clients/api/clone-trip';

const CLONE_INPUT_ID = 'clone-trip-number';

/** The client's trips (folder deleted and status archived hidden) and clone by trip number (spec §2, §5). */
export function TripsPanel({ clientKey, trips }: { clientKey: string; trips: ClientTrip[] }) {
  const clone = useCloneTrip(clientKey);
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!number.trim()) return;
    setError(null);
    try {
      const { trip, overlaps } = await clone.mutateAsync({ tripNumber: number });
      toast.success(CLIENT_MESSAGES.cloned, { description: `${formatTripNumber(trip.friendlyId)} · ${trip.tripName}` });
      const warning = overlapWarning(trip, overlaps);
      if (warning) toast.warning('Dates overlap another trip', { description: warning, duration: 15_000 });
      setNumber('');
    } catch (err) {
      // No trip with that number: said next to the field, like a field error.
      if (err instanceof ApiError && err.status === 404) return setError(err.message);
      const message = applyServerError<{ tripNumber: string }>(
        err,
        ['tripNumber'],
        (_field, e) => setError(e.message ?? null),
        () => document.getElementById(CLONE_INPUT_ID)?.focus(),
      );
      if (message) toast.error(CLIENT_MESSAGES.cloneError(message));
    }
  }

  return (
    <SectionCard title="Trips" description="Trips prepared for this client. Archived and deleted trips are not listed." contentClassName="flex flex-col gap-6">
      {trips.length ? (
        <ul className="divide-y divide-border overflow-hidden rounded-md border border-border">
          {trips.map((t) => {
            const status = tripStatusBadge(t.status);
            const dates = formatDateRange(t.startDate, t.endDate);
            return (
              <li key={t.id}>
                <Link
                  to={paths.tripDetails(t.id)}
                  className="flex flex-col gap-1 px-4 py-3 transition-colors hover:bg-surface-muted sm:flex-row sm:items-center sm:gap-4"
                >
                  <span className="font-mono text-sm text-accent tabular-nums">{formatTripNumber(t.friendlyId)}</span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-foreground">{t.tripName || t.destination}</span>
                    <span className="block text-sm text-muted">
                      {[t.destination, dates].filter(Boolean).join(' · ') || 'No dates yet'}
                    </span>
                  </span>
                  <span className="flex items-center gap-2">
                    {!t.visibleToClient ? (
                      <Badge tone="gray" title="Hidden from Client">
                        <EyeOff aria-hidden /> Hidden
                      </Badge>
                    ) : null}
                    <Badge tone={status.tone}>{status.label}</Badge>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : (
        <div className="flex items-center gap-3 rounded-md border border-dashed border-border px-4 py-6 text-sm text-muted">
          <Plane aria-hidden className="size-5 shrink-0 text-accent" /> No trips yet. Create one from a destination or clone an
          existing trip.
        </div>
      )}

      <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field
          label="Clone a trip by number"
          htmlFor={CLONE_INPUT_ID}
          hint="Type a trip number such as T-1042 or 1042: a full copy is added to this client's trips."
          error={error}
          className="flex-1"
        >
          <Input
            value={number}
            onChange={(e) => {
              setNumber(e.target.value);
              setError(null);
            }}
            placeholder="T-1042"
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
          />
        </Field>
        <Button type="submit" variant="secondary" className="sm:mt-7" disabled={!number.trim()} loading={clone.isPending}>
          <CopyPlus aria-hidden /> Clone
        </Button>
      </form>
    </SectionCard>
  );
}
