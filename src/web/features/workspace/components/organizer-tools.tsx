import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarClock, Eraser, Eye, EyeOff, Lock, LockOpen, Route, Sparkles, Trash2, Wand2 } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/dialog';
import { toast } from '#web/components/ui/toaster';
import { errorMessage, isStale } from '#web/lib/errors';
import { billingKeys, tripKeys } from '#web/lib/query-keys';
import { useCanEnrich, useEnrichTrip } from '#web/features/places';
import { itineraryRequest, type TripSaver } from '#web/features/trips';
import { parseCost, parseInlineCost, travellerCount } from '#shared/domain/costs';
import { AI_MESSAGES, slotSuggestionContext } from '#shared/domain/ai';
import type { Day, Option, TimeSlot } from '#shared/domain/itinerary';
import type { TripDetail } from '#shared/contracts/trip-detail';
import { useToggleTripVisibility } from '#web/features/workspace/api/trip-visibility';
import { calculateDistances, clearTrip, generateDay, generateSlotActivities } from '#web/features/workspace/api/organizer-calls';
import {
  changeTimeSlot,
  clearDayActivities,
  removeOption,
  replaceDaySlots,
  replaceSlotOptions,
  updateOption,
} from '#shared/domain/itinerary-ops';
import { workspaceDefaultSlots } from '#shared/domain/slots';
import type { SlotTools } from './day-view';
import { InlineEdit } from './inline-edit';

type Pending =
  | { kind: 'clear-all' }
  | { kind: 'clear-day'; day: Day; number: number }
  | { kind: 'ai-day'; day: Day; number: number }
  | { kind: 'ai-slot'; day: Day; slot: TimeSlot };

/**
 * Organizer mode in the trip (spec §6): visibility, clear all or one day's activities, enrich,
 * distances, AI itinerary per day and activities per slot, slot themes and activity names,
 * descriptions, cost and lock cost edited in place. Every change saves the itinerary in
 * organizer mode (versioned), which notifies the trip's clients; 'Clear all' is one server
 * call that also removes the trip's billing items (spec §4).
 */
/** A button's words: the full ones from 640 px, a short form on a phone (the button's aria-label keeps the full name). */
function ShortLabel({ full, short }: { full: string; short: string }) {
  return (
    <>
      <span aria-hidden className="sm:hidden">
        {short}
      </span>
      <span aria-hidden className="max-sm:hidden">
        {full}
      </span>
    </>
  );
}

export function useOrganizerTools({
  trip,
  day,
  dayNumber,
  saver,
  enabled,
  offerEnrich = true,
}: {
  trip: TripDetail;
  day: Day | undefined;
  dayNumber: number;
  saver: TripSaver;
  enabled: boolean;
  /** False where the page's header already offers 'Enrich with Google' (it is offered once). */
  offerEnrich?: boolean;
}): { toolbar: ReactNode; tools: SlotTools | undefined; dialogs: ReactNode } {
  const qc = useQueryClient();
  const visibility = useToggleTripVisibility();
  const enrich = useEnrichTrip();
  const canEnrich = useCanEnrich() && offerEnrich;
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  if (!enabled) return { toolbar: null, tools: undefined, dialogs: null };

  function apply(next: Day[], label: string) {
    qc.setQueryData<TripDetail>(tripKeys.detail(trip.id), { ...trip, days: next });
    saver.saveDays(next, { mode: 'organizer', label });
  }

  async function run(key: string, fn: () => Promise<void>) {
    setBusy(key);
    try {
      await fn();
    } finally {
      setBusy(null);
    }
  }

  /** Runs the action the in-app confirmation dialog asked about (never a browser pop-up). */
  async function confirmPending() {
    const p = pending;
    if (!p) return;
    if (p.kind === 'clear-all') {
      // One request: the server clears the days and removes the billing items in one write.
      // It names the version the screen's saves have reached, once they have all left.
      await run('clear-all', async () => {
        try {
          await saver.idle();
          const version = qc.getQueryData<TripDetail>(tripKeys.detail(trip.id))?.version ?? trip.version;
          const cleared = await clearTrip(trip.id, version);
          qc.setQueryData(tripKeys.detail(trip.id), cleared);
          saver.rebase(cleared.version);
          void qc.invalidateQueries({ queryKey: billingKeys.trip(trip.id) });
          toast.success('All activities and billing items cleared');
          setPending(null);
        } catch (err) {
          if (isStale(err)) void qc.invalidateQueries({ queryKey: tripKeys.detail(trip.id) });
          toast.error(`Failed to clear all: ${errorMessage(err)}`);
        }
      });
    } else if (p.kind === 'clear-day') {
      apply(clearDayActivities(trip.days, p.day.id), `Clear day ${p.number}`);
      toast.success(`Day ${p.number} activities cleared`);
      setPending(null);
    } else if (p.kind === 'ai-day') {
      await run('ai-day', async () => {
        try {
          if (!p.day.date) throw new Error('This day has no date');
          const answer = await generateDay(trip.id, itineraryRequest(trip, { startDate: p.day.date, endDate: p.day.date }));
          const generated = answer.days[0];
          if (!generated) throw new Error(AI_MESSAGES.noItineraryData);
          if (generated.timeSlots.length === 0) throw new Error(AI_MESSAGES.dayHasNoSlots);
          apply(replaceDaySlots(trip.days, p.day.id, generated.timeSlots), `AI itinerary for day ${p.number}`);
          toast.success(`Day ${p.number} planned with AI`);
          setPending(null);
        } catch (err) {
          toast.error(`Failed to generate day itinerary: ${errorMessage(err)}`);
        }
      });
    } else if (p.kind === 'ai-slot') {
      await run('ai-slot', async () => {
        try {
          const answer = await generateSlotActivities(trip.id, {
            slotTitle: p.slot.title,
            destination: trip.destination,
            startTime: p.slot.startTime,
            endTime: p.slot.endTime,
            dayTitle: p.day.title,
            ...slotSuggestionContext(trip.days, p.day.id, p.slot.id),
            travelersCount: travellerCount({ adults: trip.travelersAdults, children: trip.travelersChildren }),
            children: trip.travelersChildren,
            currency: 'EUR',
            date: p.day.date,
          });
          if (!answer.places.length) throw new Error('No activities found for this slot');
          apply(replaceSlotOptions(trip.days, p.day.id, p.slot.id, answer.places), `AI activities for ${p.slot.title}`);
          toast.success(`${answer.places.length} activities suggested`);
          setPending(null);
        } catch (err) {
          toast.error(`Failed to generate AI suggestions: ${errorMessage(err)}`);
        }
      });
    }
  }

  const toolbar = (
    // One compact row on a phone: each action keeps its full name for assistive technology and
    // shows a short one (issue 21: the four buttons filled half a 390 px screen).
    <div className="flex flex-wrap items-center gap-1.5 sm:gap-2" role="toolbar" aria-label="Organizer actions">
      <span className="mr-1 rounded-full bg-accent-soft px-2.5 py-0.5 text-[0.7rem] font-semibold tracking-wide text-accent uppercase">Organizer</span>
      <Button
        size="sm"
        variant="secondary"
        loading={visibility.isPending}
        aria-pressed={trip.visibleToClient}
        aria-label={trip.visibleToClient ? 'Visible to client' : 'Hidden from client'}
        onClick={() =>
          visibility.mutate(
            { tripId: trip.id, visible: !trip.visibleToClient, version: trip.version },
            {
              onSuccess: (t) => {
                saver.rebase(t.version);
                toast.success(t.visibleToClient ? 'The trip is now visible to the client' : 'The trip is now hidden from the client');
              },
              onError: (err) => toast.error(`Error updating visibility: ${errorMessage(err)}`),
            },
          )
        }
      >
        {trip.visibleToClient ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
        <ShortLabel full={trip.visibleToClient ? 'Visible to client' : 'Hidden from client'} short={trip.visibleToClient ? 'Visible' : 'Hidden'} />
      </Button>
      {canEnrich ? (
      <Button
        size="sm"
        variant="secondary"
        aria-label="Enrich with Google"
        loading={enrich.isPending}
        onClick={() =>
          enrich.mutate(trip.id, {
            onSuccess: (a) => toast.success(a.message),
            onError: (err) => toast.error(`Enrichment failed: ${errorMessage(err)}`),
          })
        }
      >
        <Sparkles aria-hidden /> <ShortLabel full="Enrich with Google" short="Enrich" />
      </Button>
      ) : null}
      <Button
        size="sm"
        variant="secondary"
        aria-label="Calculate distances"
        loading={busy === 'distances'}
        onClick={() =>
          run('distances', async () => {
            try {
              const r = await calculateDistances(trip.id);
              qc.setQueryData(tripKeys.detail(trip.id), r.trip);
              saver.rebase(r.trip.version);
              toast.success(r.message);
            } catch (err) {
              toast.error(`Failed to calculate distances: ${errorMessage(err)}`);
            }
          })
        }
      >
        <Route aria-hidden /> <ShortLabel full="Calculate distances" short="Distances" />
      </Button>
      <Button size="sm" variant="ghost" className="text-danger" onClick={() => setPending({ kind: 'clear-all' })}>
        <Eraser aria-hidden /> Clear all
      </Button>
    </div>
  );

  const tools: SlotTools = {
    dayActions: day ? (
      <>
        {day.timeSlots.length === 0 ? (
          // A day with no slots gets the six workspace default slots (spec §4), in one click.
          <Button size="sm" onClick={() => apply(replaceDaySlots(trip.days, day.id, workspaceDefaultSlots()), `Default time slots for day ${dayNumber}`)}>
            <CalendarClock aria-hidden /> Add the default time slots
          </Button>
        ) : null}
        <Button size="sm" variant="secondary" onClick={() => setPending({ kind: 'ai-day', day, number: dayNumber })}>
          <Wand2 aria-hidden /> AI itinerary
        </Button>
        <Button size="sm" variant="ghost" className="text-danger" onClick={() => setPending({ kind: 'clear-day', day, number: dayNumber })}>
          <Eraser aria-hidden /> Clear day
        </Button>
      </>
    ) : undefined,
    slotHeading: (slot) =>
      day ? (
        <div className="flex flex-col">
          <InlineEdit
            value={slot.title}
            label={`Slot title ${slot.startTime}`}
            className="-ml-1.5 font-display text-xl font-semibold text-foreground"
            onSave={(v) => apply(changeTimeSlot(trip.days, day.id, slot.id, { title: v }), 'Slot title')}
          />
          <InlineEdit
            value={slot.theme ?? ''}
            label={`Slot theme ${slot.startTime}`}
            placeholder="Add a theme"
            className="-ml-1.5 text-sm text-muted italic"
            onSave={(v) => apply(changeTimeSlot(trip.days, day.id, slot.id, { theme: v }), 'Slot theme')}
          />
        </div>
      ) : null,
    slotActions: (slot) =>
      day ? (
        <Button size="sm" variant="secondary" onClick={() => setPending({ kind: 'ai-slot', day, slot })}>
          <Wand2 aria-hidden /> AI activities
        </Button>
      ) : null,
    optionActions: (slot: TimeSlot, option: Option) =>
      day ? (
        <div className="flex w-full flex-col gap-1.5 rounded-md border border-dashed border-border p-2">
          <InlineEdit
            value={option.name}
            label={`Name of ${option.name}`}
            className="text-sm font-medium"
            onSave={(v) => v && apply(updateOption(trip.days, day.id, slot.id, option.id, { name: v }), 'Activity name')}
          />
          <InlineEdit
            value={option.description ?? ''}
            label={`Description of ${option.name}`}
            placeholder="Add a description"
            multiline
            className="text-sm text-muted"
            onSave={(v) => apply(updateOption(trip.days, day.id, slot.id, option.id, { description: v }), 'Activity description')}
          />
          <div className="flex flex-wrap items-center gap-2">
            <label className="flex items-center gap-1 text-xs text-muted">
              Cost €
              <span className="w-20">
                <InlineEdit
                  value={String(parseCost(option.cost))}
                  label={`Cost of ${option.name}`}
                  inputMode="numeric"
                  className="border-border text-sm tabular-nums"
                  onSave={(v) => apply(updateOption(trip.days, day.id, slot.id, option.id, { cost: parseInlineCost(v) }), 'Activity cost')}
                />
              </span>
            </label>
            <Button
              size="sm"
              variant="ghost"
              aria-pressed={!!option.lockCost}
              onClick={() => apply(updateOption(trip.days, day.id, slot.id, option.id, { lockCost: !option.lockCost }), 'Lock cost')}
            >
              {option.lockCost ? <Lock aria-hidden /> : <LockOpen aria-hidden />}
              {option.lockCost ? 'Fixed price' : 'Per person'}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="ml-auto text-danger"
              aria-label={`Remove ${option.name}`}
              onClick={() => apply(removeOption(trip.days, day.id, slot.id, option.id), 'Remove activity')}
            >
              <Trash2 aria-hidden /> Remove
            </Button>
          </div>
        </div>
      ) : null,
  };

  const texts: Record<Pending['kind'], { title: string; description: string; confirm: string; danger: boolean }> = {
    'clear-all': {
      title: 'Clear all activities and billing items?',
      description:
        "Every proposed activity and every choice of this trip is removed, and so are all of the trip's billing items. The client is notified. This cannot be undone.",
      confirm: 'Clear all',
      danger: true,
    },
    'clear-day': {
      title: `Clear the activities of day ${pending && 'number' in pending ? pending.number : ''}?`,
      description: "The day's proposed activities and choices are removed; its time slots and the trip's billing items stay. The client is notified.",
      confirm: 'Clear day',
      danger: true,
    },
    'ai-day': {
      title: `Plan day ${pending && 'number' in pending ? pending.number : ''} with AI?`,
      description: "The day's time slots and activities are replaced by a new proposal (up to 3 activities per slot). This can take up to two minutes.",
      confirm: 'Generate',
      danger: false,
    },
    'ai-slot': {
      title: 'Suggest activities with AI?',
      description: "This slot's activities are replaced by up to 3 suggestions near the day's other activities.",
      confirm: 'Suggest',
      danger: false,
    },
  };
  const t = pending ? texts[pending.kind] : null;
  const dialogs = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(o) => (o ? undefined : setPending(null))}
      title={t?.title ?? ''}
      description={t?.description}
      confirmLabel={t?.confirm}
      tone={t?.danger ? 'danger' : 'default'}
      loading={busy === 'ai-day' || busy === 'ai-slot' || busy === 'clear-all'}
      onConfirm={confirmPending}
    />
  );
  return { toolbar, tools, dialogs };
}
