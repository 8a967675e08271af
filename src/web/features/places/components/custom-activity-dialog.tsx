import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { MapPinCheck, MapPinned, Save } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { DialogFooter, DialogFrame } from '#web/components/ui/dialog';
import { Field, Input, Select, Textarea } from '#web/components/ui/input';
import { toast } from '#web/components/ui/toaster';
import { ApiError, newIdempotencyKey } from '#web/lib/api';
import { useLeaveWarning } from '#web/lib/use-leave-warning';
import { applyServerError, errorMessage, isStale } from '#web/lib/errors';
import { CURRENCIES, PRICE_STEP } from '#shared/domain/constants';
import {
  CUSTOM_ACTIVITY_ADDRESS_MAX,
  CUSTOM_ACTIVITY_DESCRIPTION_MAX,
  CUSTOM_ACTIVITY_PRICE_LIMIT,
  CUSTOM_ACTIVITY_TITLE_MAX,
  PLACES_MESSAGES,
  parseActivityPrice,
  saveActivityFailedMessage,
} from '#shared/domain/places';
import type { CustomActivity, LatLng } from '#shared/contracts/places';
import { useCreateCustomActivity, useUpdateCustomActivity } from '#web/features/places/api/custom-activities';
import { PlaceSearchBox } from './place-search-box';

/** The form as typed; the price stays text until it is read (spec §5: invalid becomes 0). */
const ActivityForm = z.object({
  title: z.string().trim().min(1, PLACES_MESSAGES.customActivityRequired).max(CUSTOM_ACTIVITY_TITLE_MAX, `Please keep the title under ${CUSTOM_ACTIVITY_TITLE_MAX} characters`),
  description: z.string().trim().max(CUSTOM_ACTIVITY_DESCRIPTION_MAX, `Please keep the description under ${CUSTOM_ACTIVITY_DESCRIPTION_MAX} characters`),
  address: z.string().trim().min(1, PLACES_MESSAGES.customActivityRequired).max(CUSTOM_ACTIVITY_ADDRESS_MAX, `Please keep the address under ${CUSTOM_ACTIVITY_ADDRESS_MAX} characters`),
  price: z.string().refine((v) => parseActivityPrice(v) <= CUSTOM_ACTIVITY_PRICE_LIMIT, PLACES_MESSAGES.priceTooHigh),
  currency: z.enum(CURRENCIES, { error: PLACES_MESSAGES.unknownCurrency }),
});
type ActivityValues = z.infer<typeof ActivityForm>;
const FIELDS = ['title', 'description', 'address', 'price', 'currency'] as const;

/** Where the address was found: its point and place, or nothing when typed by hand. */
interface Located {
  coordinates: LatLng | null;
  placeId: string | null;
}

function valuesOf(activity: CustomActivity | null): ActivityValues {
  return {
    title: activity?.title ?? '',
    description: activity?.description ?? '',
    address: activity?.address ?? '',
    price: activity ? String(activity.price) : '',
    currency: activity?.currency ?? 'EUR',
  };
}

/**
 * Add or edit one of the agency's activities (spec §5 custom activity): title and address
 * required, the address found through the geocode search (its point kept for the map), price
 * and currency (EUR, USD or GBP). An edit names the version shown: when someone changed the
 * activity since, the server's message is shown and the list reloads, keeping what was typed.
 */
export function CustomActivityDialog({
  open,
  onOpenChange,
  activity,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The activity to edit (as the list shows it now), or null to add one. */
  activity: CustomActivity | null;
}) {
  return (
    // Escape in the address box closes its suggestions (the layer above) first, then the dialog.
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={activity ? 'Edit activity' : 'New activity'}
      description="An experience of the agency’s own, offered beside the catalogue when trips are planned. Find the address to place it on the map."
    >
      {open ? <ActivityFormBody key={activity?.id ?? 'new'} activity={activity} onDone={() => onOpenChange(false)} /> : null}
    </DialogFrame>
  );
}

function ActivityFormBody({ activity, onDone }: { activity: CustomActivity | null; onDone: () => void }) {
  const create = useCreateCustomActivity();
  // One key while this dialog is open: a second click or a retry adds one activity (ADR 022).
  const [actionKey] = useState(newIdempotencyKey);
  const update = useUpdateCustomActivity();
  const [located, setLocated] = useState<Located>({ coordinates: activity?.coordinates ?? null, placeId: activity?.placeId ?? null });
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    setError,
    setFocus,
    formState: { errors, isSubmitting, isSubmitted, isDirty },
  } = useForm<ActivityValues>({ resolver: zodResolver(ActivityForm), defaultValues: valuesOf(activity) });
  // Typed and not yet saved: leaving or reloading the page asks first (issue 21).
  useLeaveWarning(isDirty && !isSubmitting);
  const address = watch('address');

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const body = { ...values, price: values.price, coordinates: located.coordinates, placeId: located.placeId };
    try {
      if (activity) await update.mutateAsync({ id: activity.id, version: activity.version, ...body });
      else await create.mutateAsync({ ...body, key: actionKey });
      toast.success(activity ? 'Activity saved' : 'Activity added', { description: values.title });
      onDone();
    } catch (err) {
      // A stale edit has been told and reloaded (useVersionedMutation): the text stays for another try.
      if (isStale(err)) return;
      const message = applyServerError(err, FIELDS, setError, setFocus, { unauthenticated: PLACES_MESSAGES.signInToCreateActivity });
      if (message) {
        setFormError(saveActivityFailedMessage(message));
        if (!(err instanceof ApiError)) toast.error(saveActivityFailedMessage(errorMessage(err)));
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <Field label="Title" htmlFor="activity-title" error={errors.title?.message} required>
        <Input autoComplete="off" autoFocus required placeholder="Private tasting at a family enoteca" {...register('title')} />
      </Field>
      <Field label="Description" htmlFor="activity-description" error={errors.description?.message} hint="What the client will live, in two or three sentences.">
        <Textarea rows={3} {...register('description')} />
      </Field>
      <Field
        label="Address"
        htmlFor="activity-address"
        error={errors.address?.message}
        required
        hint={
          located.coordinates ? (
            <span className="inline-flex items-center gap-1.5 text-success">
              <MapPinCheck aria-hidden className="size-4" /> On the map at {located.coordinates.lat.toFixed(4)}, {located.coordinates.lng.toFixed(4)}
            </span>
          ) : (
            <span className="inline-flex items-center gap-1.5">
              <MapPinned aria-hidden className="size-4" /> Choose a suggestion to place it on the map.
            </span>
          )
        }
      >
        <PlaceSearchBox
          mode="geocode"
          name="address"
          value={address}
          placeholder="Search an address, a place or a town"
          onTextChange={(text) => {
            setValue('address', text, { shouldDirty: true, shouldValidate: isSubmitted });
            setLocated({ coordinates: null, placeId: null });
          }}
          onSelect={(result) => {
            setValue('address', result.formatted_address, { shouldDirty: true, shouldValidate: isSubmitted });
            setLocated({ coordinates: result.location, placeId: result.placeId });
          }}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-[1fr_10rem]">
        <Field label="Price per person" htmlFor="activity-price" error={errors.price?.message} hint="Leave empty when it is included.">
          <Input type="number" inputMode="decimal" min={0} step={PRICE_STEP} placeholder="0.00" {...register('price')} />
        </Field>
        <Field label="Currency" htmlFor="activity-currency" error={errors.currency?.message}>
          <Select {...register('currency')}>
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {formError ? (
        <p role="alert" className="rounded-md bg-danger-soft px-4 py-3 text-sm text-danger">
          {formError}
        </p>
      ) : null}
      <DialogFooter className="mt-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          <Save aria-hidden /> {activity ? 'Save activity' : 'Add activity'}
        </Button>
      </DialogFooter>
    </form>
  );
}
