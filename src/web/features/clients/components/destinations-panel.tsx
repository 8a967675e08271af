import { useState, type FormEvent } from 'react';
import { MapPin, Plus } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { SectionCard } from '#web/components/ui/section-card';
import { Field, Input } from '#web/components/ui/input';
import { toast } from '#web/components/ui/toaster';
import { applyServerError } from '#web/lib/errors';
import { formatTripNumber } from '#shared/domain/trip-id';
import { NewClientTripBody, type ClientDestination, type NewClientTripBody as NewTrip } from '#shared/contracts/clients';
import { formatDateRange } from '#shared/domain/dates';
import { useCreateClientTrip } from '#web/features/clients/api/create-client-trip';

type Form = { destination: string; startDate: string; endDate: string };
type Errors = Partial<Record<keyof Form, string>>;
const FIELD_IDS: Record<keyof Form, string> = { destination: 'new-trip-destination', startDate: 'new-trip-start', endDate: 'new-trip-end' };
const FIELDS = Object.keys(FIELD_IDS) as (keyof Form)[];

/** Destinations of the client with Create New Trip (spec §2 client-detail). */
export function DestinationsPanel({ clientKey, destinations }: { clientKey: string; destinations: ClientDestination[] }) {
  const createTrip = useCreateClientTrip(clientKey);
  const [form, setForm] = useState<Form>({ destination: '', startDate: '', endDate: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState<string | null>(null);

  async function create(body: NewTrip, source: string): Promise<boolean> {
    setPending(source);
    try {
      const { trip } = await createTrip.mutateAsync(body);
      toast.success(`Trip ${formatTripNumber(trip.friendlyId)} created`, { description: `${trip.tripName}, ready to plan.` });
      return true;
    } catch (err) {
      const message = applyServerError<Form>(
        err,
        FIELDS,
        (field, error) => setErrors((x) => ({ ...x, [field]: error.message })),
        (field) => document.getElementById(FIELD_IDS[field])?.focus(),
      );
      if (message) toast.error(`Error creating trip: ${message}`);
      return false;
    } finally {
      setPending(null);
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = NewClientTripBody.safeParse(form);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    if (await create(form, 'form')) setForm({ destination: '', startDate: '', endDate: '' });
  }

  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [k]: e.target.value }));
    setErrors((x) => ({ ...x, [k]: undefined }));
  };

  return (
    <SectionCard title="Destinations" description="Places this client wishes to visit. Start a new trip for any of them." contentClassName="flex flex-col gap-6">
      {destinations.length ? (
        <ul className="divide-y divide-border overflow-hidden rounded-md border border-border">
          {destinations.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <MapPin aria-hidden className="size-4 shrink-0 text-accent" />
              <span className="min-w-44 flex-1">
                <span className="block font-medium text-foreground">{d.destination}</span>
                <span className="block text-sm text-muted">{formatDateRange(d.startDate, d.endDate) ?? 'Flexible'}</span>
              </span>
              <Button
                size="sm"
                variant="secondary"
                loading={pending === d.id}
                disabled={pending !== null}
                onClick={() => void create({ destination: d.destination, startDate: d.startDate, endDate: d.endDate }, d.id)}
                aria-label={`Create New Trip to ${d.destination}`}
              >
                <Plus aria-hidden /> Create New Trip
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">No destinations yet.</p>
      )}

      <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-md bg-surface-muted/60 p-4">
        <p className="text-sm font-medium text-foreground">New destination</p>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="Destination" htmlFor="new-trip-destination" error={errors.destination} required>
            <Input value={form.destination} onChange={set('destination')} placeholder="Florence" autoComplete="off" maxLength={120} />
          </Field>
          <Field label="Start date" htmlFor="new-trip-start" error={errors.startDate}>
            <Input type="date" value={form.startDate} onChange={set('startDate')} />
          </Field>
          <Field label="End date" htmlFor="new-trip-end" error={errors.endDate}>
            <Input type="date" value={form.endDate} onChange={set('endDate')} />
          </Field>
        </div>
        <div className="flex justify-end">
          <Button type="submit" loading={pending === 'form'} disabled={pending !== null && pending !== 'form'}>
            <Plus aria-hidden /> Create New Trip
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
