import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { z } from 'zod';
import { Button } from '#web/components/ui/button';
import { SectionCard } from '#web/components/ui/section-card';
import { Field, Input } from '#web/components/ui/input';
import { toast } from '#web/components/ui/toaster';
import { useServerForm } from '#web/lib/server-form';
import { FormAlert } from './form-alert';
import { changeOwnPassword } from '#web/features/profile/api';
import { CURRENT_PASSWORD_REQUIRED, NewPasswordBody, PASSWORD_UNCHANGED } from '#shared/contracts/auth';

export const PASSWORD_CHANGED = 'Password changed. Your other devices have been signed out.';

type Values = { currentPassword: string; password: string; confirmPassword: string };
const FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;

/** The same rules as the server (ChangePasswordBody), with the current password required here. */
const Schema = NewPasswordBody.and(z.object({ currentPassword: z.string().min(1, CURRENT_PASSWORD_REQUIRED).max(128) })).refine(
  (v) => v.password !== v.currentPassword,
  { message: PASSWORD_UNCHANGED, path: ['password'] },
);

/**
 * Change password on the profile settings (issue 12): the current password, then the new one
 * twice. The server checks the current one and ends the account's other sessions.
 */
export function ChangePasswordCard({ email }: { email: string }) {
  const {
    register,
    submit: submitWith,
    reset,
    formError,
    formState: { errors, isSubmitting },
  } = useServerForm<Values>({
    resolver: zodResolver(Schema) as never,
    mode: 'onSubmit',
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
    fields: FIELDS,
  });

  const submit = submitWith(async (values) => {
    await changeOwnPassword(values);
    reset();
    toast.success(PASSWORD_CHANGED);
  });

  return (
    <SectionCard title="Password" description="Choose a new password. Your other devices are signed out when it changes.">
      <form onSubmit={submit} noValidate aria-label="Change password" className="flex flex-col gap-5">
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <Field label="Current password" htmlFor="password-current" error={errors.currentPassword?.message} required>
          <Input type="password" autoComplete="current-password" required {...register('currentPassword')} />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="New password" htmlFor="password-new" error={errors.password?.message} required>
            <Input type="password" autoComplete="new-password" required {...register('password')} />
          </Field>
          <Field label="Confirm new password" htmlFor="password-confirm" error={errors.confirmPassword?.message} required>
            <Input type="password" autoComplete="new-password" required {...register('confirmPassword')} />
          </Field>
        </div>
        <FormAlert>{formError}</FormAlert>
        <div className="flex justify-end">
          <Button type="submit" variant="secondary" loading={isSubmitting}>
            {isSubmitting ? null : <KeyRound aria-hidden />}
            {isSubmitting ? 'Changing...' : 'Change Password'}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
