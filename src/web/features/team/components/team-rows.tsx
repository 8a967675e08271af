import { KeyRound, Pencil, Trash2 } from 'lucide-react';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { Skeleton, SkeletonLines } from '#web/components/ui/skeleton';
import { cn } from '#web/lib/cn';
import { formatDate, formatDateTime } from '#shared/domain/dates';
import type { TeamRow } from '#shared/contracts/team';
import type { Actor } from '#shared/permissions';
import { roleTone, rowActionBlocked, type RowAction } from './team-format';

/** The rows of Team Rights: a table from 640 px, cards below; each row's actions, disabled with the reason when blocked. */

export type RowsProps = { rows: TeamRow[]; actor: Actor; onAction: (kind: RowAction, row: TeamRow) => void };

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

export function TeamTable({ rows, actor, onAction }: RowsProps) {
  return (
    <Card className="overflow-x-auto">
      <table className="w-full min-w-[600px] border-collapse text-left text-sm">
        <caption className="sr-only">Users and invited e-mails</caption>
        <thead>
          <tr className="border-b border-border bg-surface-muted/60 text-xs tracking-wider text-muted uppercase">
            {['Name', 'Role', 'Approval', 'Account'].map((heading, i) => (
              <th key={heading} scope="col" className={cn(i === 0 ? 'px-5' : 'px-3', 'py-3 font-medium')}>
                {heading}
              </th>
            ))}
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

export function TeamCards({ rows, actor, onAction }: RowsProps) {
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

export function TeamSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Loading users...</span>
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="flex items-center gap-3 rounded-lg border border-border bg-surface p-4">
          <Skeleton className="size-9 rounded-full" />
          <SkeletonLines lines={['h-4 w-48', 'h-3 w-64 max-w-full']} className="flex-1 gap-2" />
          <Skeleton className="hidden h-6 w-24 rounded-full sm:block" />
        </div>
      ))}
    </div>
  );
}
