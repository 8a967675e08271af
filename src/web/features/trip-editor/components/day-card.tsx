import { useState, type ReactNode } from 'react';
import { ChevronDown, ChevronRight, Map as MapIcon, Plus, Sparkles, Trash2, TriangleAlert } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/dialog';
import { Input } from '#web/components/ui/input';
import { cn } from '#web/lib/cn';
import { formatDate } from '#shared/domain/dates';
import { plannedSlotCount } from '#shared/domain/slots';
import type { Day, TimeSlot } from '#shared/domain/itinerary';
import type { PlanFinding } from '#shared/domain/plan-check/index';
import { DraftInput } from './draft-input';
import { FindingList } from './findings';

export interface DayCardProps {
  day: Day;
  number: number;
  expanded: boolean;
  selected: boolean;
  onToggle: () => void;
  onSelect: () => void;
  onChange: (patch: { date?: string; title?: string }) => void;
  onRemove: () => void;
  onAddSlot: () => void;
  onGenerate: () => void;
  generating: boolean;
  /** The day's slots, rendered by the editor (so drag and drop can span days). */
  renderSlots: (slots: TimeSlot[]) => ReactNode;
  /** Errors and warnings the plan checker found in the day and its slots (the day's mark). */
  findingCount?: number;
  /** Findings about the day itself (its date), with their fixes. */
  dayFindings?: readonly PlanFinding[];
  onFix?: (finding: PlanFinding, fixIndex: number) => void;
}

/**
 * A numbered day (spec §2): inline date and title, slot count, 'N planned', delete with a
 * confirmation, expand; inside, its slots and 'Add Time Slot'; AI for the whole day.
 */
export function DayCard({ day, number, expanded, selected, onToggle, onSelect, onChange, onRemove, onAddSlot, onGenerate, generating, renderSlots, findingCount = 0, dayFindings = [], onFix }: DayCardProps) {
  const [confirming, setConfirming] = useState(false);
  const planned = plannedSlotCount(day);
  const slots = day.timeSlots.length;
  return (
    <li
      data-testid="day-card"
      className={cn('rounded-xl border bg-surface shadow-sm transition-colors', selected ? 'border-accent-decor' : 'border-border')}
    >
      <div className="flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap sm:p-4">
        <span
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft font-display text-lg font-semibold text-accent"
        >
          {number}
        </span>
        <div className="order-last flex w-full min-w-0 flex-col gap-1.5 sm:order-none sm:w-auto sm:flex-1">
          <h3 className="sr-only">
            Day {number}
            {day.date ? `, ${formatDate(day.date)}` : ''}
          </h3>
          <div className="flex flex-wrap items-center gap-2">
            <div className="w-40 shrink-0 sm:w-44">
            <Input
              type="date"
              aria-label={`Date of day ${number}`}
              value={day.date}
              onChange={(e) => {
                if (e.target.value) onChange({ date: e.target.value });
              }}
              className="h-9 px-2"
            />
            </div>
            <div className="min-w-40 flex-1">
            <DraftInput
              aria-label={`Title of day ${number}`}
              placeholder="Day title"
              value={day.title}
              onCommit={(title) => onChange({ title })}
              className="h-9 font-medium"
            />
            </div>
          </div>
          <p className="text-xs text-muted">
            <span>
              {slots} {slots === 1 ? 'slot' : 'slots'}
            </span>
            <span aria-hidden> · </span>
            <span className={planned ? 'text-success' : undefined}>{planned} planned</span>
            {findingCount ? (
              <>
                <span aria-hidden> · </span>
                <span data-testid="day-findings" className="inline-flex items-center gap-1 text-foreground">
                  <TriangleAlert aria-hidden className="size-3.5 text-gold-600 dark:text-gold-300" />
                  {findingCount} to check
                </span>
              </>
            ) : null}
          </p>
          {dayFindings.length ? <FindingList findings={dayFindings} onFix={onFix} /> : null}
        </div>
        <div className="ml-auto flex shrink-0 items-center">
          <Button variant="ghost" size="icon" aria-label={`Show day ${number} on the map`} aria-pressed={selected} onClick={onSelect}>
            <MapIcon aria-hidden />
          </Button>
          <Button variant="ghost" size="icon" aria-label={`Delete day ${number}`} onClick={() => setConfirming(true)} className="text-danger">
            <Trash2 aria-hidden />
          </Button>
          <Button variant="ghost" size="icon" aria-expanded={expanded} aria-label={`${expanded ? 'Collapse' : 'Expand'} day ${number}`} onClick={onToggle}>
            {expanded ? <ChevronDown aria-hidden /> : <ChevronRight aria-hidden />}
          </Button>
        </div>
      </div>
      {expanded && (
        <div className="flex flex-col gap-3 border-t border-border p-3 sm:p-4">
          {renderSlots(day.timeSlots)}
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={onAddSlot}>
              <Plus aria-hidden /> Add Time Slot
            </Button>
            <Button variant="ghost" size="sm" loading={generating} onClick={onGenerate} disabled={!day.date}>
              <Sparkles aria-hidden /> Generate this day with AI
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="danger"
        title={`Delete day ${number}?`}
        description={`${day.title || 'This day'}${day.date ? ` (${formatDate(day.date)})` : ''} and its ${slots} time slots will be removed. You can undo this.`}
        confirmLabel="Delete day"
        onConfirm={() => {
          setConfirming(false);
          onRemove();
        }}
      />
    </li>
  );
}
