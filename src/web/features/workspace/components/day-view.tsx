import type { ReactNode } from 'react';
import { CheckCircle2, Circle, Info, Plus } from 'lucide-react';
import { LegLine, OptionCard } from '#web/components/trip';
import { Button } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';
import { cn } from '#web/lib/cn';
import { formatDate } from '#shared/domain/dates';
import { selectedOption } from '#shared/domain/slots';
import { clientNotesOf } from '#shared/domain/notes';
import type { Day, Option, TimeSlot } from '#shared/domain/itinerary';
import { dayLegLabels, type LegLabel } from '#shared/domain/distances';
import type { PlanFinding } from '#shared/domain/plan-check/index';

export const NO_ACTIVITIES = 'No activities added yet. Click "Add Activity" to get started.';
export const NO_TIME_SLOTS = 'No time slots yet';

/** What organizer mode adds to a slot and a day (spec §6); absent for a client. */
export interface SlotTools {
  /** Controls beside the slot's title (AI activities); 'Add Activity' is every viewer's (DayView). */
  slotActions?: (slot: TimeSlot) => ReactNode;
  /** The slot's editable title and theme, replacing the read-only ones. */
  slotHeading?: (slot: TimeSlot) => ReactNode;
  /** Controls under an option (name, description, cost, lock cost, remove). */
  optionActions?: (slot: TimeSlot, option: Option) => ReactNode;
  /** Controls of the day (AI itinerary, clear the day). */
  dayActions?: ReactNode;
}

function SlotCard({
  slot,
  active,
  onActivate,
  onChoose,
  onShowPlace,
  onAddActivity,
  tools,
  leg,
  notes,
}: {
  leg?: LegLabel;
  notes?: readonly PlanFinding[];
  slot: TimeSlot;
  active: boolean;
  onActivate: () => void;
  onChoose: (option: Option) => void;
  onShowPlace: (option: Option) => void;
  onAddActivity?: () => void;
  tools?: SlotTools;
}) {
  const chosen = selectedOption(slot);
  const clientNotes = clientNotesOf(slot);
  const empty = slot.options.length === 0;
  const addButton = onAddActivity ? (
    <Button size="sm" variant="secondary" onClick={onAddActivity} aria-label={`Add Activity to ${slot.title || 'this slot'} (${slot.startTime})`}>
      <Plus aria-hidden /> Add Activity
    </Button>
  ) : null;
  return (
    <li className="flex flex-col gap-2">
      {leg ? <LegLine leg={leg} className="pl-4 sm:pl-5" /> : null}
      <div
      data-testid="slot"
      data-chosen={chosen ? 'true' : 'false'}
      data-active={active ? 'true' : 'false'}
      onFocusCapture={onActivate}
      className={cn(
        'rounded-xl border p-4 transition-shadow sm:p-5',
        chosen ? 'border-success/50 bg-success/5' : 'border-border bg-surface',
        active && 'shadow-lg shadow-ink/10 ring-2 ring-accent-decor/70',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className={cn('flex min-w-0 items-start gap-3', tools?.slotHeading && 'flex-1 basis-72')}>
          {chosen ? (
            <CheckCircle2 aria-hidden className="mt-1 size-5 shrink-0 text-success" />
          ) : (
            <Circle aria-hidden className="mt-1 size-5 shrink-0 text-border-strong" />
          )}
          <div className="min-w-0 flex-1">
            <p className="text-xs font-medium tracking-wide text-accent tabular-nums">
              {slot.startTime} – {slot.endTime}
            </p>
            {tools?.slotHeading ? (
              tools.slotHeading(slot)
            ) : (
              <>
                <h2 className="font-display text-xl font-semibold text-foreground">{slot.title || 'Time slot'}</h2>
                {slot.theme ? <p className="text-sm text-muted italic">{slot.theme}</p> : null}
              </>
            )}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {chosen ? (
            <span className="rounded-full bg-success/10 px-2.5 py-0.5 text-xs font-medium text-success">Chosen: {chosen.name}</span>
          ) : slot.options.length ? (
            <span className="rounded-full bg-surface-muted px-2.5 py-0.5 text-xs text-muted">
              Choose 1 of {slot.options.length}
            </span>
          ) : null}
          {tools?.slotActions?.(slot)}
          {/* An empty slot offers it under the text that asks for it. */}
          {empty ? null : addButton}
        </div>
      </div>
      {/* The chosen place's advice and the note for the client; never the internal note (ADR 030). */}
      {clientNotes ? (
        <p className="mt-2 ml-8 text-sm whitespace-pre-line text-muted" data-testid="slot-notes">
          {clientNotes}
        </p>
      ) : null}
      {notes?.length ? <TravellerNotes notes={notes} className="mt-3 sm:ml-8" /> : null}
      {empty ? (
        <div className="mt-4 flex flex-col items-center gap-3 rounded-lg border border-dashed border-border px-4 py-5 text-center sm:ml-8">
          <p className="text-sm text-muted">{NO_ACTIVITIES}</p>
          {addButton}
        </div>
      ) : (
        <ul className="mt-4 flex flex-col gap-2 sm:ml-8" aria-label={`Activities of ${slot.title || 'this slot'}`}>
          {slot.options.map((option) => (
            <li key={option.id} className="flex flex-col">
              <OptionCard option={option} selected={slot.selectedPlace === option.id} onSelect={() => onChoose(option)} />
              <div className="flex flex-wrap items-center gap-2 px-3 pt-1 pb-1">
                <Button variant="link" size="sm" onClick={() => onShowPlace(option)} aria-label={`Details of ${option.name}`}>
                  <Info aria-hidden /> Details
                </Button>
                {tools?.optionActions?.(slot, option)}
              </div>
            </li>
          ))}
        </ul>
      )}
      </div>
    </li>
  );
}

/**
 * What the plan checker found that concerns the travellers, in its calm words (ADR 032): a quiet
 * note with a small mark, the way a travel designer would mention it.
 */
function TravellerNotes({ notes, className }: { notes: readonly PlanFinding[]; className?: string }) {
  return (
    <ul className={cn('flex flex-col gap-1', className)} aria-label="Good to know">
      {notes.map((n) => (
        <li key={n.id} data-testid="traveller-note" data-code={n.code} className="flex items-start gap-2 text-sm text-muted">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
          <span>{n.clientMessage}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * One day of the trip (spec §2 day view): its slots and their options; choosing activities;
 * 'Add Activity' per slot (spec §2 empty state, §4), for the client as for organizer mode.
 */
export function DayView({
  day,
  dayNumber,
  activeSlotId,
  onActivate,
  onChoose,
  onShowPlace,
  onAddActivity,
  tools,
  notes = [],
}: {
  day: Day;
  dayNumber: number;
  activeSlotId: string | null;
  onActivate: (slotId: string) => void;
  onChoose: (slot: TimeSlot, option: Option) => void;
  onShowPlace: (option: Option) => void;
  /** Opens 'Search Activities' for the slot; absent, no slot offers to add one. */
  onAddActivity?: (slot: TimeSlot) => void;
  tools?: SlotTools;
  /** The plan checker's findings that concern the travellers (clientFindings), any day: this day's are shown. */
  notes?: readonly PlanFinding[];
}) {
  const legs = dayLegLabels(day, 'miles');
  const dayNotes = notes.filter((n) => n.dayId === day.id);
  const firstOpen = day.timeSlots.find((s) => !selectedOption(s) && s.options.length)?.id ?? day.timeSlots[0]?.id ?? null;
  const active = activeSlotId && day.timeSlots.some((s) => s.id === activeSlotId) ? activeSlotId : firstOpen;
  return (
    <section aria-labelledby={`day-${day.id}`} className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4 border-b border-border pb-5">
        <div>
          <p className="text-xs font-medium tracking-[0.2em] text-accent uppercase">
            Day {dayNumber}
            {day.date ? ` · ${formatDate(day.date)}` : ''}
          </p>
          {/* The open day is the page's subject: its title is the page's first-level heading (axe page-has-heading-one). */}
          <h1 id={`day-${day.id}`} className="font-display text-3xl font-semibold text-foreground sm:text-4xl">
            {day.title || `Day ${dayNumber}`}
          </h1>
        </div>
        {tools?.dayActions ? <div className="flex flex-wrap gap-2">{tools.dayActions}</div> : null}
      </header>
      {dayNotes.some((n) => n.slotId === null) ? <TravellerNotes notes={dayNotes.filter((n) => n.slotId === null)} /> : null}
      {day.timeSlots.length === 0 ? (
        <EmptyState title={NO_TIME_SLOTS} description="Your travel specialist is shaping this day." />
      ) : (
        <ol className="flex flex-col gap-4">
          {day.timeSlots.map((slot) => (
            <SlotCard
              key={slot.id}
              slot={slot}
              active={slot.id === active}
              onActivate={() => onActivate(slot.id)}
              onChoose={(o) => onChoose(slot, o)}
              onShowPlace={onShowPlace}
              onAddActivity={onAddActivity ? () => onAddActivity(slot) : undefined}
              tools={tools}
              leg={legs.get(slot.id)}
              notes={dayNotes.filter((n) => n.slotId === slot.id)}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
