import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CalendarPlus, ChevronsDownUp, ChevronsUpDown, Sparkles, Undo2 } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { ConfirmDialog } from '#web/components/ui/dialog';
import { Input } from '#web/components/ui/input';
import { toast } from '#web/components/ui/toaster';
import { errorMessage } from '#web/lib/errors';
import { AI_MESSAGES, slotSuggestionContext } from '#shared/domain/ai';
import { formatDate } from '#shared/domain/dates';
import type { Day } from '#shared/domain/itinerary';
import type { TripDetail } from '#shared/contracts/trip-detail';
import { itineraryRequest } from '#web/features/trips';
import { useGenerateItinerary, useSlotActivities } from '#web/features/trip-editor/api/ai';
import type { TripEditor } from '#web/features/trip-editor/api/use-trip-editor';
import type { PlanFindings } from '#web/features/trip-editor/api/use-plan-findings';
import { dayLegLabels } from '#shared/domain/distances';
import { applyFix, type PlanFinding } from '#shared/domain/plan-check/index';
import { isOutsideTrip, isUndoKey, proposedDayDate, undoLabel } from '#web/features/trip-editor/model';
import {
  addDay,
  addTimeSlot,
  changeDay,
  changeTimeSlot,
  moveTimeSlot,
  removeDay,
  removeTimeSlot,
  replaceDaySlots,
  replaceSlotOptions,
} from '#shared/domain/itinerary-ops';
import { DayCard } from './day-card';
import { SlotRow } from './slot-row';
import { SlotList } from './slot-dnd';

export const EMPTY_ITINERARY = 'No days added yet. Click "Add Day" or use "Generate with AI" to get started.';

export interface ItineraryEditorProps {
  trip: TripDetail;
  editor: TripEditor;
  /** The plan checker's findings over the days on screen (usePlanFindings). */
  plan: PlanFindings;
  /** Changes when the header's count is clicked: the days with something to check open. */
  reveal?: number;
  selectedDayId: string | null;
  onSelectDay: (id: string) => void;
}

/** The itinerary editor (spec §2): 'Trip Days', expand/collapse all, AI, 'Add Day', the days. */
export function ItineraryEditor({ trip, editor, plan, reveal = 0, selectedDayId, onSelectDay }: ItineraryEditorProps) {
  const { days, changeDays } = editor;
  const [expandedDays, setExpandedDays] = useState<Set<string>>(() => new Set(days.slice(0, 1).map((d) => d.id)));
  const [expandedSlots, setExpandedSlots] = useState<Set<string>>(() => new Set());
  const [adding, setAdding] = useState(false);
  const [newDate, setNewDate] = useState('');
  const [newTitle, setNewTitle] = useState('');
  const [confirmAi, setConfirmAi] = useState(false);
  /** A day asked for outside the trip's dates: added only once the designer agrees to extend the trip. */
  const [outsideDay, setOutsideDay] = useState<{ date: string; title: string } | null>(null);
  const startDate = editor.unsaved.startDate !== undefined ? editor.unsaved.startDate : trip.startDate;
  const endDate = editor.unsaved.endDate !== undefined ? editor.unsaved.endDate : trip.endDate;
  const [busy, setBusy] = useState<string | null>(null);
  const itineraryAi = useGenerateItinerary(trip.id);
  const slotAi = useSlotActivities(trip.id);

  // A one-click fix goes through the editor's save path (undoable, saved by the queue); a fix
  // gone stale (the days changed since) gives the same days and saves nothing.
  const fix = (finding: PlanFinding, index: number) => {
    const chosen = finding.fixes[index];
    if (chosen) changeDays((current) => applyFix(current, chosen), `Fix: ${chosen.label}`);
  };

  const allExpanded = days.length > 0 && days.every((d) => expandedDays.has(d.id));
  const canGenerate = !!trip.destination && !!trip.startDate && !!trip.endDate;

  // Ctrl+Z undoes the last itinerary change (text fields keep their own undo).
  const { undo } = editor;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isUndoKey(e, e.target)) {
        e.preventDefault();
        undo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo]);

  // The header's count opens the days with something to check (their slots' findings show collapsed).
  const planRef = useRef(plan);
  planRef.current = plan;
  useEffect(() => {
    if (!reveal) return;
    const marked = days.filter((d) => planRef.current.dayCount(d.id) > 0).map((d) => d.id);
    if (marked.length) setExpandedDays((s) => new Set([...s, ...marked]));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when asked
  }, [reveal]);

  function toggleAll() {
    if (allExpanded) {
      setExpandedDays(new Set());
      setExpandedSlots(new Set());
    } else {
      setExpandedDays(new Set(days.map((d) => d.id)));
      setExpandedSlots(new Set(days.flatMap((d) => d.timeSlots.map((s) => s.id))));
    }
  }

  const toggle = (set: Set<string>, id: string) => {
    const next = new Set(set);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  };

  function submitDay(e: FormEvent) {
    e.preventDefault();
    // Spec §5: a day needs a date and a title, else nothing happens.
    if (!newDate || !newTitle.trim()) return;
    // Issue 20: a day outside the trip's dates is added only once the designer agrees to extend them.
    if (isOutsideTrip(newDate, startDate, endDate)) return setOutsideDay({ date: newDate, title: newTitle });
    addDayAndOpen(newDate, newTitle);
  }

  function addDayAndOpen(date: string, title: string) {
    let added: Day | undefined;
    changeDays((current) => {
      const next = addDay(current, { date, title });
      added = next.find((d) => !current.includes(d));
      return next;
    }, 'Add day');
    if (added) {
      const id = added.id;
      setExpandedDays((s) => new Set(s).add(id));
      onSelectDay(id);
    }
    setNewTitle('');
    setNewDate('');
    setAdding(false);
  }

  async function generateAll() {
    setConfirmAi(false);
    if (!trip.startDate || !trip.endDate) return;
    try {
      const res = await itineraryAi.mutateAsync(itineraryRequest(trip, { startDate: trip.startDate, endDate: trip.endDate }));
      if (!res.days.length) return void toast.error(AI_MESSAGES.emptyItinerary);
      changeDays(() => res.days, 'AI itinerary');
      setExpandedDays(new Set(res.days.slice(0, 1).map((d) => d.id)));
      if (res.days[0]) onSelectDay(res.days[0].id);
      toast.success(`Itinerary generated: ${res.days.length} days`);
    } catch (err) {
      toast.error(err instanceof Error && err.message ? err.message : AI_MESSAGES.itineraryFailed);
    }
  }

  async function generateDay(day: Day) {
    if (!day.date) return;
    setBusy(`day:${day.id}`);
    try {
      const res = await itineraryAi.mutateAsync(itineraryRequest(trip, { startDate: day.date, endDate: day.date }));
      const slots = res.days[0]?.timeSlots;
      if (!slots?.length) return void toast.error(AI_MESSAGES.emptyItinerary);
      changeDays((current) => replaceDaySlots(current, day.id, slots), 'AI day');
    } catch (err) {
      toast.error(`Failed to generate day itinerary: ${errorMessage(err)}`);
    } finally {
      setBusy(null);
    }
  }

  async function suggest(day: Day, slotId: string) {
    const slot = day.timeSlots.find((s) => s.id === slotId);
    if (!slot) return void toast.error('Slot not found');
    setBusy(`slot:${slotId}`);
    try {
      const res = await slotAi.mutateAsync({
        slotTitle: slot.title,
        destination: trip.destination,
        startTime: slot.startTime,
        endTime: slot.endTime,
        dayTitle: day.title,
        ...slotSuggestionContext(days, day.id, slotId),
        travelersCount: Math.max(1, trip.travelersAdults + trip.travelersChildren),
        children: trip.travelersChildren,
        currency: trip.currency as 'EUR',
        customDescription: slot.notes ?? '',
        date: day.date,
      });
      if (!res.places.length) return void toast.info('No activities found for this time slot. Try another title or theme.');
      changeDays((current) => replaceSlotOptions(current, day.id, slotId, res.places), 'AI suggestions');
      setExpandedSlots((s) => new Set(s).add(slotId));
    } catch (err) {
      toast.error(`Failed to generate AI suggestions: ${errorMessage(err)}`);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card id="trip-days" className="scroll-mt-6">
      <CardHeader className="flex flex-col gap-4">
        <div>
          <CardTitle as="h2" className="text-xl">
            Trip Days
          </CardTitle>
          <CardDescription>
            {days.length} {days.length === 1 ? 'day' : 'days'} · changes save as you go; Ctrl+Z undoes the last one.
          </CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="ghost" size="sm" onClick={editor.undo} disabled={!editor.canUndo} aria-label={undoLabel(editor.undoSteps)}>
            <Undo2 aria-hidden /> Undo
          </Button>
          {days.length > 0 && (
            <Button variant="ghost" size="sm" onClick={toggleAll}>
              {allExpanded ? <ChevronsDownUp aria-hidden /> : <ChevronsUpDown aria-hidden />}
              {allExpanded ? 'Collapse All' : 'Expand All'}
            </Button>
          )}
          <Button
            variant="secondary"
            size="sm"
            disabled={!canGenerate}
            title={canGenerate ? undefined : 'Set the destination and the dates first'}
            loading={itineraryAi.isPending && !busy}
            onClick={() => (days.length ? setConfirmAi(true) : void generateAll())}
          >
            <Sparkles aria-hidden /> Generate with AI
          </Button>
          <Button
            size="sm"
            onClick={() => {
              setNewDate(proposedDayDate(days, startDate, endDate).date);
              setAdding((a) => !a);
            }}
            aria-expanded={adding}
          >
            <CalendarPlus aria-hidden /> Add Day
          </Button>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {adding && (
          <form onSubmit={submitDay} className="flex flex-col gap-3 rounded-lg border border-accent-decor/50 bg-accent-soft/40 p-4 sm:flex-row sm:items-end" aria-label="New day">
            <label className="flex flex-col gap-1 text-sm font-medium">
              Date
              <Input type="date" value={newDate} onChange={(e) => setNewDate(e.target.value)} className="sm:w-44" />
            </label>
            <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
              Title
              <Input value={newTitle} onChange={(e) => setNewTitle(e.target.value)} placeholder="Arrival in Rome" autoFocus />
            </label>
            <div className="flex gap-2">
              <Button type="submit">Add</Button>
              <Button type="button" variant="ghost" onClick={() => setAdding(false)}>
                Cancel
              </Button>
            </div>
          </form>
        )}
        {days.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border px-6 py-12 text-center text-muted">{EMPTY_ITINERARY}</p>
        ) : (
          <SlotList days={days} onMove={(fn) => changeDays(fn, 'Move slot')}>
            {(renderDaySlots) => (
              <ol className="-mx-3 flex flex-col gap-4 sm:mx-0">
                {days.map((day, i) => {
                  const legs = dayLegLabels(day, 'km');
                  return (
                  <DayCard
                    key={day.id}
                    day={day}
                    number={i + 1}
                    expanded={expandedDays.has(day.id)}
                    selected={selectedDayId === day.id}
                    onToggle={() => {
                      setExpandedDays((s) => toggle(s, day.id));
                      onSelectDay(day.id);
                    }}
                    onSelect={() => onSelectDay(day.id)}
                    onChange={(patch) => changeDays((current) => changeDay(current, day.id, patch), 'Day')}
                    onRemove={() => changeDays((current) => removeDay(current, day.id), 'Delete day')}
                    onAddSlot={() => changeDays((current) => addTimeSlot(current, day.id), 'Add time slot')}
                    onGenerate={() => void generateDay(day)}
                    generating={busy === `day:${day.id}`}
                    findingCount={plan.dayCount(day.id)}
                    dayFindings={plan.ofDay(day.id)}
                    onFix={fix}
                    renderSlots={(slots) =>
                      renderDaySlots(day.id, i + 1, slots, (slot, index, count, handle) => (
                        <SlotRow
                          slot={slot}
                          index={index}
                          count={count}
                          dayNumber={i + 1}
                          expanded={expandedSlots.has(slot.id)}
                          onToggle={() => setExpandedSlots((s) => toggle(s, slot.id))}
                          onChange={(patch) => changeDays((current) => changeTimeSlot(current, day.id, slot.id, patch), 'Time slot')}
                          onRemove={() => changeDays((current) => removeTimeSlot(current, day.id, slot.id), 'Remove time slot')}
                          onMove={(dir) => changeDays((current) => moveTimeSlot(current, day.id, slot.id, dir), 'Move slot')}
                          onSuggest={() => void suggest(day, slot.id)}
                          suggesting={busy === `slot:${slot.id}`}
                          handle={handle}
                          leg={legs.get(slot.id)}
                          findings={plan.ofSlot(day.id, slot.id)}
                          onFix={fix}
                        />
                      ))
                    }
                  />
                  );
                })}
              </ol>
            )}
          </SlotList>
        )}
      </CardContent>
      <ConfirmDialog
        open={outsideDay !== null}
        onOpenChange={(open) => !open && setOutsideDay(null)}
        title="Extend the trip's dates?"
        description={
          outsideDay
            ? `${formatDate(outsideDay.date)} is outside this trip (${formatDate(startDate)} – ${formatDate(endDate)}). Add the day and move the trip's ${outsideDay.date < (startDate ?? '') ? 'start' : 'end'} to ${formatDate(outsideDay.date)}?`
            : ''
        }
        confirmLabel="Extend the trip and add the day"
        onConfirm={() => {
          const day = outsideDay;
          setOutsideDay(null);
          if (!day) return;
          editor.saveFields(day.date < (startDate ?? '') ? { startDate: day.date } : { endDate: day.date }, 'Dates');
          addDayAndOpen(day.date, day.title);
        }}
      />
      <ConfirmDialog
        open={confirmAi}
        onOpenChange={setConfirmAi}
        title="Replace the itinerary?"
        description={`The ${days.length} ${days.length === 1 ? 'day' : 'days'} of this trip will be replaced by a new itinerary generated by AI for ${trip.destination}. You can undo this.`}
        confirmLabel="Generate and replace"
        onConfirm={() => void generateAll()}
      />
    </Card>
  );
}
