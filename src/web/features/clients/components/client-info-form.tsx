import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button';
import { Field, Input, Textarea } from '#web/components/ui/input';
import { applyServerError } from '#web/lib/errors';
import { ClientInfoBody, type ClientInfo } from '#shared/contracts/clients';

export type ClientInfoValues = {
  email: string;
  fullName: string;
  phone: string;
  notes: string;
  destination: string;
  startDate: string;
  endDate: string;
};

export const emptyClientInfo: ClientInfoValues = {
  email: '',
  fullName: '',
  phone: '',
  notes: '',
  destination: '',
  startDate: '',
  endDate: '',
};

const FIELDS = Object.keys(emptyClientInfo) as (keyof ClientInfoValues)[];

/**
 * The client information form (spec §2 client-detail; §5 'Email is required').
 * `onSave` throws ApiError; its field errors are shown next to the fields.
 */
export function ClientInfoForm({
  id,
  defaultValues,
  onSave,
  submitLabel = 'Save Client',
  footer,
  autoFocus,
  requireChanges = false,
}: {
  id: string;
  defaultValues: ClientInfoValues;
  onSave: (values: ClientInfo) => Promise<void>;
  submitLabel?: string;
  footer?: (submit: ReactNode) => ReactNode;
  autoFocus?: boolean;
  /** Keep Save disabled until something changed (editing an existing client). */
  requireChanges?: boolean;
}) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    getValues,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ClientInfoValues, unknown, ClientInfo>({
    resolver: zodResolver(ClientInfoBody) as never,
    defaultValues,
  });

  const submit = handleSubmit(async (values) => {
    try {
      const typed = getValues();
      await onSave(values);
      reset(typed);
    } catch (err) {
      // The field errors go next to the fields; the caller has toasted any other failure.
      applyServerError(err, FIELDS, setError, setFocus);
    }
  });

  const button = (
    <Button type="submit" loading={isSubmitting} disabled={requireChanges && !isDirty}>
      <Save aria-hidden /> {submitLabel}
    </Button>
  );

  return (
    <form id={id} onSubmit={submit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Full name" htmlFor={`${id}-name`} error={errors.fullName?.message}>
          <Input autoComplete="off" autoFocus={autoFocus} {...register('fullName')} />
        </Field>
        <Field label="Email" htmlFor={`${id}-email`} error={errors.email?.message} required>
          <Input type="email" inputMode="email" autoComplete="off" spellCheck={false} required {...register('email')} />
        </Field>
        <Field label="Phone" htmlFor={`${id}-phone`} error={errors.phone?.message}>
          <Input type="tel" autoComplete="off" {...register('phone')} />
        </Field>
        <Field label="Destination" htmlFor={`${id}-destination`} error={errors.destination?.message}>
          <Input autoComplete="off" placeholder="Paris, Rome, Italy..." {...register('destination')} />
        </Field>
        <Field label="Start date" htmlFor={`${id}-start`} error={errors.startDate?.message}>
          <Input type="date" {...register('startDate')} />
        </Field>
        <Field label="End date" htmlFor={`${id}-end`} error={errors.endDate?.message}>
          <Input type="date" {...register('endDate')} />
        </Field>
      </div>
      <Field label="Notes" htmlFor={`${id}-notes`} error={errors.notes?.message}>
        <Textarea rows={4} {...register('notes')} />
      </Field>
      {footer ? footer(button) : <div className="flex justify-end">{button}</div>}
    </form>
  );
}
