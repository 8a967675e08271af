import { useState } from 'react';
import { EmailInput } from './email-input';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '#web/components/ui/button';
import { Field, Input } from '#web/components/ui/input';
import { signUp } from '#web/features/auth/api';
import type { SignUpResponse } from '#shared/contracts/auth';
import { PASSWORD_MIN_LENGTH } from '#shared/domain/constants';
import { AuthAlert } from './auth-alert';
import { PasswordInput } from './password-input';
import { SignUpForm as Schema, type SignUpFormValues } from './schemas';
import { useServerForm } from '#web/lib/server-form';

type Output = { fullName: string; email: string; password: string; confirmPassword: string };
const FIELDS = ['fullName', 'email', 'password', 'confirmPassword'] as const;

/** Client sign-up (spec §5: full name required, password rules; e-mail trimmed and lowercased). */
export function SignUpForm({ onSignedUp }: { onSignedUp: (res: SignUpResponse) => void }) {
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    submit,
    formError,
    formState: { errors, isSubmitting },
  } = useServerForm<SignUpFormValues, Output>({
    resolver: zodResolver(Schema),
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' },
    fields: FIELDS,
  });

  const onSubmit = submit(async (values) => {
    const res = await signUp(values);
    setLeaving(true);
    onSignedUp(res);
  });

  const busy = isSubmitting || leaving;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="Create account">
      {formError ? <AuthAlert>{formError}</AuthAlert> : null}
      <Field label="Full name" htmlFor="signup-full-name" error={errors.fullName?.message} required>
        <Input autoComplete="name" autoCapitalize="words" required {...register('fullName')} />
      </Field>
      <Field label="Email" htmlFor="signup-email" error={errors.email?.message} required>
        <EmailInput {...register('email')} />
      </Field>
      <Field
        label="Password"
        htmlFor="signup-password"
        error={errors.password?.message}
        hint={errors.password ? undefined : `At least ${PASSWORD_MIN_LENGTH} characters.`}
        required
      >
        <PasswordInput autoComplete="new-password" required {...register('password')} />
      </Field>
      <Field label="Confirm password" htmlFor="signup-confirm-password" error={errors.confirmPassword?.message} required>
        <PasswordInput autoComplete="new-password" required {...register('confirmPassword')} />
      </Field>
      <Button type="submit" size="lg" loading={busy} className="mt-1 w-full">
        {busy ? 'Creating your account...' : 'Create account'}
      </Button>
    </form>
  );
}
