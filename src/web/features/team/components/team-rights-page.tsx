import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { KeyRound, Pencil, Search, Trash2, UserPlus, Users } from 'lucide-react';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { ConfirmDialog, TypeToConfirmDialog } from '#web/components/ui/dialog';
import { EmptyState } from '#web/components/ui/empty-state';
import { ErrorState } from '#web/components/ui/error-state';
import { Input, Select } from '#web/components/ui/input';
import { PageHeader } from '#web/components/ui/page-header';
import { Skeleton } from '#web/components/ui/skeleton';
import { toast } from '#web/components/ui/toaster';
import { ApiError } from '#web/lib/api';
import { cn } from '#web/lib/cn';
import { DELETE_USER_FAILED, NOT_AUTHENTICATED, type TeamRow } from '#shared/contracts/team';
import { roleLabel, type Actor } from '#shared/permissions';
import { useTeam, useTeamMutations } from '#web/features/team/api';
import { AddUserDialog } from './add-user-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { formatDate, formatDateTime, roleTone, rowActionBlocked, type RowAction } from './team-format';
import { useMediaQuery } from './use-media-query';

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
        action={
          <Button onClick={() => setDialog({ kind: 'add' })}>
            <UserPlus aria-hidden /> Add User
          </Button>
        }
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
        actions={
          <Button onClick={() => setDialog({ kind: 'add' })}>
            <UserPlus aria-hidden /> Add User
          </Button>
        }
      />
      {body}

      <AddUserDialog open={dialog?.kind === 'add'} onOpenChange={(o) => (o ? undefined : close())} />
      <EditUserDialog row={dialog?.kind === 'edit' ? dialog.row : null} onClose={close} />
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

/* ------------------------------------------------------------------ Rows */

type RowsProps = { rows: TeamRow[]; actor: Actor; onAction: (kind: RowAction, row: TeamRow) => void };

function Person({ row, actor }: { row: TeamRow; actor: Actor }) {
  const initials = (row.fullName || row.email)
    .split(/[\s.@_-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span
        aria-hidden
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-full font-display text-base font-semibold',
          row.hasAccount ? 'bg-accent-soft text-accent' : 'border border-dashed border-border-strong text-muted',
        )}
      >
        {initials}
      </span>
      <div className="min-w-0">
        <p className="flex items-center gap-2 truncate font-medium text-foreground">
          <span className="truncate">{row.fullName || row.email}</span>
          {row.hasAccount && row.id === actor.id ? <Badge tone="neutral">You</Badge> : null}
        </p>
        <p className="truncate text-sm text-muted" title={row.email}>
          {row.email}
        </p>
      </div>
    </div>
  );
}

function RoleBadge({ row }: { row: TeamRow }) {
  return <Badge tone={roleTone(row.role)}>{row.roleLabel}</Badge>;
}

function ApprovalBadge({ row }: { row: TeamRow }) {
  return <Badge tone={row.approved ? 'green' : 'amber'}>{row.approved ? 'Approved' : 'Pending'}</Badge>;
}

/** Has account + last sign-in, or the pending invitation and when it was made. */
function AccountCell({ row }: { row: TeamRow }) {
  return row.hasAccount ? (
    <div className="flex flex-col gap-0.5">
      <span className="text-foreground">Has account</span>
      <span className="text-xs text-muted">{row.lastSignInAt ? `Last sign-in ${formatDateTime(row.lastSignInAt)}` : 'Never signed in'}</span>
    </div>
  ) : (
    <div className="flex flex-col items-start gap-1 whitespace-nowrap">
      <Badge tone="gold">Pending invite</Badge>
      <span className="text-xs text-muted">Invited {formatDate(row.createdAt)}</span>
    </div>
  );
}

/** One action button; when blocked it stays visible, disabled, with the reason as its tooltip. */
function ActionButton({
  row,
  actor,
  action,
  onAction,
  compact,
}: {
  row: TeamRow;
  actor: Actor;
  action: RowAction;
  onAction: RowsProps['onAction'];
  compact?: boolean;
}) {
  if (action === 'reset' && !row.hasAccount) return null; // a reset is offered only to users with accounts (spec §6)
  const blocked = rowActionBlocked(actor, row, action);
  const meta = {
    edit: { label: 'Edit', icon: <Pencil aria-hidden /> },
    reset: { label: 'Reset Password', icon: <KeyRound aria-hidden /> },
    delete: { label: 'Delete', icon: <Trash2 aria-hidden /> },
  }[action];
  const button = (
    <Button
      variant="ghost"
      size="sm"
      disabled={!!blocked}
      onClick={() => onAction(action, row)}
      aria-label={`${meta.label} ${row.email}`}
      title={compact && !blocked ? meta.label : undefined}
      className={cn(action === 'delete' && 'text-danger hover:bg-danger-soft', compact && 'max-xl:size-8 max-xl:px-0')}
    >
      {meta.icon}
      <span aria-hidden className={compact ? 'max-xl:sr-only' : undefined}>
        {meta.label}
      </span>
    </Button>
  );
  // Disabled buttons get no pointer events: the wrapper carries the tooltip.
  return blocked ? (
    <span title={blocked} tabIndex={0} className="inline-flex rounded-md focus-visible:outline-2 focus-visible:outline-ring">
      {button}
    </span>
  ) : (
    button
  );
}

function Actions({
  row,
  actor,
  onAction,
  className,
  compact,
}: {
  row: TeamRow;
  actor: Actor;
  onAction: RowsProps['onAction'];
  className?: string;
  /** Icon-only buttons below 1280 px (the table); labels always in the cards. */
  compact?: boolean;
}) {
  return (
    <div className={cn('flex items-center gap-1', compact ? 'flex-nowrap' : 'flex-wrap', className)}>
      <ActionButton row={row} actor={actor} action="edit" onAction={onAction} compact={compact} />
      <ActionButton row={row} actor={actor} action="reset" onAction={onAction} compact={compact} />
      <ActionButton row={row} actor={actor} action="delete" onAction={onAction} compact={compact} />
    </div>
  );
}

function TeamTable({ rows, actor, onAction }: RowsProps) {
  return (
    <Card className="overflow-x-auto">
      <table className="w-full min-w-[600px] border-collapse text-left text-sm">
        <caption className="sr-only">Users and invited e-mails</caption>
        <thead>
          <tr className="border-b border-border bg-surface-muted/60 text-xs tracking-wider text-muted uppercase">
            <th scope="col" className="px-5 py-3 font-medium">
              Name
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              Role
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              Approval
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              Account
            </th>
            <th scope="col" className="px-5 py-3 text-right font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-border last:border-b-0 hover:bg-surface-muted/40">
              <td className="max-w-56 px-5 py-4 lg:max-w-72 xl:max-w-80">
                <Person row={row} actor={actor} />
              </td>
              <td className="px-3 py-4">
                <RoleBadge row={row} />
              </td>
              <td className="px-3 py-4">
                <ApprovalBadge row={row} />
              </td>
              <td className="px-3 py-4">
                <AccountCell row={row} />
              </td>
              <td className="px-5 py-4">
                <Actions row={row} actor={actor} onAction={onAction} className="justify-end" compact />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function TeamCards({ rows, actor, onAction }: RowsProps) {
  return (
    <ul className="flex flex-col gap-3" aria-label="Users and invited e-mails">
      {rows.map((row) => (
        <li key={row.id}>
          <Card className="flex flex-col gap-3 p-4">
            <Person row={row} actor={actor} />
            <div className="flex flex-wrap items-center gap-1.5">
              <RoleBadge row={row} />
              <ApprovalBadge row={row} />
              {row.hasAccount ? null : <Badge tone="gold">Pending invite</Badge>}
            </div>
            <p className="text-sm text-muted">
              {row.hasAccount
                ? row.lastSignInAt
                  ? `Last sign-in ${formatDateTime(row.lastSignInAt)}`
                  : 'Never signed in'
                : `Invited ${formatDate(row.createdAt)}`}
            </p>
            <Actions row={row} actor={actor} onAction={onAction} className="-mx-2 border-t border-border pt-2" />
          </Card>
        </li>
      ))}
    </ul>
  );
}

function TeamSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Loading users...</span>
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="flex items-center gap-3 rounded-lg border border-border bg-surface p-4">
          <Skeleton className="size-9 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-48" />
            <Skeleton className="h-3 w-64 max-w-full" />
          </div>
          <Skeleton className="hidden h-6 w-24 rounded-full sm:block" />
        </div>
      ))}
    </div>
  );
}
