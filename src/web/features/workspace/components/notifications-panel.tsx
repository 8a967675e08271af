import { Bell, CheckCheck, Trash2 } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '#web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#web/components/ui/dialog';
import { EmptyState } from '#web/components/ui/empty-state';
import { ErrorState } from '#web/components/ui/error-state';
import { SkeletonText } from '#web/components/ui/skeleton';
import { cn } from '#web/lib/cn';
import { errorMessage } from '#web/lib/errors';
import { formatDateTime } from '#shared/domain/dates';
import type { NotificationItem } from '#shared/contracts/notifications';
import { dayAddress } from '#web/features/workspace/api/workspace-params';
import { useDeleteNotification, useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from '#web/features/workspace/api/notifications';

const TYPE_LABELS: Record<NotificationItem['type'], string> = {
  activity_created: 'New activity',
  activity_updated: 'Activity updated',
  activity_validated: 'Activity confirmed',
  activity_removed: 'Activity removed',
  proposal_sent: 'Trip updated',
  proposal_approved: 'Itinerary approved',
  changes_requested: 'Changes requested',
};

function NotificationRow({ n, onOpen }: { n: NotificationItem; onOpen: () => void }) {
  const read = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  return (
    <li
      className={cn(
        'group flex gap-3 rounded-lg border p-4 transition-colors',
        n.isRead ? 'border-border bg-surface' : 'border-accent-decor/50 bg-accent-soft/40',
      )}
    >
      <span aria-hidden className={cn('mt-1.5 size-2 shrink-0 rounded-full', n.isRead ? 'bg-transparent' : 'bg-accent')} />
      <button
        type="button"
        className="flex min-w-0 flex-1 flex-col gap-1 text-left"
        onClick={() => (n.isRead ? undefined : read.mutate(n.id))}
        aria-label={n.isRead ? undefined : `${n.title}: mark as read`}
      >
        <span className="text-xs tracking-wide text-accent uppercase">{TYPE_LABELS[n.type]}</span>
        <span className="font-medium text-foreground">{n.title}</span>
        <span className="text-sm text-muted">{n.message}</span>
        <span className="text-xs text-muted">
          {n.trip ? `${n.trip.tripName} · ${n.trip.destination} · #${n.trip.friendlyId}` : null}
          {n.dayNumber ? ` · Day ${n.dayNumber}` : null}
          {' · '}
          {formatDateTime(n.createdAt)}
        </span>
      </button>
      {n.trip ? (
        <Link
          to={dayAddress(pathname.startsWith('/backoffice/') ? pathname : '/account', search, n.trip.id, n.dayNumber)}
          className={buttonClasses('secondary', 'sm', 'shrink-0 self-start')}
          aria-label={n.dayNumber ? `Open day ${n.dayNumber} of ${n.trip.tripName}` : `Open ${n.trip.tripName}`}
          onClick={() => {
            if (!n.isRead) read.mutate(n.id);
            onOpen();
          }}
        >
          {n.dayNumber ? `Day ${n.dayNumber}` : 'Open'}
        </Link>
      ) : null}
      <Button variant="ghost" size="icon" aria-label={`Delete notification ${n.title}`} onClick={() => remove.mutate(n.id)} className="shrink-0 self-start">
        <Trash2 aria-hidden />
      </Button>
    </li>
  );
}

/** The notifications panel (spec §2, §3, §4): the latest 50, mark one or all read, delete. */
export function NotificationsPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const query = useNotifications(open);
  const readAll = useMarkAllNotificationsRead();
  const unread = query.data?.unreadCount ?? 0;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>Notifications</DialogTitle>
          <DialogDescription>{unread > 0 ? `${unread} unread` : 'You are all caught up.'}</DialogDescription>
        </DialogHeader>
        {unread > 0 ? (
          <div className="-mt-2 mb-4 flex justify-end">
            <Button variant="secondary" size="sm" onClick={() => readAll.mutate()} loading={readAll.isPending}>
              <CheckCheck aria-hidden /> Mark all as read
            </Button>
          </div>
        ) : null}
        {query.isPending ? (
          <SkeletonText lines={6} />
        ) : query.isError ? (
          <ErrorState title="Unable to load notifications" message={errorMessage(query.error)} />
        ) : query.data.items.length === 0 ? (
          <EmptyState icon={<Bell />} title="No notifications" description="When your travel specialist adds or changes an activity, you will see it here." />
        ) : (
          <ul className="flex flex-col gap-2" aria-label="Notifications">
            {query.data.items.map((n) => (
              <NotificationRow key={n.id} n={n} onOpen={() => onOpenChange(false)} />
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
