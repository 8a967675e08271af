import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { UserPlus } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { DialogFooter, DialogFrame } from '#web/components/ui/dialog';
import { Checkbox, Field, FieldError, Input, Select, SelectOptions } from '#web/components/ui/input';
import { toast } from '#web/components/ui/toaster';
import { useServerForm } from '#web/lib/server-form';
import { InviteBody, NOT_AUTHENTICATED } from '#shared/contracts/team';
import { useTeamMutations } from '#web/features/team/api';
import { roleAccess } from '#shared/permissions';
import { roleOptions } from './team-format';

type Values = z.input<typeof InviteBody>;
type Output = z.output<typeof InviteBody>;

/** 'Add User' (spec §5): an e-mail, a role (default Team Member) and approval (default on). */
export function AddUserDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title="Add User"
      description="Authorise an e-mail address. The person receives an invitation to choose their password, with the role you choose and where they sign in."
    >
      {open ? <AddUserForm onDone={() => onOpenChange(false)} /> : null}
    </DialogFrame>
  );
}

function AddUserForm({ onDone }: { onDone: () => void }) {
  const { invite } = useTeamMutations();
  const {
    register,
    watch,
    submit,
    formError,
    formState: { errors, isSubmitting },
  } = useServerForm<Values, Output>({
    resolver: zodResolver(InviteBody),
    defaultValues: { email: '', role: 'team', approved: true },
    fields: ['email', 'role'],
    serverErrors: { unauthenticated: NOT_AUTHENTICATED, fallback: 'Failed to add user' },
  });

  const onSubmit = submit(async (values) => {
    const row = await invite.mutateAsync(values);
    toast.success('User added', { description: `${row.email} has been sent an invitation. ${roleAccess(row.role)}` });
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {formError ? <FieldError>{formError}</FieldError> : null}
      <Field label="Email" htmlFor="add-user-email" error={errors.email?.message} required>
        <Input
          type="email"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder="name@example.com"
          autoFocus
          required
          {...register('email')}
        />
      </Field>
      <Field label="Role" htmlFor="add-user-role" error={errors.role?.message} hint={roleAccess(watch('role'))}>
        <Select {...register('role')}>
          <SelectOptions options={roleOptions()} />
        </Select>
      </Field>
      <Checkbox
        id="add-user-approved"
        label="Approved"
        description="Approved people can sign in as soon as their account exists; the e-mail tells them where."
        {...register('approved')}
      />
      <DialogFooter className="mt-3">
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          <UserPlus aria-hidden /> Add User
        </Button>
      </DialogFooter>
    </form>
  );
}
