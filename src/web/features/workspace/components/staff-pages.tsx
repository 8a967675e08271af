import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Bell, CalendarRange, ClipboardList, Eye, Receipt, Settings, Sparkles, Wand2 } from 'lucide-react';
import { Button, buttonClasses } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/dialog';
import { PageError } from '#web/components/ui/error-state';
import { toast } from '#web/components/ui/toaster';
import { ApiError } from '#web/lib/api';
import { errorMessage } from '#web/lib/errors';
import { paths, type TripPageParams } from '#web/lib/paths';
import { tripKeys } from '#web/lib/query-keys';
import { useSession } from '#web/features/auth';
import { useCanEnrich, useEnrichTrip } from '#web/features/places';
import { getTrip, itineraryRequest, saveDaysThroughQueue } from '#web/features/trips';
import { AI_MESSAGES } from '#shared/domain/ai';
import { PLACES_MESSAGES } from '#shared/domain/places';
import { WORKSPACE_MESSAGES, type WorkspaceTrip } from '#shared/contracts/workspace';
import { useWorkspaceTrips } from '#web/features/workspace/api/get-workspace-trips';
import { badgeText, useNotificationEvents, useNotifications } from '#web/features/workspace/api/notifications';
import { generateDay } from '#web/features/workspace/api/organizer-calls';
import type { WorkspaceScope } from '#web/features/workspace/api/scope';
import { AccountSettingsPanel } from './account-settings-panel';
import { MyTrips } from './my-trips';
import { NotificationsPanel } from './notifications-panel';
import { SelectTripDialog } from './select-trip-dialog';
import { TripWorkspace } from './trip-workspace';

function Missing({ title, message }: { title: string; message: string }) {
  return (
    <PageError
      title={title}
      message={message}
      action={
        <Link to={paths.clientDatabase()} className={buttonClasses('secondary')}>
          <ArrowLeft aria-hidden /> Client Database
        </Link>
      }
    />
  );
}

/** The client id of the URL, else 'No client ID provided'; an unknown client, 'Client not found' (spec §2, §8). */
function useStaffScope(view: 'client' | 'organizer') {
  const [params] = useSearchParams();
  const clientId = params.get('clientId')?.trim() || undefined;
  const tripId = params.get('tripId')?.trim() || undefined;
  const allowedEmailId = params.get('allowedEmailId')?.trim() || undefined;
  const scope: WorkspaceScope = { clientId, view, organizerMode: view === 'organizer', allowedEmailId };
  return { scope, tripId, clientId };
}

function StaffWorkspaceBody({ scope, tripId, enrichInHeader = false }: { scope: WorkspaceScope; tripId?: string; enrichInHeader?: boolean }) {
  const trips = useWorkspaceTrips(scope.clientId, scope.view);
  if (trips.isError && trips.error instanceof ApiError && trips.error.status === 404) {
    return <Missing title={WORKSPACE_MESSAGES.clientNotFound} message="This client may have been deleted, or the link is incomplete." />;
  }
  if (tripId) return <TripWorkspace key={tripId} scope={scope} tripId={tripId} enrichInHeader={enrichInHeader} />;
  return <MyTrips scope={scope} title={scope.view === 'organizer' ? 'Client Trips' : 'My Trips'} />;
}

/** /backoffice/client-view?clientId=: the client's workspace exactly as the client sees it (spec §2). */
export function ClientViewPage() {
  const { scope, tripId, clientId } = useStaffScope('client');
  const trips = useWorkspaceTrips(clientId, 'client');
  if (!clientId) return <Missing title={WORKSPACE_MESSAGES.noClientId} message="Open a client from the Client Database." />;
  const owner = trips.data?.owner;
  return (
    <div data-testid="client-view">
      <div className="border-b border-accent-decor/40 bg-accent-soft/60">
        <div className="mx-auto flex max-w-[96rem] flex-wrap items-center justify-between gap-3 px-4 py-2.5 text-sm sm:px-6">
          <p className="flex items-center gap-2 text-foreground">
            <Eye aria-hidden className="size-4 text-accent" />
            <span>
              Client view: {owner ? <strong className="font-semibold">{owner.fullName || owner.email}</strong> : 'the client'} sees exactly this.
            </span>
          </p>
          <div className="flex gap-2">
            <Link to={paths.clientDetail(clientId)} className={buttonClasses('ghost', 'sm')}>
              <ArrowLeft aria-hidden /> Back to client
            </Link>
            <Link to={paths.organizerMode(clientId, tripId)} className={buttonClasses('secondary', 'sm')}>
              <Wand2 aria-hidden /> Organizer Mode
            </Link>
          </div>
        </div>
      </div>
      <StaffWorkspaceBody scope={scope} tripId={tripId} />
    </div>
  );
}

type Section = 'itinerary' | 'billing' | 'activitySummary' | 'enrich' | 'ai';

/** /backoffice/organizer-mode?clientId=(&tripId=): staff act for the client (spec §2, §6). */
export function OrganizerModePage() {
  const { scope, tripId, clientId } = useStaffScope('organizer');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const session = useSession();
  const trips = useWorkspaceTrips(clientId, 'organizer');
  const notifications = useNotifications();
  useNotificationEvents();
  const enrich = useEnrichTrip();
  const canEnrich = useCanEnrich();
  const [panel, setPanel] = useState<'notifications' | 'settings' | null>(null);
  const [choosing, setChoosing] = useState<Section | null>(null);
  const [confirmAi, setConfirmAi] = useState<string | null>(null);
  const [aiBusy, setAiBusy] = useState(false);

  if (!clientId) return <Missing title={WORKSPACE_MESSAGES.noClientId} message="Open a client from the Client Database." />;
  const owner = trips.data?.owner;
  const list = trips.data?.trips ?? [];
  const current = list.find((t) => t.id === tripId);
  const carry = (id: string): TripPageParams => ({ tripId: id, clientId, organizerMode: true, allowedEmailId: scope.allowedEmailId ?? owner?.allowedId ?? undefined });

  function act(section: Section, trip?: WorkspaceTrip) {
    // The tripId of the address counts only when it is one of this client's trips (never another client's).
    const id = trip?.id ?? current?.id ?? (list.length === 1 ? list[0]!.id : undefined);
    if (!id) {
      if (list.length > 1) setChoosing(section);
      else if (section === 'enrich') toast.error(PLACES_MESSAGES.selectTripFirst);
      else toast.message(WORKSPACE_MESSAGES.noTrips);
      return;
    }
    setChoosing(null);
    if (section === 'itinerary') void navigate(paths.itinerary(carry(id)));
    else if (section === 'billing') void navigate(paths.billing(carry(id)));
    else if (section === 'activitySummary') void navigate(paths.activitySummary(carry(id)));
    else if (section === 'enrich')
      enrich.mutate(id, { onSuccess: (a) => toast.success(a.message), onError: (err) => toast.error(`Enrichment failed: ${errorMessage(err)}`) });
    else setConfirmAi(id);
  }

  async function generateWholeTrip(id: string) {
    setAiBusy(true);
    try {
      const trip = await qc.fetchQuery({ queryKey: tripKeys.detail(id), queryFn: () => getTrip(id) });
      if (!trip.startDate || !trip.endDate) throw new Error('Trip dates are required');
      const answer = await generateDay(id, itineraryRequest(trip, { startDate: trip.startDate, endDate: trip.endDate }));
      if (!answer.days.length) throw new Error(AI_MESSAGES.emptyItinerary);
      // Through the trip's save queue, like the editor: behind the open trip's own saves, on the version they reached.
      await saveDaysThroughQueue(qc, trip, answer.days, { mode: 'organizer', label: 'AI itinerary' });
      toast.success(`Itinerary generated: ${answer.days.length} days`);
      setConfirmAi(null);
    } catch (err) {
      toast.error(`${AI_MESSAGES.itineraryFailed}: ${errorMessage(err)}`);
    } finally {
      setAiBusy(false);
    }
  }

  const unread = notifications.data?.unreadCount ?? 0;
  const actionButton = (section: Section, icon: ReactNode, label: string, loading = false) => (
    <Button size="sm" variant="secondary" loading={loading} onClick={() => act(section)}>
      {icon} {label}
    </Button>
  );

  return (
    <div data-testid="organizer-mode">
      <div className="border-b border-border bg-surface">
        <div className="mx-auto flex max-w-[96rem] flex-col gap-3 px-4 py-4 sm:px-6 xl:flex-row xl:items-center xl:justify-between">
          <div className="min-w-0">
            <p className="flex items-center gap-2 text-xs font-semibold tracking-[0.2em] text-accent uppercase">
              <Wand2 aria-hidden className="size-3.5" /> Organizer Mode
            </p>
            <p className="truncate text-sm text-foreground" data-testid="organizer-client">
              {owner ? (
                <>
                  <strong className="font-semibold">{owner.fullName || owner.email}</strong>
                  {owner.friendlyId ? ` · #${owner.friendlyId}` : ''} · {owner.email}
                </>
              ) : (
                'Loading client…'
              )}
              {current ? <span className="text-muted"> · {current.tripName}</span> : null}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label="Organizer mode actions">
            {actionButton('ai', <Wand2 aria-hidden />, 'AI generate')}
            {actionButton('itinerary', <CalendarRange aria-hidden />, 'Itinerary')}
            {actionButton('billing', <Receipt aria-hidden />, 'Billing')}
            {actionButton('activitySummary', <ClipboardList aria-hidden />, 'Activity Summary')}
            {canEnrich ? actionButton('enrich', <Sparkles aria-hidden />, 'Enrich with Google', enrich.isPending) : null}
            <Button size="sm" variant="ghost" className="relative" aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'} onClick={() => setPanel('notifications')}>
              <Bell aria-hidden /> Notifications
              {badgeText(unread) ? (
                <span className="ml-1 rounded-full bg-accent px-1.5 text-[0.65rem] font-semibold text-primary-foreground">{badgeText(unread)}</span>
              ) : null}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setPanel('settings')}>
              <Settings aria-hidden /> Settings
            </Button>
            <Link to={paths.clientView(clientId)} className={buttonClasses('ghost', 'sm')}>
              <Eye aria-hidden /> Client view
            </Link>
          </div>
        </div>
      </div>
      <StaffWorkspaceBody scope={scope} tripId={tripId} enrichInHeader />
      <NotificationsPanel open={panel === 'notifications'} onOpenChange={(o) => setPanel(o ? 'notifications' : null)} />
      {session.data?.user ? (
        <AccountSettingsPanel user={session.data.user} open={panel === 'settings'} onOpenChange={(o) => setPanel(o ? 'settings' : null)} />
      ) : null}
      <SelectTripDialog open={choosing !== null} onOpenChange={(o) => (o ? undefined : setChoosing(null))} trips={list} onSelect={(t) => choosing && act(choosing, t)} />
      <ConfirmDialog
        open={confirmAi !== null}
        onOpenChange={(o) => (o ? undefined : setConfirmAi(null))}
        title="Generate the whole itinerary with AI?"
        description="Every day of the trip is replaced by a new proposal (up to 3 activities per slot). The client is notified. This can take up to two minutes."
        confirmLabel="Generate"
        loading={aiBusy}
        onConfirm={() => (confirmAi ? generateWholeTrip(confirmAi) : undefined)}
      />
    </div>
  );
}
