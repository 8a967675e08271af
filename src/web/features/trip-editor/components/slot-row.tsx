import { useId, type ReactNode } from 'react';
import { ArrowDown, ArrowUp, ChevronDown, ChevronRight, Eye, Lock, Sparkles, Trash2 } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { LegLine, OptionCard } from '#web/components/trip';
import { cn } from '#web/lib/cn';
import { DEFAULT_SLOT_TITLE } from '#shared/domain/constants';
import { TIME_PATTERN, type TimeSlot } from '#shared/domain/itinerary';
import { selectedOption } from '#shared/domain/slots';
import { clientNotesOf, NOTE_LABELS, optionNotesOf } from '#shared/domain/notes';
import type { LegLabel } from '#shared/domain/distances';
import type { PlanFinding } from '#shared/domain/plan-check/index';
import type { SlotPatch } from '#shared/domain/itinerary-ops';
import { FindingList } from './findings';
import { DraftInput, DraftTextarea } from './draft-input';

export interface SlotRowProps {
  slot: TimeSlot;
  index: number;
  count: number;
  dayNumber: number;
  expanded: boolean;
  onToggle: () => void;
  onChange: (patch: SlotPatch) => void;
  onRemove: () => void;
  onMove: (direction: 'up' | 'down') => void;
  onSuggest: () => void;
  suggesting: boolean;
  /** The drag handle (drag and drop), beside the up/down buttons kept for touch screens. */
  handle?: ReactNode;
  className?: string;
  /** The way from the previous chosen stop (or the hotel), when this slot has a chosen stop. */
  leg?: LegLabel;
  /** The plan checker's findings about this slot, with their one-click fixes. */
  findings?: readonly PlanFinding[];
  onFix?: (finding: PlanFinding, fixIndex: number) => void;
}

/**
 * One time slot (spec §2 Itinerary editor, §4): start and end time (saved as they change),
 * title with the default label 'Activity', theme, remove, move up and down (the first cannot
 * go up, the last cannot go down). Expanded: the slot's two notes, told apart (ADR 030): the
 * 'Note for the client', shown and printed, and the 'Internal note', which never leaves the
 * agency; what the client will read under this slot; the candidate activities, view-only, each
 * with the planner's advice about it, the chosen one marked '✓ Selected'; AI suggestions.
 */
/** A slot's two notes (ADR 030): what the client reads, and what stays in the agency. */
const NOTE_FIELDS = [
  { kind: 'client', field: 'notes', placeholder: 'e.g. Your driver waits in the lobby at 14:45.' },
  { kind: 'internal', field: 'internalNote', placeholder: "e.g. Guide's name and phone, pick-up arrangements" },
] as const;

export function SlotRow({ slot, index, count, dayNumber, expanded, onToggle, onChange, onRemove, onMove, onSuggest, suggesting, handle, className, leg, findings, onFix }: SlotRowProps) {
  const chosen = selectedOption(slot);
  const clientNotes = clientNotesOf(slot);
  const name = `slot ${index + 1} of day ${dayNumber}`;
  const time = (key: 'startTime' | 'endTime', label: string) => (
    <span className="block min-w-0 max-sm:flex-1 sm:w-[8.5rem] sm:shrink-0">
    <Input
      type="time"
      aria-label={`${label} of ${name}`}
      value={slot[key]}
      onChange={(e) => {
        if (TIME_PATTERN.test(e.target.value)) onChange({ [key]: e.target.value });
      }}
      className="h-9 px-2 tabular-nums max-sm:px-1.5 max-sm:[&::-webkit-calendar-picker-indicator]:hidden"
    />
    </span>
  );
  return (
    <div
      className={cn(
        '@container rounded-lg border bg-surface transition-colors',
        chosen ? 'border-success/40 bg-success/5' : 'border-border',
        className,
      )}
    >
      {leg ? <LegLine leg={leg} className="border-b border-dashed border-border px-3 py-1.5 sm:pl-12" /> : null}
      {/* In a narrow row (under 48rem: the editor beside its side column) the title takes a whole
          line under the times and buttons instead of being squeezed between them. */}
      <div className="flex flex-wrap items-center gap-x-1.5 gap-y-2 p-2 sm:gap-2 sm:p-3">
        {handle}
        <div className="flex items-center gap-1 max-sm:min-w-[calc(100%-2.5rem)] max-sm:flex-1">
          {time('startTime', 'Start time')}
          <span aria-hidden className="text-muted">
            –
          </span>
          {time('endTime', 'End time')}
        </div>
        <div className="order-last flex min-w-0 flex-1 basis-full flex-col gap-0.5 @3xl:order-none @3xl:basis-64">
          <DraftInput
            aria-label={`Title of ${name}`}
            placeholder={DEFAULT_SLOT_TITLE}
            value={slot.title}
            onCommit={(title) => onChange({ title })}
            className="h-9"
          />
          {slot.theme ? <span className="truncate px-2 text-xs text-muted">{slot.theme}</span> : null}
        </div>
        <div className="ml-auto flex shrink-0 items-center">
          <Button variant="ghost" size="icon" aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => onMove('up')}>
            <ArrowUp aria-hidden />
          </Button>
          <Button variant="ghost" size="icon" aria-label={`Move ${name} down`} disabled={index === count - 1} onClick={() => onMove('down')}>
            <ArrowDown aria-hidden />
          </Button>
          <Button variant="ghost" size="icon" aria-label={`Remove ${name}`} onClick={onRemove} className="text-danger">
            <Trash2 aria-hidden />
          </Button>
          <Button variant="ghost" size="icon" aria-expanded={expanded} aria-label={`${expanded ? 'Collapse' : 'Expand'} ${name}`} onClick={onToggle}>
            {expanded ? <ChevronDown aria-hidden /> : <ChevronRight aria-hidden />}
          </Button>
        </div>
      </div>
      {!expanded && chosen && (
        <p className="-mt-1 px-3 pb-2 text-sm text-success sm:pl-12">✓ {chosen.name}</p>
      )}
      {findings?.length ? <FindingList findings={findings} onFix={onFix} className="px-3 pb-3 sm:pl-12" /> : null}
      {expanded && (
        <div className="flex flex-col gap-4 border-t border-border p-3 sm:p-4">
          <div className="grid gap-3 sm:grid-cols-2">
            <label className="flex flex-col gap-1 text-xs font-medium tracking-wide text-muted uppercase">
              Theme
              <DraftInput placeholder="e.g. Renaissance art" value={slot.theme ?? ''} onCommit={(theme) => onChange({ theme })} className="normal-case tracking-normal" />
            </label>
          </div>
          <div className="grid gap-3 md:grid-cols-2">
            {NOTE_FIELDS.map(({ kind, field, placeholder }) => (
              <NoteField
                key={kind}
                kind={kind}
                label={NOTE_LABELS[kind]}
                hint={NOTE_LABELS[`${kind}Hint`]}
                placeholder={placeholder}
                value={slot[field] ?? ''}
                onCommit={(value) => onChange({ [field]: value })}
              />
            ))}
          </div>
          {clientNotes ? (
            <div className="rounded-md bg-surface-muted px-3 py-2 text-sm">
              <p className="text-xs font-medium tracking-wide text-muted uppercase">The client reads under this slot</p>
              <p className="whitespace-pre-line text-foreground italic" data-testid="client-notes-preview">
                {clientNotes}
              </p>
            </div>
          ) : null}
          <div className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm font-medium text-foreground">Candidate activities</p>
              <Button variant="secondary" size="sm" loading={suggesting} onClick={onSuggest}>
                <Sparkles aria-hidden /> AI suggestions
              </Button>
            </div>
            {slot.options.length ? (
              <ul className="flex flex-col gap-2">
                {slot.options.map((o) => (
                  <li key={o.id}>
                    <OptionCard option={o} selected={slot.selectedPlace === o.id}>
                      {optionNotesOf(o) ? (
                        <p className="text-sm text-muted">
                          <span className="font-medium text-foreground">{NOTE_LABELS.option}: </span>
                          <span className="italic">{optionNotesOf(o)}</span>
                        </p>
                      ) : null}
                    </OptionCard>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="rounded-md border border-dashed border-border p-4 text-center text-sm text-muted">
                No activities proposed yet. Ask for AI suggestions for this slot.
              </p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

/**
 * One of a slot's two notes, labelled by who reads it: the note for the client (an eye: shown
 * and printed) or the internal note (a lock, a dashed frame: the agency's alone).
 */
function NoteField({
  kind,
  label,
  hint,
  placeholder,
  value,
  onCommit,
}: {
  kind: 'client' | 'internal';
  label: string;
  hint: string;
  placeholder: string;
  value: string;
  onCommit: (text: string) => void;
}) {
  const id = useId();
  const Icon = kind === 'client' ? Eye : Lock;
  return (
    <div
      className={cn(
        'flex flex-col gap-1.5 rounded-lg border p-3',
        kind === 'client' ? 'border-border bg-surface' : 'border-dashed border-border-strong bg-surface-muted',
      )}
    >
      <label htmlFor={id} className="flex items-center gap-1.5 text-sm font-medium text-foreground">
        <Icon aria-hidden className={cn('size-4 shrink-0', kind === 'client' ? 'text-accent' : 'text-muted')} />
        {label}
      </label>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {hint}
      </p>
      <DraftTextarea id={id} aria-describedby={`${id}-hint`} rows={3} placeholder={placeholder} value={value} onCommit={onCommit} />
    </div>
  );
}
