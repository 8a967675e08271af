import type { ReactNode } from 'react';
import { EmailInput } from './email-input';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { Field } from '#web/components/ui/input';
import { rememberResetArea, requestPasswordReset } from '#web/features/auth/api';
import type { LoginArea } from '#shared/contracts/auth';
import { AuthAlert } from './auth-alert';
import { ForgotPasswordForm as Schema, type ForgotPasswordFormValues } from './schemas';
import { useServerForm } from '#web/lib/server-form';

/** Asks for the e-mail and sends the reset link (spec §2 Password screens, §7 Auth). */
export function ForgotPasswordForm({
  area,
  defaultEmail = '',
  onSent,
  secondaryAction,
  idPrefix = 'forgot',
}: {
  area: LoginArea;
  defaultEmail?: string;
  onSent: (email: string) => void;
  /** e.g. a Cancel button in the modal. */
  secondaryAction?: ReactNode;
  idPrefix?: string;
}) {
  const {
    register,
    submit,
    formError,
    formState: { errors, isSubmitting },
  } = useServerForm<ForgotPasswordFormValues, { email: string }>({
    resolver: zodResolver(Schema),
    defaultValues: { email: defaultEmail },
    fields: ['email'],
  });

  const onSubmit = submit(async ({ email }) => {
    await requestPasswordReset({ email, area });
    rememberResetArea(area);
    onSent(email);
  });

  const emailId = `${idPrefix}-email`;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {formError ? <AuthAlert>{formError}</AuthAlert> : null}
      <Field label="Email" htmlFor={emailId} error={errors.email?.message} required>
        <EmailInput {...register('email')} />
      </Field>
      {secondaryAction ? (
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {secondaryAction}
          <Button type="submit" loading={isSubmitting} className="sm:min-w-44">
            {isSubmitting ? 'Sending...' : 'Send reset link'}
          </Button>
        </div>
      ) : (
        <Button type="submit" size="lg" loading={isSubmitting} className="mt-1 w-full">
          {isSubmitting ? 'Sending...' : 'Send reset link'}
        </Button>
      )}
    </form>
  );
}

/** The confirmation after a reset request; the same whether or not the account exists. */
export function CheckYourEmail({ email, heading, children }: { email: string; heading?: ReactNode; children?: ReactNode }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col items-center text-center">
      <div aria-hidden className="flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent">
        <MailCheck className="size-6" />
      </div>
      {heading === undefined ? <h2 className="mt-5 font-display text-3xl text-foreground">Check Your Email</h2> : heading}
      <p className={cn('max-w-sm text-sm leading-relaxed text-muted', heading === null ? 'mt-6' : 'mt-3')}>
        If an account exists for <strong className="font-medium break-all text-foreground">{email}</strong>, we have sent a link
        to choose a new password. The link is valid for one hour and can be used once.
      </p>
      <p className="mt-2 max-w-sm text-xs leading-relaxed text-muted">Nothing in your inbox? Check your spam folder, or ask for a new link in a few minutes.</p>
      {children ? <div className="mt-7 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">{children}</div> : null}
    </div>
  );
}
