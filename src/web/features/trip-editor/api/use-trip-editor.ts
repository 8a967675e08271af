import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/components/ui/toaster';
import { tripKeys } from '#web/lib/query-keys';
import { useLeaveWarning } from '#web/lib/use-leave-warning';
import { useTripEvents, useTripSaver } from '#web/features/trips';
import type { Day } from '#shared/domain/itinerary';
import type { TripChangedEvent, TripDetail, TripFields } from '#shared/contracts/trip-detail';
import { emptyHistory, mergeDays, popUndo, pushUndo, type UndoHistory } from '#web/features/trip-editor/model';

/**
 * The state of one open trip in the editor (issue 9 §2 "nothing lost"):
 * - fields and the itinerary save through the trip's save queue (one request at a time, in
 *   order, each naming the version it was made on);
 * - what the person changed and is not yet saved stays on screen (`unsaved`, `days`), also
 *   after a 409, until they re-apply it on the new version or drop it;
 * - a colleague's save (live event) replaces what is on screen only when nothing of ours is
 *   waiting, and says who made it;
 * - the itinerary keeps an undo history.
 */
export function useTripEditor(trip: TripDetail, viewerId: string | undefined) {
  const qc = useQueryClient();
  const saver = useTripSaver(trip);
  const { state } = saver;
  const [unsaved, setUnsaved] = useState<TripFields>({});
  const [days, setDays] = useState<Day[]>(trip.days);
  const daysRef = useRef(days);
  daysRef.current = days;
  /** The server's itinerary our unsaved changes were made on (to re-apply them on a newer one). */
  const baseDaysRef = useRef(trip.days);
  const [history, setHistory] = useState<UndoHistory>(emptyHistory);
  const historyRef = useRef(history);
  const [remote, setRemote] = useState<TripChangedEvent | null>(null);

  // Fields open for typing: while one is, the version their save will name stays the one the
  // person started from, so a colleague's save in between meets the 409 instead of being overwritten.
  const [editing, setEditingSet] = useState<ReadonlySet<string>>(() => new Set());
  const setEditing = useCallback((key: string, on: boolean) => {
    setEditingSet((s) => {
      if (s.has(key) === on) return s;
      const next = new Set(s);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  const idle = state.pending === 0 && state.status !== 'stale' && editing.size === 0;

  // A field still open may hold typed text: leaving asks first, as with unsaved saves (useTripSaver).
  useLeaveWarning(editing.size > 0);

  // A newer trip from the server (our own save answered, or a colleague's): taken when nothing
  // of ours waits; otherwise our work stays and its save meets the server's 409.
  const version = trip.version;
  const serverDays = trip.days;
  useEffect(() => {
    if (!idle) return;
    saver.rebase(version);
    setDays(serverDays);
    baseDaysRef.current = serverDays;
    setUnsaved({});
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follow the server's version only
  }, [version, idle]);

  // The history panel follows every new version (ours included: our own events are skipped).
  useEffect(() => {
    void qc.invalidateQueries({ queryKey: tripKeys.history(trip.id) });
  }, [version, qc, trip.id]);

  // A 409: reload the trip so the person sees what changed, with their work kept beside it.
  const stale = state.status === 'stale';
  useEffect(() => {
    if (stale) void qc.invalidateQueries({ queryKey: tripKeys.detail(trip.id) });
  }, [stale, qc, trip.id]);

  useTripEvents(trip.id, viewerId, {
    onRemoteChange: (event) => {
      setRemote(event);
      toast.info(`${event.by?.name || event.by?.email || 'A colleague'} changed this trip`, { description: event.summary });
    },
  });

  const saveFields = useCallback(
    (fields: TripFields, label: string) => {
      setUnsaved((u) => ({ ...u, ...fields }));
      saver.saveFields(fields, label);
    },
    [saver],
  );

  const changeDays = useCallback(
    (fn: (current: Day[]) => Day[], label = 'Itinerary') => {
      const before = daysRef.current;
      const next = fn(before);
      if (next === before) return;
      daysRef.current = next;
      setDays(next);
      historyRef.current = pushUndo(historyRef.current, before);
      setHistory(historyRef.current);
      saver.saveDays(next, { label });
    },
    [saver],
  );

  const undo = useCallback(() => {
    const step = popUndo(historyRef.current);
    if (!step) return;
    historyRef.current = step.history;
    setHistory(step.history);
    daysRef.current = step.days;
    setDays(step.days);
    saver.saveDays(step.days, { label: 'Undo' });
  }, [saver]);

  return useMemo(
    () => ({
      saver,
      state,
      setEditing,
      /** Field values typed and not yet on the server (shown instead of the server's). */
      unsaved,
      days,
      changeDays,
      saveFields,
      undo,
      canUndo: history.past.length > 0,
      undoSteps: history.past.length,
      remote,
      /** After a 409: send the kept work again on the version now on screen. */
      reapply: () => {
        // The itinerary is re-applied day by day on the colleague's, not over it.
        if (daysRef.current !== baseDaysRef.current) {
          const merged = mergeDays(baseDaysRef.current, daysRef.current, trip.days);
          daysRef.current = merged;
          setDays(merged);
          saver.saveDays(merged, { label: 'Itinerary' });
        }
        baseDaysRef.current = trip.days;
        saver.reapply(trip.version);
      },
      /** After a 409: keep the colleague's version, drop ours. */
      discard: () => {
        saver.discard(trip.version);
        setUnsaved({});
        setDays(trip.days);
      },
    }),
    [saver, state, setEditing, unsaved, days, changeDays, saveFields, undo, history.past.length, remote, trip.version, trip.days],
  );
}

export type TripEditor = ReturnType<typeof useTripEditor>;
