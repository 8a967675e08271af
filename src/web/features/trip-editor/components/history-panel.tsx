import { History } from 'lucide-react';
import { SectionCard } from '#web/components/ui/section-card';
import { Skeleton } from '#web/components/ui/skeleton';
import { errorMessage } from '#web/lib/errors';
import { useTripHistory } from '#web/features/trips';
import { formatDateTime } from '#shared/domain/dates';
import { TRIP_PART_LABELS } from '#shared/contracts/trip-detail';

/** Who changed which part of the trip and when (issue 9 §2), newest first; refreshed by live events. */
export function HistoryPanel({ tripId }: { tripId: string }) {
  const history = useTripHistory(tripId);
  return (
    <SectionCard title="Change history" icon={History} description="Every saved change, with who made it.">
      {history.isPending ? (
        <div role="status" aria-label="Loading the history" className="flex flex-col gap-2">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : history.isError ? (
        <p className="text-sm text-danger">Unable to load the history: {errorMessage(history.error)}</p>
      ) : history.data.items.length === 0 ? (
        <p className="text-sm text-muted">No changes recorded yet.</p>
      ) : (
        // Focusable, so a keyboard can scroll the list (axe scrollable-region-focusable).
        <ol className="flex max-h-96 flex-col gap-3 overflow-y-auto rounded-md pr-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent" aria-label="Changes" tabIndex={0}>
          {history.data.items.slice(0, 30).map((c) => (
            <li key={c.id} className="border-l-2 border-accent-decor/60 pl-3 text-sm">
              <p className="font-medium text-foreground">
                {TRIP_PART_LABELS[c.part]} <span className="font-normal text-muted">· {c.summary}</span>
              </p>
              <p className="text-xs text-muted">
                {c.by ? c.by.name || c.by.email : 'Unknown'} · {formatDateTime(c.at)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
