import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#web/components/ui/dialog';
import { Checkbox, Field, FieldError, Select } from '#web/components/ui/input';
import { toast } from '#web/components/ui/toaster';
import { ApiError } from '#web/lib/api';
import type { TeamRow, UpdateUserBody } from '#shared/contracts/team';
import { useTeamMutations } from '#web/features/team/api';
import { roleOptions } from './team-format';

/** Edit role and approval (spec §5: Update disabled when neither changed). */
export function EditUserDialog({ row, onClose }: { row: TeamRow | null; onClose: () => void }) {
  return (
    <Dialog open={!!row} onOpenChange={(o) => (o ? undefined : onClose())}>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>Edit User</DialogTitle>
          <DialogDescription>
            {row ? (
              <>
                <span className="font-medium text-foreground">{row.fullName || row.email}</span>
                {row.fullName ? <> · {row.email}</> : null}
                {row.hasAccount ? null : <> · invitation pending: the changes apply when they sign up.</>}
              </>
            ) : null}
          </DialogDescription>
        </DialogHeader>
        {row ? <EditUserForm key={row.id} row={row} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditUserForm({ row, onDone }: { row: TeamRow; onDone: () => void }) {
  const { update, updateInvite } = useTeamMutations();
  const [role, setRole] = useState(row.role);
  const [approved, setApproved] = useState(row.approved);
  const [error, setError] = useState<string | null>(null);
  const changed = role !== row.role || approved !== row.approved;
  const mutation = row.hasAccount ? update : updateInvite;

  async function submit(e: { preventDefault(): void }) {
    e.preventDefault();
    if (!changed) return;
    const body: UpdateUserBody = {
      ...(role !== row.role ? { role } : {}),
      ...(approved !== row.approved ? { approved } : {}),
    };
    setError(null);
    try {
      await mutation.mutateAsync({ id: row.id, body });
      toast.success('User updated', { description: row.email });
      onDone();
    } catch (err) {
      setError(err instanceof ApiError && err.status === 401 ? 'Not authenticated' : err instanceof Error ? err.message : 'Failed to update user');
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <Field label="Role" htmlFor="edit-user-role">
        <Select value={role} onChange={(e) => setRole(e.target.value)}>
          {roleOptions(row.role).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </Field>
      <Checkbox
        id="edit-user-approved"
        label="Approved"
        description={approved ? 'Can sign in to their area.' : 'Pending: sign-in is refused until approved.'}
        checked={approved}
        onChange={(e) => setApproved(e.target.checked)}
      />
      {error ? <FieldError>{error}</FieldError> : null}
      <DialogFooter className="mt-3">
        <Button variant="secondary" onClick={onDone} disabled={mutation.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={!changed} loading={mutation.isPending}>
          Update
        </Button>
      </DialogFooter>
    </form>
  );
}
