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
      description="Authorise an e-mail address. The person then creates their account on the sign-in page with this address and receives the role you choose."
    >
      {open ? <AddUserForm onDone={() => onOpenChange(false)} /> : null}
    </DialogFrame>
  );
}

function AddUserForm({ onDone }: { onDone: () => void }) {
  const { invite } = useTeamMutations();
  const {
    register,
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
    toast.success('User added', { description: `${row.email} can now create their account on the sign-in page.` });
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
      <Field label="Role" htmlFor="add-user-role" error={errors.role?.message}>
        <Select {...register('role')}>
          <SelectOptions options={roleOptions()} />
        </Select>
      </Field>
      <Checkbox
        id="add-user-approved"
        label="Approved"
        description="Approved team members can sign in to the backoffice as soon as their account exists."
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
