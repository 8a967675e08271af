import { MapPin, MapPinCheck, MapPinOff, Pencil, Trash2 } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { CardSkeleton } from '#web/components/ui/skeleton';
import { formatDate } from '#shared/domain/dates';
import { formatMoney } from '#shared/domain/costs';
import { roleLabel } from '#shared/permissions';
import type { CustomActivity } from '#shared/contracts/places';

/** 'Coordinates not available' (spec §2) when the address was typed without choosing a suggestion. */
export const NO_COORDINATES = 'Coordinates not available';

/** One of the agency's own activities, with Edit and Delete for staff. */
export function CustomActivityCard({
  activity,
  onEdit,
  onDelete,
}: {
  activity: CustomActivity;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const by = activity.createdBy;
  return (
    <Card className="flex h-full flex-col">
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 className="min-w-0 font-display text-2xl leading-tight font-semibold break-words text-foreground">{activity.title}</h2>
          <p className="shrink-0 pt-1 text-base font-medium text-foreground tabular-nums">
            {activity.price === 0 ? <span className="text-muted">Included</span> : formatMoney(activity.price, activity.currency)}
          </p>
        </div>
        <p className="flex items-start gap-2 text-sm text-foreground">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
          <span className="min-w-0 break-words">{activity.address}</span>
        </p>
        <p className="flex items-center gap-2 text-xs">
          {activity.coordinates ? (
            <>
              <MapPinCheck aria-hidden className="size-3.5 text-success" />
              <span className="text-muted">On the map</span>
            </>
          ) : (
            <>
              <MapPinOff aria-hidden className="size-3.5 text-muted" />
              <span className="text-muted">{NO_COORDINATES}</span>
            </>
          )}
        </p>
        {activity.description ? <p className="line-clamp-3 text-sm leading-relaxed text-muted">{activity.description}</p> : null}
        <p className="mt-auto pt-2 text-xs text-muted">
          Added {formatDate(activity.createdAt)}
          {by ? ` by ${by.name || by.email} (${roleLabel(by.role)})` : ''}
        </p>
      </div>
      <div className="flex items-center justify-end gap-2 border-t border-border px-4 py-3 sm:px-5">
        <Button variant="ghost" size="sm" onClick={onDelete} className="text-danger hover:text-danger">
          <Trash2 aria-hidden /> Delete<span className="sr-only"> {activity.title}</span>
        </Button>
        <Button variant="secondary" size="sm" onClick={onEdit}>
          <Pencil aria-hidden /> Edit<span className="sr-only"> {activity.title}</span>
        </Button>
      </div>
    </Card>
  );
}

export function CustomActivityCardSkeleton() {
  return (
    <CardSkeleton lines={['h-7 w-2/3', 'h-4 w-full', 'h-4 w-1/3', 'h-4 w-5/6']} />
  );
}
