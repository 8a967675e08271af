import { lazy, Suspense, useState } from 'react';
import { AlertTriangle, ChevronDown, LayoutDashboard } from 'lucide-react';
import { cn } from '#web/lib/cn';
import { formatDate } from '#shared/domain/dates';
import { plannedSlotCount, selectedOption } from '#shared/domain/slots';
import type { TripDetail } from '#shared/contracts/trip-detail';
import { unverifiedCoordinates } from '#web/features/workspace/api/choosing';
import type { WorkspaceView } from '#web/features/workspace/api/workspace-params';

// Below the days, after first paint: loaded beside the trip (the /account budget, npm run size).
const BudgetSummary = lazy(() => import('#web/features/workspace/components/budget-summary').then((m) => ({ default: m.BudgetSummary })));

/**
 * The trip's left sidebar (spec §2 trip detail): Overview; each day with its date and slot
 * count, expandable to its slots (start time, chosen place, a warning when the place's
 * coordinates are unverified); the Budget Summary. A day that changed since the client last looked
 * carries a quiet marker until they dismiss the changes (issue 22).
 */
export function TripSidebar({
  trip,
  view,
  onView,
  changedDays,
}: {
  trip: TripDetail;
  view: WorkspaceView;
  onView: (v: WorkspaceView) => void;
  changedDays?: ReadonlySet<string>;
}) {
  const [open, setOpen] = useState<Record<string, boolean>>({});
  return (
    <nav aria-label="Trip days" className="flex h-full flex-col gap-1 overflow-y-auto p-3">
      <button
        type="button"
        onClick={() => onView({ kind: 'overview' })}
        aria-current={view.kind === 'overview' ? 'page' : undefined}
        className={cn(
          'flex items-center gap-2 rounded-md px-3 py-2.5 text-left text-sm font-medium transition-colors',
          view.kind === 'overview' ? 'bg-accent-soft text-accent' : 'text-foreground hover:bg-surface-muted',
        )}
      >
        <LayoutDashboard aria-hidden className="size-4" /> Overview
      </button>
      <p className="mt-3 px-3 pb-1 text-[0.7rem] tracking-[0.18em] text-muted uppercase">Days</p>
      {trip.days.length === 0 ? <p className="px-3 text-sm text-muted">No itinerary planned yet</p> : null}
      <ol className="flex flex-col gap-1">
        {trip.days.map((day, i) => {
          const active = view.kind === 'day' && view.dayId === day.id;
          const expanded = open[day.id] ?? false;
          const chosen = plannedSlotCount(day);
          return (
            <li key={day.id} className={cn('rounded-md', active && 'bg-surface-muted ring-1 ring-accent-decor/50')}>
              <div className="flex items-stretch">
                <button
                  type="button"
                  onClick={() => onView({ kind: 'day', dayId: day.id })}
                  aria-current={active ? 'page' : undefined}
                  className="flex min-w-0 flex-1 flex-col gap-0.5 rounded-md px-3 py-2 text-left hover:bg-surface-muted"
                >
                  <span className="flex items-center gap-2 text-sm font-medium text-foreground">
                    <span className="shrink-0 whitespace-nowrap text-accent">Day {i + 1}</span>
                    <span className="truncate">{day.title}</span>
                    {changedDays?.has(day.id) ? (
                      <span data-testid="day-changed-marker" className="ml-auto flex shrink-0 items-center">
                        <span aria-hidden className="size-2 rounded-full bg-accent" />
                        <span className="sr-only">Changed since you last looked</span>
                      </span>
                    ) : null}
                  </span>
                  <span className="text-xs text-muted">
                    {day.date ? formatDate(day.date) : 'Date to be confirmed'} · {day.timeSlots.length} slot{day.timeSlots.length === 1 ? '' : 's'}
                    {chosen ? ` · ${chosen} chosen` : ''}
                  </span>
                </button>
                {day.timeSlots.length ? (
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-label={`${expanded ? 'Hide' : 'Show'} the slots of day ${i + 1}`}
                    onClick={() => setOpen((o) => ({ ...o, [day.id]: !expanded }))}
                    className="flex w-9 shrink-0 items-center justify-center rounded-md text-muted hover:bg-surface-muted hover:text-foreground"
                  >
                    <ChevronDown aria-hidden className={cn('size-4 transition-transform', expanded && 'rotate-180')} />
                  </button>
                ) : null}
              </div>
              {expanded ? (
                <ul className="flex flex-col gap-1 px-3 pt-1 pb-3">
                  {day.timeSlots.map((slot) => {
                    const o = selectedOption(slot);
                    return (
                      <li key={slot.id} className="flex items-center gap-2 text-xs">
                        <span className="w-10 shrink-0 tabular-nums text-muted">{slot.startTime}</span>
                        <span className={cn('min-w-0 flex-1 truncate', o ? 'text-success' : 'text-muted')}>{o ? o.name : slot.title}</span>
                        {o && unverifiedCoordinates(o) ? (
                          <span title="Coordinates not verified" className="text-amber-600 dark:text-amber-400">
                            <AlertTriangle aria-label="Coordinates not verified" className="size-3.5" />
                          </span>
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ol>
      <Suspense fallback={<div aria-hidden className="mt-auto h-40 rounded-lg border border-border bg-surface" />}>
        <BudgetSummary trip={trip} />
      </Suspense>
    </nav>
  );
}
