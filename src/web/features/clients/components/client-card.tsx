import { Link } from 'react-router';
import { CalendarDays, Eye, Hash, MapPin, NotebookPen, Plane } from 'lucide-react';
import { Badge } from '#web/components/ui/badge';
import { buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { Skeleton, SkeletonLines } from '#web/components/ui/skeleton';
import { IconFact } from '#web/components/ui/icon-fact';
import { formatTripNumber } from '#shared/domain/trip-id';
import type { ClientCard as ClientCardData } from '#shared/contracts/clients';
import { formatDate, formatDateRange } from '#shared/domain/dates';
import { paths } from '#web/lib/paths';
import { ResetPasswordButton } from './reset-password-button';

/** One card of the client database (spec §2). */
export function ClientCard({ client }: { client: ClientCardData }) {
  const dates = formatDateRange(client.startDate, client.endDate);
  return (
    <Card className="flex flex-col transition-shadow hover:shadow-md">
      <div className="flex flex-1 flex-col gap-4 p-5 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="truncate font-display text-2xl leading-tight">
              <Link
                to={paths.clientDetail(client.key)}
                className="rounded-sm hover:text-accent focus-visible:outline-2 focus-visible:outline-ring"
              >
                {client.fullName ?? <span className="text-muted italic">No name</span>}
              </Link>
            </h2>
            <p className="truncate text-sm text-muted" title={client.email}>
              {client.email}
            </p>
          </div>
          <Badge tone={client.used ? 'green' : 'gray'}>{client.used ? 'Used' : 'Not used'}</Badge>
        </div>
        <dl className="flex flex-col gap-2">
          <IconFact icon={<Hash />} label="Client ID">
            <span className="text-muted">Client ID</span> {client.friendlyId ?? '—'}
          </IconFact>
          <IconFact icon={<Plane />} label="Trips">
            {client.tripNumbers.length ? (
              <span className="tabular-nums">{client.tripNumbers.map(formatTripNumber).join(', ')}</span>
            ) : (
              <span className="text-muted">No trips yet</span>
            )}
          </IconFact>
          <IconFact icon={<MapPin />} label="Destination">
            {client.destination ?? <span className="text-muted">No destination</span>}
          </IconFact>
          <IconFact icon={<CalendarDays />} label="Dates">
            {dates ?? <span className="text-muted">Flexible</span>}
          </IconFact>
          {client.notes ? (
            <IconFact icon={<NotebookPen />} label="Notes">
              <span className="line-clamp-2 text-muted" title={client.notes}>
                {client.notes}
              </span>
            </IconFact>
          ) : null}
        </dl>
        <p className="mt-auto text-xs text-muted">Added {formatDate(client.addedAt)}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2 border-t border-border px-4 py-3 sm:px-5">
        {client.userId ? (
          <Link to={paths.clientView(client.key)} className={buttonClasses('secondary', 'sm')}>
            <Eye aria-hidden /> View as Client
          </Link>
        ) : null}
        <Link to={paths.clientDetail(client.key)} className={buttonClasses('ghost', 'sm')}>
          Details
        </Link>
        {client.used ? (
          <span className="ml-auto">
            <ResetPasswordButton clientKey={client.key} email={client.email} />
          </span>
        ) : null}
      </div>
    </Card>
  );
}

export function ClientCardSkeleton() {
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <div className="flex justify-between gap-3">
        <SkeletonLines lines={['h-6 w-2/3', 'h-4 w-1/2']} className="flex-1 gap-2" />
        <Skeleton className="h-5 w-16 rounded-full" />
      </div>
      <SkeletonLines lines={['h-4 w-1/3', 'h-4 w-1/2', 'h-4 w-2/5', 'h-4 w-3/5']} className="gap-2.5" />
      <Skeleton className="mt-2 h-8 w-full" />
    </Card>
  );
}
