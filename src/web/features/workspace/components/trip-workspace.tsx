import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { Button, buttonClasses } from '#web/components/ui/button';
import { ErrorState } from '#web/components/ui/error-state';
import { Skeleton, SkeletonText } from '#web/components/ui/skeleton';
import { toast } from '#web/components/ui/toaster';
import { ApiError } from '#web/lib/api';
import { cn } from '#web/lib/cn';
import { errorMessage } from '#web/lib/errors';
import { tripKeys } from '#web/lib/query-keys';
import { useSession } from '#web/features/auth';
import { isStaff } from '#shared/permissions';
import { saveStatusText, useTripEvents, useTripSaver } from '#web/features/trips';
import type { Option, TimeSlot } from '#shared/domain/itinerary';
import type { TripDetail } from '#shared/contracts/trip-detail';
import { WORKSPACE_MESSAGES } from '#shared/contracts/workspace';
import { addOption, chooseOption } from '#shared/domain/itinerary-ops';
import { useWorkspaceTrip, useWorkspaceTrips } from '#web/features/workspace/api/get-workspace-trips';
import type { WorkspaceScope } from '#web/features/workspace/api/scope';
import { viewOf } from '#web/features/workspace/api/workspace-params';
import { useMediaQuery } from '#web/lib/use-media-query';
import { useTravellerFindings } from '#web/features/workspace/api/use-traveller-findings';
import { changedDayIds, useChangesForMe } from '#web/features/workspace/api/proposal';
import { DayView } from './day-view';
import { TripSidePanel } from './trip-side-panel';
import { TripSidebar } from './trip-sidebar';
import type { WorkspaceView } from '#web/features/workspace/api/workspace-params';
import type { useOrganizerTools } from './organizer-tools';
import { useOpened } from '#web/lib/use-opened';
import { useOffline } from '#web/lib/use-offline';
import { MainRegion } from './main-region';
import type { TripPanesProps } from './trip-panes';

// What only staff or a first 'Add Activity' use loads then (ADR 033: a client's /account stays light).
const TripPanes = lazy(() => import('./trip-panes'));
const TripOverview = lazy(() => import('./trip-overview').then((m) => ({ default: m.TripOverview })));
// The proposal's cards show only when the specialist sent something: loaded when the trip is open (the /account budget).
const ChangesSinceSeenCard = lazy(() => import('./proposal-cards').then((m) => ({ default: m.ChangesSinceSeenCard })));
const ProposalCard = lazy(() => import('./proposal-cards').then((m) => ({ default: m.ProposalCard })));
const SearchActivitiesPanel = lazy(() => import('./search-activities-panel').then((m) => ({ default: m.SearchActivitiesPanel })));

type OrganizerToolsHook = typeof useOrganizerTools;
/** A client's trip has no organizer tools: the same result, with no hook and no staff code. */
const noOrganizerTools: OrganizerToolsHook = () => ({ toolbar: null, tools: undefined, dialogs: null });
let organizerToolsHook: OrganizerToolsHook | undefined;

/** Organizer mode's tools (staff only), loaded the first time a trip is opened in organizer mode. */
function useOrganizerToolsModule(organizer: boolean): OrganizerToolsHook | undefined {
  const [hook, setHook] = useState<OrganizerToolsHook | undefined>(() => organizerToolsHook);
  useEffect(() => {
    if (!organizer || hook) return;
    let live = true;
    void import('./organizer-tools').then((m) => {
      organizerToolsHook = m.useOrganizerTools;
      if (live) setHook(() => m.useOrganizerTools);
    });
    return () => {
      live = false;
    };
  }, [organizer, hook]);
  return organizer ? hook : noOrganizerTools;
}

/** The address of My Trips from a trip: the same screen without tripId. */
function useBackToTrips(): string {
  const [params] = useSearchParams();
  const location = useLocation();
  const next = new URLSearchParams(params);
  next.delete('tripId');
  const q = next.toString();
  return location.pathname + (q ? `?${q}` : '');
}

function BackLink() {
  return (
    <Link to={useBackToTrips()} className={buttonClasses('ghost', 'sm', 'text-muted')}>
      ← Back to Trips
    </Link>
  );
}

function WorkspaceSkeleton() {
  return (
    <div role="status" aria-label="Loading trip" className="mx-auto grid max-w-[96rem] gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[260px_1fr_360px]">
      <SkeletonText lines={8} className="hidden lg:flex" />
      <div className="flex flex-col gap-4">
        <Skeleton className="h-56 w-full rounded-2xl" />
        <SkeletonText lines={4} />
      </div>
      <Skeleton className="hidden h-80 w-full rounded-xl lg:block" />
    </div>
  );
}

/**
 * The trip detail of the workspace (spec §2): sidebar, overview or day view, map and details; choosing.
 * Client view shows the trip only as the client would see it: one hidden from them (or not
 * theirs) gets the client's own 'Trip Not Found', and its content is never loaded. Organizer
 * mode likewise opens only the client's own trips: another client's tripId is 'Trip Not Found'.
 */
/** `enrichInHeader`: the page's own header (organizer mode's) already offers 'Enrich with Google'. */
export function TripWorkspace({ scope, tripId, enrichInHeader = false }: { scope: WorkspaceScope; tripId: string; enrichInHeader?: boolean }) {
  const session = useSession();
  // scope.clientId is set for staff only (client view, organizer mode): the trip must be that client's.
  const shown = useWorkspaceTrip(tripId, scope.clientId ? { clientId: scope.clientId, view: scope.view } : undefined);
  const query = shown.trip;
  const workspace = useWorkspaceTrips(scope.clientId, scope.view);
  const useTools = useOrganizerToolsModule(workspace.data?.organizer ?? false);

  useTripEvents(tripId, session.data?.user?.id, {
    onRemoteChange: (e) => toast.message(`${e.by?.name || 'Your travel specialist'} updated this trip`),
  });

  const error = shown.error;
  if (error) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <BackLink />
        <ErrorState
          className="mt-6"
          title={missing ? WORKSPACE_MESSAGES.tripNotFound : 'Error loading trip'}
          message={missing ? WORKSPACE_MESSAGES.tripNotFoundText : `Error loading trip: ${errorMessage(error)}`}
          action={
            missing ? undefined : (
              <Button variant="secondary" onClick={shown.refetch}>
                Try again
              </Button>
            )
          }
        />
      </main>
    );
  }
  const organizer = workspace.data?.organizer ?? false;
  // The trip's own client, in their workspace: they see what changed and answer the version sent.
  // Never staff (client view, organizer mode) nor organizer mode, who do not answer for the client.
  const traveller = !scope.clientId && !isStaff(session.data?.user) && workspace.isSuccess && !organizer;
  if (!query.data || !useTools) return <WorkspaceSkeleton />;
  // Staff's client view shows what the client sees and changes nothing: its companion links are listed only.
  const share = scope.clientId && scope.view === 'client' ? 'read' : 'manage';
  // A change of hook (organizer mode's tools arriving) starts the trip's screen afresh: hooks keep their order.
  return (
    <LoadedTrip
      key={useTools === noOrganizerTools ? 'client' : 'organizer'}
      trip={query.data}
      organizer={organizer}
      traveller={traveller}
      useTools={useTools}
      refetch={query.refetch}
      enrichInHeader={enrichInHeader}
      share={share}
    />
  );
}

/** The three panes at their default widths, until the resizable ones have loaded (trip-panes.tsx). */
function FixedPanes({ sidebar, main, side, mainLabel }: TripPanesProps) {
  return (
    <div className="flex min-h-0 flex-1">
      <div className="w-[280px] shrink-0 border-r border-border bg-surface-muted/40">{sidebar}</div>
      <div className="min-w-0 flex-1">
        <MainRegion label={mainLabel}>{main}</MainRegion>
      </div>
      <div className="w-[400px] shrink-0 border-l border-border">
        <div className="h-full overflow-y-auto">{side}</div>
      </div>
    </div>
  );
}

function LoadedTrip({
  trip,
  organizer,
  traveller,
  useTools,
  refetch,
  enrichInHeader,
  share,
}: {
  trip: TripDetail;
  organizer: boolean;
  /** The trip's client themselves: 'What changed since you last looked' and the approval (issue 22). */
  traveller: boolean;
  useTools: OrganizerToolsHook;
  refetch: () => Promise<{ data?: TripDetail }>;
  enrichInHeader: boolean;
  share: 'manage' | 'read';
}) {
  const qc = useQueryClient();
  const saver = useTripSaver(trip);
  const wide = useMediaQuery('(min-width: 1024px)');
  // The open day is in the address (`day=3`): a reload, a shared link or a notification opens it.
  const [params, setParams] = useSearchParams();
  const view = viewOf(trip, params.get('day'));
  const setView = (v: WorkspaceView) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        const n = v.kind === 'day' ? trip.days.findIndex((d) => d.id === v.dayId) + 1 : 0;
        if (n > 0) next.set('day', String(n));
        else next.delete('day');
        return next;
      },
      { replace: true },
    );
  const [activeSlot, setActiveSlot] = useState<string | null>(null);
  const [place, setPlace] = useState<Option | null>(null);
  const [adding, setAdding] = useState<{ dayId: string; slotId: string; label: string } | null>(null);
  const addOpened = useOpened(adding !== null);

  // A newer trip from the server (a live change by staff or by this client's other tab, or our own
  // save answered): later choices name it, when nothing of ours waits. Without this, the next
  // choice after any live change met a 409 while the screen showed it as chosen (issue 21 §6).
  const version = trip.version;
  useEffect(() => {
    saver.rebase(version);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follow the server's version only
  }, [version]);

  // A choice met a change made meanwhile (409): each of the client's saves names one slot and one
  // option by id, so it is sent again on the trip as it is now, once, without asking; a second
  // refusal is left to the person (keep my choices, or reload).
  const stale = saver.state.status === 'stale';
  const keptOnce = useRef(false);
  const keepMine = useCallback(async () => {
    const fresh = await refetch();
    if (fresh.data) saver.reapply(fresh.data.version);
  }, [refetch, saver]);
  useEffect(() => {
    if (!stale || keptOnce.current) return;
    keptOnce.current = true;
    void keepMine();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per refusal
  }, [stale]);
  useEffect(() => {
    if (saver.state.status === 'saved') keptOnce.current = false;
  }, [saver.state.status]);
  // A save the server refused (the option or slot is gone): the screen shows the server's trip
  // again, so nothing reads as chosen that is not, beside the reason in the status line.
  const refused = saver.state.status === 'error' && saver.state.pending === 0;
  useEffect(() => {
    if (refused) void refetch();
  }, [refused, refetch]);

  const dayIndex = view.kind === 'day' ? trip.days.findIndex((d) => d.id === view.dayId) : -1;
  const day = dayIndex >= 0 ? trip.days[dayIndex] : undefined;

  // With no network a choice waits: it is not queued (ADR 033), the person is told why, calmly.
  const offline = useOffline();
  const choose = useCallback(
    (dayId: string, slot: TimeSlot, option: Option) => {
      if (offline) {
        toast.message('You are offline', { description: 'Your choice can be made when the network returns; nothing has changed.' });
        return;
      }
      const result = chooseOption(trip.days, dayId, slot.id, option.id);
      if (!result) return;
      qc.setQueryData<TripDetail>(tripKeys.detail(trip.id), { ...trip, days: result.days });
      setActiveSlot(result.nextSlotId);
      saver.select({ dayId, slotId: slot.id, optionId: result.optionId, previous: slot.selectedPlace ?? null, mode: organizer ? 'organizer' : 'editor' });
    },
    [qc, saver, organizer, trip, offline],
  );

  const org = useTools({
    trip,
    day,
    dayNumber: dayIndex + 1,
    saver,
    enabled: organizer,
    offerEnrich: !enrichInHeader,
  });

  /**
   * 'Add Activity' (spec §4): the chosen place or custom activity is shown at once and sent as
   * one added option (POST options), by a client as by staff; organizer mode notifies the clients.
   */
  const addActivity = useCallback(
    (option: Option) => {
      if (!adding) return;
      const current = qc.getQueryData<TripDetail>(tripKeys.detail(trip.id)) ?? trip;
      qc.setQueryData<TripDetail>(tripKeys.detail(trip.id), { ...current, days: addOption(current.days, adding.dayId, adding.slotId, option) });
      saver.addOption({ dayId: adding.dayId, slotId: adding.slotId, option, mode: organizer ? 'organizer' : 'editor' });
    },
    [adding, qc, saver, organizer, trip],
  );

  const status = saveStatusText(saver.state);
  const statusLine = (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-b border-border px-4 py-1.5 sm:px-6">
      <BackLink />
      {org.toolbar ? <div className="order-last w-full xl:order-none xl:w-auto">{org.toolbar}</div> : null}
      <div className="flex min-h-5 items-center gap-3 text-xs" aria-live="polite">
        {saver.state.status === 'stale' ? (
          <>
            <span className="text-danger">{status}</span>
            <Button size="sm" onClick={() => void keepMine()}>
              Keep my choices
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={async () => {
                const fresh = await refetch();
                if (fresh.data) saver.discard(fresh.data.version);
              }}
            >
              <RefreshCw aria-hidden /> Reload
            </Button>
          </>
        ) : saver.state.status === 'error' ? (
          <>
            <span className="text-danger">{status}</span>
            <Button size="sm" variant="secondary" onClick={() => saver.retry()}>
              Retry
            </Button>
          </>
        ) : (
          <span className={cn('text-muted', saver.state.status === 'saved' && 'text-success')}>{status}</span>
        )}
      </div>
    </div>
  );

  const travellerNotes = useTravellerFindings(trip);
  // Read once the trip is open; nested under the trip's key, so its live events refresh it.
  const changes = useChangesForMe(trip.id, traveller);
  const changedDays = useMemo(() => changedDayIds(changes.data), [changes.data]);

  const main = (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-8">
      {traveller ? (
        <div className="mb-6 flex flex-col gap-4 empty:hidden">
          <Suspense fallback={null}>
            <ChangesSinceSeenCard tripId={trip.id} data={changes.data} failed={changes.isError} />
            <ProposalCard tripId={trip.id} />
          </Suspense>
        </div>
      ) : null}
      {day ? (
        <DayView
          day={day}
          dayNumber={dayIndex + 1}
          activeSlotId={activeSlot}
          onActivate={setActiveSlot}
          onChoose={(slot, option) => choose(day.id, slot, option)}
          onShowPlace={setPlace}
          onAddActivity={(slot) => setAdding({ dayId: day.id, slotId: slot.id, label: `${slot.title || 'the slot'} (${slot.startTime})` })}
          tools={org.tools}
          notes={travellerNotes}
        />
      ) : (
        <Suspense fallback={<SkeletonText lines={6} />}>
          <TripOverview trip={trip} share={share} />
        </Suspense>
      )}
    </div>
  );

  const onView = (v: WorkspaceView) => {
    setView(v);
    setPlace(null);
    setActiveSlot(null);
  };
  const sidebar = <TripSidebar trip={trip} view={view} onView={onView} changedDays={changedDays} />;
  const side = (
    <TripSidePanel trip={trip} day={day} dayNumber={day ? dayIndex + 1 : undefined} place={place} onShowPlace={setPlace} onClosePlace={() => setPlace(null)} />
  );
  const near =
    trip.destinationLatitude !== null && trip.destinationLongitude !== null ? { lat: trip.destinationLatitude, lng: trip.destinationLongitude } : null;
  const overlays = (
    <>
      {org.dialogs}
      {addOpened ? (
        <Suspense fallback={null}>
          <SearchActivitiesPanel
            open={adding !== null}
            onOpenChange={(o) => (o ? undefined : setAdding(null))}
            slotLabel={adding?.label ?? ''}
            near={near}
            onAdd={addActivity}
          />
        </Suspense>
      ) : null}
    </>
  );

  const panes: TripPanesProps = { sidebar, main, side, mainLabel: day ? `Day ${dayIndex + 1}` : 'Trip Overview' };

  if (!wide) {
    return (
      <main data-testid="trip-workspace">
        {statusLine}
        <div className="border-b border-border bg-surface-muted/40">
          <label htmlFor="day-select" className="sr-only">
            Day
          </label>
          <select
            id="day-select"
            className="m-3 h-11 w-[calc(100%-1.5rem)] rounded-md border border-border-strong bg-surface px-3 text-sm"
            value={view.kind === 'day' ? view.dayId : 'overview'}
            onChange={(e) => onView(e.target.value === 'overview' ? { kind: 'overview' } : { kind: 'day', dayId: e.target.value })}
          >
            <option value="overview">Overview</option>
            {trip.days.map((d, i) => (
              <option key={d.id} value={d.id}>
                {d.title.trim() ? `Day ${i + 1} · ${d.title}` : `Day ${i + 1}`}
                {changedDays.has(d.id) ? ' · changed' : ''}
              </option>
            ))}
          </select>
        </div>
        {main}
        <div className="border-t border-border">{side}</div>
        {overlays}
      </main>
    );
  }

  return (
    <main data-testid="trip-workspace" className="flex h-[calc(100dvh-4rem)] flex-col">
      {statusLine}
      <Suspense fallback={<FixedPanes {...panes} />}>
        <TripPanes {...panes} />
      </Suspense>
      {overlays}
    </main>
  );
}
