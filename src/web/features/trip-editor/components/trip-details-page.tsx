import { useState } from 'react';
import { Link } from 'react-router';
import { CircleAlert, History } from 'lucide-react';
import { Button, buttonClasses } from '#web/components/ui/button';
import { ErrorState } from '#web/components/ui/error-state';
import { Spinner } from '#web/components/ui/spinner';
import { ApiError } from '#web/lib/api';
import { errorMessage } from '#web/lib/errors';
import { paths } from '#web/lib/paths';
import { useTrip } from '#web/features/trips';
import { daysAgo } from '#shared/domain/dates';
import { TRIP_DETAIL_MESSAGES, type TripDetail } from '#shared/contracts/trip-detail';
import { useTripEditor, type TripEditor } from '#web/features/trip-editor/api/use-trip-editor';
import { usePlanFindings } from '#web/features/trip-editor/api/use-plan-findings';
import { EditorHeader } from './editor-header';
import { FindingsCount } from './findings';
import { TripInfoCard } from './trip-info-card';
import { ItineraryEditor } from './itinerary-editor';
import { FlightsPanel } from './flights-panel';
import { HotelCard } from './hotel-card';
import { HistoryPanel } from './history-panel';
import { ProposalPanel } from './proposal-panel';
import { OrganizersPanel } from './organizers-panel';
import { DayMap } from './day-map';

export const LOADING_TEXT = 'Loading trip details...';

export interface Viewer {
  id: string;
  isSuperAdmin: boolean;
}

function Frame({ children, wide = false }: { children: React.ReactNode; wide?: boolean }) {
  return <main className={wide ? 'mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10' : 'mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14'}>{children}</main>;
}

/** The error screen of trip details (spec §2), with 'Back to Backoffice'. */
function TripError({ title, message, retry }: { title: string; message: string; retry?: () => void }) {
  return (
    <Frame>
      <ErrorState
        title={title}
        message={message}
        action={
          <div className="flex flex-wrap justify-center gap-3">
            {retry && (
              <Button variant="secondary" onClick={retry}>
                Try again
              </Button>
            )}
            <Link to={paths.backoffice()} className={buttonClasses('primary')}>
              Back to Backoffice
            </Link>
          </div>
        }
      />
    </Frame>
  );
}

/** /backoffice/trip-details?tripId= (spec §2): states around the editor. */
export function TripDetailsPage({ tripId, viewer }: { tripId: string | null; viewer: Viewer }) {
  const query = useTrip(tripId);
  if (!tripId) return <TripError title={TRIP_DETAIL_MESSAGES.noTripId} message="Open a trip from the dashboard or a client's page." />;
  if (query.isPending) {
    return (
      <Frame>
        <div role="status" className="flex flex-col items-center gap-4 py-24 text-muted">
          <Spinner size="lg" />
          <p>{LOADING_TEXT}</p>
        </div>
      </Frame>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return missing ? (
      <TripError title={TRIP_DETAIL_MESSAGES.notFound} message="This trip may have been deleted, or the link is incomplete." />
    ) : (
      <TripError title="Unable to load this trip" message={`Error loading trip: ${errorMessage(query.error)}`} retry={() => void query.refetch()} />
    );
  }
  return <TripEditorScreen key={query.data.id} trip={query.data} viewer={viewer} />;
}

/** Someone saved over our unsaved work: their version is on screen, ours is kept to re-apply (issue 9 §2). */
function StaleBanner({ editor }: { editor: TripEditor }) {
  if (editor.state.status !== 'stale') return null;
  return (
    <div role="alert" className="mb-6 flex flex-col gap-3 rounded-lg border border-danger/40 bg-danger-soft p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex gap-3">
        <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-danger" />
        <div>
          <p className="font-medium text-foreground">{editor.state.message}</p>
          <p className="text-sm text-muted">
            Your changes are kept ({editor.state.pending} unsaved). Re-apply them on the latest version, or keep the other version.
          </p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="secondary" size="sm" onClick={editor.discard}>
          Keep their version
        </Button>
        <Button size="sm" onClick={editor.reapply}>
          Re-apply my changes
        </Button>
      </div>
    </div>
  );
}

function LastChange({ trip }: { trip: TripDetail }) {
  if (!trip.updatedBy) return null;
  const ago = daysAgo(trip.updatedAt);
  const when = new Date(trip.updatedAt).toLocaleString('en-GB', { dateStyle: ago === 0 ? undefined : 'medium', timeStyle: 'short' });
  return (
    <p className="mb-6 inline-flex items-center gap-2 text-sm text-muted" data-testid="last-change">
      <History aria-hidden className="size-4" />
      Last changed by {trip.updatedBy.name || trip.updatedBy.email}, {when}
    </p>
  );
}

function TripEditorScreen({ trip, viewer }: { trip: TripDetail; viewer: Viewer }) {
  const editor = useTripEditor(trip, viewer.id);
  const visible = editor.unsaved.visibleToClient ?? trip.visibleToClient;
  const [selectedDayId, setSelectedDayId] = useState<string | null>(trip.days[0]?.id ?? null);
  const plan = usePlanFindings(trip, editor.days);
  // Sending or restoring names the version on screen: only when nothing of ours waits to be saved.
  const idle = editor.state.pending === 0 && editor.state.status !== 'stale';
  /** Bumped by the header's count: the itinerary opens the days with something to check. */
  const [reveal, setReveal] = useState(0);
  return (
    <Frame wide>
      <EditorHeader
        trip={trip}
        visible={visible}
        onToggleVisible={() => editor.saveFields({ visibleToClient: !visible }, 'Visibility')}
        state={editor.state}
        onRetry={() => editor.saver.retry()}
        checks={<FindingsCount counts={plan.counts} onReveal={() => setReveal((n) => n + 1)} />}
      />
      <StaleBanner editor={editor} />
      <LastChange trip={trip} />
      <div className="grid gap-6 lg:grid-cols-3 lg:gap-8">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2 lg:gap-8">
          <TripInfoCard trip={trip} unsaved={editor.unsaved} canAssignSpecialist={viewer.isSuperAdmin} onSave={editor.saveFields} onEditing={editor.setEditing} />
          <ItineraryEditor trip={trip} editor={editor} plan={plan} reveal={reveal} selectedDayId={selectedDayId} onSelectDay={setSelectedDayId} />
        </div>
        <aside className="flex min-w-0 flex-col gap-6 lg:gap-8">
          <ProposalPanel trip={trip} busy={!idle} />
          <FlightsPanel trip={trip} unsaved={editor.unsaved} onSave={editor.saveFields} />
          <HotelCard trip={trip} unsaved={editor.unsaved} onSave={editor.saveFields} />
          <DayMap days={editor.days} selectedDayId={selectedDayId} />
          <OrganizersPanel tripId={trip.id} />
          <HistoryPanel tripId={trip.id} currentVersion={trip.version} busy={!idle} />
        </aside>
      </div>
    </Frame>
  );
}
