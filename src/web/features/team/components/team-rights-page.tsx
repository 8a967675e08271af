import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { Search, UserPlus, Users } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog, TypeToConfirmDialog } from '#web/components/ui/dialog';
import { EmptyState } from '#web/components/ui/empty-state';
import { ErrorState } from '#web/components/ui/error-state';
import { Input, Select } from '#web/components/ui/input';
import { PageHeader } from '#web/components/ui/page-header';
import { toast } from '#web/components/ui/toaster';
import { ApiError } from '#web/lib/api';
import { DELETE_USER_FAILED, NOT_AUTHENTICATED, type TeamRow } from '#shared/contracts/team';
import { roleLabel, type Actor } from '#shared/permissions';
import { useTeam, useTeamMutations } from '#web/features/team/api';
import { AddUserDialog } from './add-user-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { TeamCards, TeamSkeleton, TeamTable } from './team-rows';
import { useMediaQuery } from '#web/lib/use-media-query';

type Dialogs = { kind: 'edit' | 'reset' | 'delete'; row: TeamRow } | { kind: 'add' } | null;

function failure(err: unknown, fallback: string): { title: string; description?: string } {
  if (err instanceof ApiError && err.status === 401) return { title: NOT_AUTHENTICATED };
  const message = err instanceof Error ? err.message : '';
  return message && message !== fallback ? { title: fallback, description: message } : { title: fallback };
}

/** /backoffice/team-invitations (spec §2 Team Rights): users and invited e-mails, their role and approval. */
export function TeamRightsPage({ actor }: { actor: Actor }) {
  const team = useTeam();
  const { deleteUser, deleteInvite } = useTeamMutations();
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [query, setQuery] = useState('');
  const [roleFilter, setRoleFilter] = useState('all');
  const deferredQuery = useDeferredValue(query);
  const wide = useMediaQuery('(min-width: 640px)');

  const rows = team.data?.rows;
  const roles = useMemo(() => [...new Set((rows ?? []).map((r) => r.role))].sort((a, b) => roleLabel(a).localeCompare(roleLabel(b))), [rows]);
  const visible = useMemo(() => {
    const q = deferredQuery.trim().toLowerCase();
    return (rows ?? []).filter((r) => {
      if (roleFilter === 'pending-invites') {
        if (r.hasAccount) return false;
      } else if (roleFilter !== 'all' && r.role !== roleFilter) return false;
      return !q || r.email.toLowerCase().includes(q) || r.fullName.toLowerCase().includes(q);
    });
  }, [rows, deferredQuery, roleFilter]);

  const open = (kind: 'edit' | 'reset' | 'delete', row: TeamRow) => setDialog({ kind, row });
  const close = () => setDialog(null);
  const current = dialog && dialog.kind !== 'add' ? dialog.row : null;
  // The row being edited as the list has it now: after a reload (a 409) its next save names the new version.
  const editing =
    dialog?.kind === 'edit' ? (rows?.find((r) => r.id === dialog.row.id && r.hasAccount === dialog.row.hasAccount) ?? dialog.row) : null;

  async function confirmDelete() {
    if (!current) return;
    try {
      if (current.hasAccount) await deleteUser.mutateAsync(current.id);
      else await deleteInvite.mutateAsync(current.id);
      toast.success(current.hasAccount ? 'User deleted' : 'Invitation removed', { description: current.email });
      close();
    } catch (err) {
      const f = failure(err, current.hasAccount ? DELETE_USER_FAILED : 'Failed to remove invitation');
      toast.error(f.title, f.description ? { description: f.description } : undefined);
    }
  }

  const addUser = (
    <Button onClick={() => setDialog({ kind: 'add' })}>
      <UserPlus aria-hidden /> Add User
    </Button>
  );
  let body: ReactNode;
  if (team.isPending) body = <TeamSkeleton />;
  else if (team.isError)
    body = (
      <ErrorState
        title="Failed to load users"
        message={team.error instanceof ApiError && team.error.status === 401 ? NOT_AUTHENTICATED : team.error.message}
        action={
          <Button variant="secondary" onClick={() => team.refetch()} loading={team.isFetching}>
            Try again
          </Button>
        }
      />
    );
  else if (!rows || rows.length === 0)
    body = (
      <EmptyState
        icon={<Users />}
        title="No users yet"
        description="Add the first member of your team: they create their account with the e-mail you authorise."
        action={addUser}
      />
    );
  else
    body = (
      <>
        <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="relative flex-1">
            <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
            <Input
              type="search"
              aria-label="Search users"
              placeholder="Search by name or e-mail"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              className="pl-9"
            />
          </div>
          <Select aria-label="Filter by role" value={roleFilter} onChange={(e) => setRoleFilter(e.target.value)} wrapperClassName="sm:w-56">
            <option value="all">All roles</option>
            {roles.map((r) => (
              <option key={r} value={r}>
                {roleLabel(r)}
              </option>
            ))}
            <option value="pending-invites">Pending invitations</option>
          </Select>
        </div>
        <p className="mb-3 text-sm text-muted" aria-live="polite">
          {visible.length === rows.length
            ? `${rows.length} ${rows.length === 1 ? 'person' : 'people'}`
            : `${visible.length} of ${rows.length} people`}
        </p>
        {visible.length === 0 ? (
          <EmptyState icon={<Search />} title="No matching users" description="Try another name, e-mail or role." />
        ) : wide ? (
          <TeamTable rows={visible} actor={actor} onAction={open} />
        ) : (
          <TeamCards rows={visible} actor={actor} onAction={open} />
        )}
      </>
    );

  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader
        eyebrow="Backoffice"
        title="Team Rights"
        subtitle="Invite colleagues, choose their role and approve their access."
        actions={addUser}
      />
      {body}

      <AddUserDialog open={dialog?.kind === 'add'} onOpenChange={(o) => (o ? undefined : close())} />
      <EditUserDialog row={editing} onClose={close} />
      <ResetPasswordDialog row={dialog?.kind === 'reset' ? dialog.row : null} onClose={close} />
      <TypeToConfirmDialog
        open={dialog?.kind === 'delete' && dialog.row.hasAccount}
        onOpenChange={(o) => (o ? undefined : close())}
        title="Delete User"
        description={
          current ? (
            <>
              This permanently deletes <span className="font-medium text-foreground">{current.fullName || current.email}</span>{' '}
              ({current.email}): their sign-in, their invitation and their settings. Their trips are kept. This cannot be
              undone.
            </>
          ) : undefined
        }
        confirmLabel="Delete User"
        loading={deleteUser.isPending}
        onConfirm={confirmDelete}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete' && !dialog.row.hasAccount}
        onOpenChange={(o) => (o ? undefined : close())}
        title="Remove invitation"
        description={current ? `${current.email} will no longer be able to sign up with the role ${current.roleLabel}.` : undefined}
        confirmLabel="Remove"
        tone="danger"
        loading={deleteInvite.isPending}
        onConfirm={confirmDelete}
      />
    </main>
  );
}
