import { useId, useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#web/components/ui/dialog';
import { Field, Input } from '#web/components/ui/input';
import { toast } from '#web/components/ui/toaster';
import { ApiError } from '#web/lib/api';
import { PASSWORD_TOO_SHORT, PASSWORDS_DO_NOT_MATCH } from '#shared/contracts/auth';
import { PASSWORD_MIN_LENGTH } from '#shared/domain/constants';
import { useChangePassword } from '#web/features/workspace/api/account';

export const PASSWORD_CHANGE_FAILED = 'Failed to change password';

/** What is wrong with the two new passwords, in the spec's words (§5), or null. */
export function newPasswordError(password: string, confirm: string): { field: 'password' | 'confirmPassword'; message: string } | null {
  if (password.length < PASSWORD_MIN_LENGTH) return { field: 'password', message: PASSWORD_TOO_SHORT };
  if (password !== confirm) return { field: 'confirmPassword', message: PASSWORDS_DO_NOT_MATCH };
  return null;
}

function PasswordForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    const next: Record<string, string> = {};
    if (!current) next.currentPassword = 'Please enter your current password';
    const problem = newPasswordError(password, confirm);
    if (problem) next[problem.field] = problem.message;
    setErrors(next);
    if (Object.keys(next).length) return;
    try {
      await change.mutateAsync({ currentPassword: current, password, confirmPassword: confirm });
      toast.success('Password changed successfully');
      onDone();
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length) setErrors(err.fields);
      // The server's message when it gives one, else the spec's (§8 Password).
      setFormError(err instanceof ApiError && err.status > 0 && err.message ? err.message : PASSWORD_CHANGE_FAILED);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      {formError ? (
        <p role="alert" className="rounded-md border border-danger/30 bg-danger/5 px-3 py-2 text-sm text-danger">
          {formError}
        </p>
      ) : null}
      <Field htmlFor={`${id}-current`} label="Current password" error={errors.currentPassword}>
        <Input type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
      </Field>
      <Field htmlFor={`${id}-new`} label="New password" hint="At least 6 characters" error={errors.password}>
        <Input type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
      <Field htmlFor={`${id}-confirm`} label="Confirm new password" error={errors.confirmPassword}>
        <Input type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
      </Field>
      <DialogFooter className="mt-4">
        <Button type="button" variant="secondary" onClick={onDone} disabled={change.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={change.isPending}>
          Change password
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The change-password dialog (spec §2, §5, §8 Password). */
export function ChangePasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>Change password</DialogTitle>
          <DialogDescription>Choose a new password of at least 6 characters.</DialogDescription>
        </DialogHeader>
        {open ? <PasswordForm onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
