import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { newIdempotencyKey, patch, postOnce, put } from '#web/lib/api';
import { tripKeys } from '#web/lib/query-keys';
import { useLeaveWarning } from '#web/lib/use-leave-warning';
import type { Day, Option } from '#shared/domain/itinerary';
import type { TripDaysSaved, TripDetail, TripFields } from '#shared/contracts/trip-detail';
import { TripSaveQueue, type SaveOp, type SaveState } from './save-queue';

export type DaysSaveMode = 'editor' | 'organizer';

const tripUrl = (id: string) => `/api/trips/${encodeURIComponent(id)}`;

/** What a failed save says, by what was saved (spec §8 'Trips' messages). */
export const SAVE_ERRORS = {
  fields: (m: string) => `Failed to save trip changes: ${m}`,
  clearFlights: (m: string) => `Error clearing flights: ${m}`,
  days: (m: string) => `Error saving trip days: ${m}`,
  other: (m: string) => `Error saving: ${m}`,
} as const;

const clearsFlights = (fields: TripFields) => fields.outboundFlight === null && fields.returnFlight === null && Object.keys(fields).length === 2;
/** The whole itinerary saved (PUT days) on the version the queue names; the editor's, the workspace's and the organizer header's one save of days. */
function daysSaveOp(id: string, days: Day[], opts: { mode?: DaysSaveMode; label?: string } = {}): SaveOp {
  return {
    key: 'days',
    label: opts.label ?? 'Itinerary',
    errorText: SAVE_ERRORS.days,
    // The answer leaves out days stored exactly as sent: the trip keeps the ones we have.
    send: (version) =>
      put<TripDaysSaved>(`${tripUrl(id)}/days?days=if-changed`, { version, days, mode: opts.mode ?? 'editor' }).then(
        (saved): TripDetail => ({ ...saved, days: saved.days ?? days }),
      ),
  };
}

/** The save queue of each trip open on a screen, so a save made elsewhere on the page joins it. */
const openQueues = new Map<string, TripSaveQueue>();

/** A screen holding `queue` for trip `id` offers it to the page's other saves; returns the way out. */
export function openTripQueue(id: string, queue: TripSaveQueue): () => void {
  openQueues.set(id, queue);
  return () => {
    if (openQueues.get(id) === queue) openQueues.delete(id);
  };
}

/**
 * Saves a whole itinerary through the trip's save queue, from outside the screen that holds it
 * (the organizer header's 'AI generate'): it waits behind the open screen's saves and names the
 * version they reached, as the editor's saves do; with no screen open on the trip, through a queue
 * of its own from the version read. Resolves with the saved trip (the cache is updated); rejects
 * with the save's error, or when a newer change of the itinerary replaced it before it left.
 */
export function saveDaysThroughQueue(
  qc: QueryClient,
  trip: Pick<TripDetail, 'id' | 'version'>,
  days: Day[],
  opts: { mode?: DaysSaveMode; label?: string } = {},
): Promise<TripDetail> {
  const queue =
    openQueues.get(trip.id) ?? new TripSaveQueue({ base: trip.version, onSaved: (saved) => qc.setQueryData(tripKeys.detail(saved.id), saved) });
  const op = daysSaveOp(trip.id, days, opts);
  let saved: TripDetail | null = null;
  let failure: unknown = null;
  queue.enqueue({
    ...op,
    send: (version) =>
      op.send(version).then(
        (trip) => (saved = trip),
        (err: unknown) => {
          failure = err;
          throw err;
        },
      ),
  });
  // Settled once the queue has taken the answer (the cache holds it) or stopped.
  return queue.idle().then(() => {
    if (saved) return saved;
    throw failure instanceof Error ? failure : new Error(queue.snapshot.message ?? 'Not saved: a newer change of the itinerary replaced it');
  });
}

/**
 * The saves of one open trip (issue 9 §2): fields (PATCH), the itinerary (PUT days), a
 * client's choices (PUT selection) and added activities (POST options) go through one
 * TripSaveQueue, so they leave one at a time, in order, each naming the version it was made on. Each answer updates the cached trip.
 * While anything is unsaved the browser asks before leaving the page.
 */
export function useTripSaver(trip: TripDetail | undefined) {
  const qc = useQueryClient();
  const id = trip?.id ?? '';
  const [state, setState] = useState<SaveState>({ status: 'idle', message: null, pending: 0, base: trip?.version ?? 0 });
  const queueRef = useRef<TripSaveQueue | null>(null);

  if (trip && (!queueRef.current || (queueRef.current as TripSaveQueue & { tripId?: string }).tripId !== trip.id)) {
    const q = new TripSaveQueue({
      base: trip.version,
      onSaved: (saved) => qc.setQueryData(tripKeys.detail(saved.id), saved),
      onChange: setState,
    }) as TripSaveQueue & { tripId?: string };
    q.tripId = trip.id;
    queueRef.current = q;
  }

  // While this screen is open, saves of its trip made elsewhere on the page join its queue.
  useEffect(() => {
    const q = queueRef.current;
    if (!q || !id) return;
    return openTripQueue(id, q);
  }, [id]);

  // The browser asks before a page with unsaved work is left or reloaded.
  useLeaveWarning(state.pending > 0);

  const saveFields = useCallback(
    (fields: TripFields, label: string) =>
      queueRef.current?.enqueue({
        key: `fields:${Object.keys(fields).sort().join(',')}`,
        label,
        errorText: clearsFlights(fields) ? SAVE_ERRORS.clearFlights : SAVE_ERRORS.fields,
        send: (version) => patch<TripDetail>(tripUrl(id), { ...fields, version }),
      }),
    [id],
  );

  const saveDays = useCallback(
    (days: Day[], opts: { mode?: DaysSaveMode; label?: string } = {}) => queueRef.current?.enqueue(daysSaveOp(id, days, opts)),
    [id],
  );

  const select = useCallback(
    (choice: { dayId: string; slotId: string; optionId: string | null; previous?: string | null; mode?: DaysSaveMode }) =>
      queueRef.current?.enqueue({
        key: `selection:${choice.slotId}`,
        label: 'Choice',
        errorText: SAVE_ERRORS.other,
        send: (version) => put<TripDetail>(`${tripUrl(id)}/selection`, { version, ...choice, mode: choice.mode ?? 'editor' }),
      }),
    [id],
  );

  /** One activity added to one slot (POST options): a client may do this too; organizer mode notifies the clients. */
  const addOption = useCallback(
    (added: { dayId: string; slotId: string; option: Option; mode?: DaysSaveMode }) => {
      // One key for this add, reused by the queue's retries: a retry after a lost answer gets the first result (ADR 022).
      const actionKey = newIdempotencyKey();
      return queueRef.current?.enqueue({
        key: `option:${added.option.id}`,
        label: 'Add activity',
        errorText: SAVE_ERRORS.other,
        send: (version) => postOnce<TripDetail>(`${tripUrl(id)}/options`, { version, ...added, mode: added.mode ?? 'editor' }, actionKey),
      });
    },
    [id],
  );

  return useMemo(
    () => ({
      state,
      saveFields,
      saveDays,
      select,
      addOption,
      /** Try the failed save again. */
      retry: () => queueRef.current?.retry(),
      /** After a 409 and the reload: send the kept work on the version now on screen. */
      reapply: (version: number) => queueRef.current?.reapply(version),
      /** After a 409: drop the kept work and keep the colleague's version. */
      discard: (version: number) => queueRef.current?.discard(version),
      /** The screen took the server's copy (nothing unsaved on it). */
      rebase: (version: number) => queueRef.current?.rebase(version),
      idle: () => queueRef.current?.idle() ?? Promise.resolve(),
    }),
    [state, saveFields, saveDays, select, addOption],
  );
}

export type TripSaver = ReturnType<typeof useTripSaver>;

/** The status line of a trip's saves: 'Saving...', 'Saved', or the error (spec texts where given). */
export function saveStatusText(state: SaveState): string {
  switch (state.status) {
    case 'saving':
      return 'Saving...';
    case 'saved':
      return 'Saved';
    case 'error':
    case 'stale':
      return state.message ?? 'Save failed';
    default:
      return '';
  }
}
