import { useId, useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#web/components/ui/dialog';
import { Field, Input, Select, Textarea } from '#web/components/ui/input';
import { toast } from '#web/components/ui/toaster';
import { newIdempotencyKey, postOnce } from '#web/lib/api';
import { useLeaveWarning } from '#web/lib/use-leave-warning';
import { errorMessage } from '#web/lib/errors';
import { PlaceSearchBox } from '#web/features/places';
import { newId, type Option } from '#shared/domain/itinerary';
import { isValidCoordinates } from '#shared/domain/geo';
import { PLACES_MESSAGES } from '#shared/domain/places';
import type { CustomActivity, PlaceResult } from '#shared/contracts/places';

/** A search result as an activity option of a slot (spec §3 Option). */
export function optionFromPlace(p: PlaceResult): Option {
  return {
    id: newId(),
    name: p.name,
    description: p.description || undefined,
    image: p.image ?? undefined,
    rating: p.rating ?? undefined,
    reviews: p.reviews ?? undefined,
    cost: p.costEur ?? 0,
    address: p.address || undefined,
    coordinates: p.coordinates ?? undefined,
    hasValidCoordinates: isValidCoordinates(p.coordinates),
    phone: p.phone ?? undefined,
    website: p.website ?? undefined,
    openingHours: p.openingHours.length ? p.openingHours : undefined,
    types: p.types.length ? p.types : undefined,
    priceLevel: p.priceLevel ?? undefined,
    // The place it came from and what it asks of visitors: the plan checker finds repeats and age limits by them.
    placeId: p.id,
    minAge: p.minAge,
    dressCode: p.dressCode,
  };
}

/** A custom activity as an option: its price becomes the cost (EUR). */
export function optionFromCustom(a: CustomActivity): Option {
  return {
    id: newId(),
    name: a.title,
    description: a.description || undefined,
    address: a.address,
    cost: a.price,
    coordinates: a.coordinates ?? undefined,
    hasValidCoordinates: isValidCoordinates(a.coordinates),
  };
}

function CustomActivityForm({ onCreated }: { onCreated: (option: Option) => void }) {
  const id = useId();
  const [title, setTitle] = useState('');
  const [address, setAddress] = useState('');
  const [description, setDescription] = useState('');
  const [price, setPrice] = useState('');
  const [currency, setCurrency] = useState<'EUR' | 'USD' | 'GBP'>('EUR');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per activity being created, reused if it is sent again (ADR 022).
  const [actionKey, setActionKey] = useState(newIdempotencyKey);
  // Text typed and not yet added: leaving or reloading the page asks first (issue 21: a reload
  // mid-typing lost it without a word).
  useLeaveWarning(!busy && [title, address, description, price].some((v) => v.trim() !== ''));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!title.trim() || !address.trim()) {
      setError(PLACES_MESSAGES.customActivityRequired);
      return;
    }
    setError(null);
    setBusy(true);
    let created: CustomActivity;
    try {
      created = await postOnce<CustomActivity>('/api/custom-activities', { title, address, description, price, currency }, actionKey);
      setActionKey(newIdempotencyKey());
    } catch (err) {
      setError(`${PLACES_MESSAGES.saveActivityFailedPrefix}${errorMessage(err)}`);
      setBusy(false);
      return;
    }
    try {
      onCreated(optionFromCustom(created));
      setTitle('');
      setAddress('');
      setDescription('');
      setPrice('');
    } catch (err) {
      setError(`Activity saved but failed to add to trip: ${errorMessage(err)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3">
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <Field htmlFor={`${id}-title`} label="Title" required>
        <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} />
      </Field>
      <Field htmlFor={`${id}-address`} label="Address" required>
        <Input value={address} onChange={(e) => setAddress(e.target.value)} maxLength={500} />
      </Field>
      <Field htmlFor={`${id}-description`} label="Description">
        <Textarea rows={2} value={description} onChange={(e) => setDescription(e.target.value)} />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field htmlFor={`${id}-price`} label="Price">
          <Input type="number" min={0} step={0.01} value={price} onChange={(e) => setPrice(e.target.value)} />
        </Field>
        <Field htmlFor={`${id}-currency`} label="Currency">
          <Select value={currency} onChange={(e) => setCurrency(e.target.value as 'EUR' | 'USD' | 'GBP')}>
            <option value="EUR">EUR</option>
            <option value="USD">USD</option>
            <option value="GBP">GBP</option>
          </Select>
        </Field>
      </div>
      <Button type="submit" loading={busy} className="self-start">
        Create and add
      </Button>
    </form>
  );
}

/** The 'Search Activities' panel (spec §2): find a place and add it to a slot, or create a custom activity. */
export function SearchActivitiesPanel({
  open,
  onOpenChange,
  slotLabel,
  near,
  onAdd,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  slotLabel: string;
  near: { lat: number; lng: number } | null;
  onAdd: (option: Option) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>Search Activities</DialogTitle>
          <DialogDescription>Add an activity to {slotLabel}.</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-8">
          <section aria-label="Search places">
            <PlaceSearchBox
              label="Search places"
              showLabel
              placeholder="Museum, restaurant, garden…"
              location={near}
              autoFocus
              onSelect={(place) => {
                onAdd(optionFromPlace(place));
                toast.success(`${place.name} added`);
              }}
            />
          </section>
          <section aria-labelledby="custom-activity-title" className="border-t border-border pt-6">
            <h3 id="custom-activity-title" className="mb-3 font-display text-xl font-semibold text-foreground">
              Create a custom activity
            </h3>
            <CustomActivityForm
              onCreated={(option) => {
                onAdd(option);
                toast.success(`${option.name} added`);
              }}
            />
          </section>
        </div>
      </DialogContent>
    </Dialog>
  );
}
