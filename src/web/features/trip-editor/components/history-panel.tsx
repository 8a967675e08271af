import { useId, useState } from 'react';
import { History, RotateCcw } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/dialog';
import { Field, Select } from '#web/components/ui/input';
import { SectionCard } from '#web/components/ui/section-card';
import { Skeleton } from '#web/components/ui/skeleton';
import { toast } from '#web/components/ui/toaster';
import { errorMessage, isStale } from '#web/lib/errors';
import { useTripHistory } from '#web/features/trips';
import { useRestoreVersion } from '#web/features/trip-editor/api/proposal';
import { formatDateTime } from '#shared/domain/dates';
import { TRIP_PART_LABELS, type TripChange } from '#shared/contracts/trip-detail';

/** What 'Restore' can bring back (ADR 037): the whole trip or one part of it. */
const PARTS = [
  { value: 'all', label: 'The whole trip' },
  { value: 'info', label: 'Trip information' },
  { value: 'flights', label: 'Flights' },
  { value: 'hotel', label: 'Hotel' },
  { value: 'days', label: 'The itinerary' },
] as const;
type Part = (typeof PARTS)[number]['value'];

/**
 * Who changed what, and how (issue 22): each save as sentences with their before and after
 * ('Hotel price per night: €1,200 -> €1,450'), newest first, refreshed by live events; staff
 * restore the trip as it was after any kept version, whole or one part, as a new version named
 * on the one on screen (a stale one is refused, nothing is shown as restored).
 */
export function HistoryPanel({ tripId, currentVersion, busy }: { tripId: string; currentVersion: number; busy: boolean }) {
  const history = useTripHistory(tripId);
  const restore = useRestoreVersion(tripId);
  const [target, setTarget] = useState<TripChange | null>(null);
  const [part, setPart] = useState<Part>('all');
  const partId = useId();

  async function confirmRestore() {
    if (!target) return;
    try {
      await restore.mutateAsync({ at: target.version, version: currentVersion, part });
      toast.success(`${PARTS.find((p) => p.value === part)!.label} restored as of version ${target.version}`);
      setTarget(null);
    } catch (err) {
      toast.error(
        isStale(err) ? 'This trip was changed by someone else meanwhile: the latest version is shown. Please try again.' : `Error restoring: ${errorMessage(err)}`,
      );
      if (isStale(err)) setTarget(null);
    }
  }

  return (
    <SectionCard title="Change history" icon={History} description="Every saved change, what it did, and who made it. Restore any kept version.">
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
        <ol
          className="flex max-h-[28rem] flex-col gap-3 overflow-y-auto rounded-md pr-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          aria-label="Changes"
          tabIndex={0}
        >
          {history.data.items.slice(0, 50).map((c) => (
            <li key={c.id} className="border-l-2 border-accent-decor/60 pl-3 text-sm" data-testid="history-item">
              <div className="flex items-start justify-between gap-2">
                <p className="min-w-0 font-medium text-foreground">
                  {TRIP_PART_LABELS[c.part]} <span className="font-normal text-muted">· v{c.version}</span>
                </p>
                {c.restorable && c.version !== currentVersion ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="-mt-1 shrink-0"
                    disabled={busy}
                    title={busy ? 'Wait for your changes to be saved' : undefined}
                    onClick={() => {
                      setPart('all');
                      setTarget(c);
                    }}
                  >
                    <RotateCcw aria-hidden /> Restore<span className="sr-only"> version {c.version}</span>
                  </Button>
                ) : null}
              </div>
              <p className="mt-0.5 text-muted">{c.summary}</p>
              {c.details.length > 0 ? (
                <ul className="mt-1 flex list-disc flex-col gap-0.5 pl-4 text-foreground marker:text-accent-decor">
                  {c.details.slice(0, 8).map((d, i) => (
                    <li key={i} className="break-words">
                      {d.text}
                      {d.staffOnly ? <span className="ml-1 text-xs text-muted">(internal)</span> : null}
                    </li>
                  ))}
                  {c.details.length > 8 ? <li className="text-xs text-muted">and {c.details.length - 8} more</li> : null}
                </ul>
              ) : null}
              <p className="mt-0.5 text-xs text-muted">
                {c.by ? c.by.name || c.by.email : 'Unknown'} · {formatDateTime(c.at)}
              </p>
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => (open ? undefined : setTarget(null))}
        title={`Restore version ${target?.version ?? ''}`}
        description="The trip is written back as it was then, as a new version: nothing is lost, and this restore can itself be undone from the history."
        confirmLabel="Restore"
        loading={restore.isPending}
        onConfirm={confirmRestore}
      >
        <Field label="What to bring back" htmlFor={partId}>
          <Select id={partId} value={part} onChange={(e) => setPart(e.target.value as Part)}>
            {PARTS.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </Select>
        </Field>
      </ConfirmDialog>
    </SectionCard>
  );
}
