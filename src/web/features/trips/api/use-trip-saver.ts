import { useCallback, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { newIdempotencyKey, patch, postOnce, put } from '#web/lib/api';
import { tripKeys } from '#web/lib/query-keys';
import { useLeaveWarning } from '#web/lib/use-leave-warning';
import type { Day, Option } from '#shared/domain/itinerary';
import type { TripDaysSaved, TripDetail, TripFields } from '#shared/contracts/trip-detail';
import { TripSaveQueue, type SaveState } from './save-queue';

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
    (days: Day[], opts: { mode?: DaysSaveMode; label?: string } = {}) =>
      queueRef.current?.enqueue({
        key: 'days',
        label: opts.label ?? 'Itinerary',
        errorText: SAVE_ERRORS.days,
        // The answer leaves out days stored exactly as sent: the trip keeps the ones we have.
        send: (version) =>
          put<TripDaysSaved>(`${tripUrl(id)}/days?days=if-changed`, { version, days, mode: opts.mode ?? 'editor' }).then(
            (saved): TripDetail => ({ ...saved, days: saved.days ?? days }),
          ),
      }),
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
