import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { DialogFooter, DialogFrame } from '#web/components/ui/dialog';
import { Checkbox, Field, FieldError, Select } from '#web/components/ui/input';
import { toast } from '#web/components/ui/toaster';
import { ApiError } from '#web/lib/api';
import { isStale } from '#web/lib/errors';
import { useVersionedDraft } from '#web/lib/versioned';
import type { TeamRow } from '#shared/contracts/team';
import { useTeamMutations } from '#web/features/team/api';
import { roleAccess } from '#shared/permissions';
import { roleOptions } from './team-format';

/** Edit role and approval (spec §5: Update disabled when neither changed). */
export function EditUserDialog({ row, onClose }: { row: TeamRow | null; onClose: () => void }) {
  return (
    <DialogFrame
      open={!!row}
      onOpenChange={(o) => (o ? undefined : onClose())}
      size="sm"
      title="Edit User"
      description={
        row ? (
          <>
            <span className="font-medium text-foreground">{row.fullName || row.email}</span>
            {row.fullName ? <> · {row.email}</> : null}
            {row.hasAccount ? null : <> · invitation pending: the changes apply when they sign up.</>}
          </>
        ) : null
      }
    >
      {row ? <EditUserForm key={row.id} row={row} onDone={onClose} /> : null}
    </DialogFrame>
  );
}

/** What the person changed in the dialog; the rest shows the row as the list has it. */
type Choices = { role?: string; approved?: boolean };
const NO_CHOICES: Choices = {};

function EditUserForm({ row, onDone }: { row: TeamRow; onDone: () => void }) {
  const { update, updateInvite } = useTeamMutations();
  // Once the person changes something, the edit stays on the version they started from, so a
  // colleague's change in between meets the 409; after it, their choices go on the reloaded
  // version (ADR 020). Only what they changed is sent: a colleague's other change stands.
  const draft = useVersionedDraft(NO_CHOICES, row.version);
  const role = draft.value.role ?? row.role;
  const approved = draft.value.approved ?? row.approved;
  const [error, setError] = useState<string | null>(null);
  const body = {
    ...(role !== row.role ? { role } : {}),
    ...(approved !== row.approved ? { approved } : {}),
  };
  const changed = Object.keys(body).length > 0;
  const mutation = row.hasAccount ? update : updateInvite;

  async function submit(e: { preventDefault(): void }) {
    e.preventDefault();
    if (!changed) return;
    setError(null);
    try {
      await mutation.mutateAsync({ id: row.id, version: draft.version, ...body });
      draft.saved();
      toast.success('User updated', { description: row.email });
      onDone();
    } catch (err) {
      if (isStale(err)) {
        // Told (toast) and reloaded by useVersionedMutation: the choices stay for another try on the new version.
        draft.stale();
        setError(err.message);
        return;
      }
      setError(err instanceof ApiError && err.status === 401 ? 'Not authenticated' : err instanceof Error ? err.message : 'Failed to update user');
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <Field label="Role" htmlFor="edit-user-role" hint={roleAccess(role)}>
        <Select value={role} onChange={(e) => draft.change({ ...draft.value, role: e.target.value })}>
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
        onChange={(e) => draft.change({ ...draft.value, approved: e.target.checked })}
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
