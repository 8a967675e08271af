import { useCallback, useMemo } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { buttonClasses } from '#web/components/ui/button';
import { PageError } from '#web/components/ui/error-state';
import { PageHeader } from '#web/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs';
import { ApiError } from '#web/lib/api';
import { useListState } from '#web/lib/list-state';
import { paths } from '#web/lib/paths';
import { can } from '#shared/permissions';
import type { SessionUser } from '#shared/contracts/auth';
import { DASHBOARD_ALERTS } from '#shared/contracts/trips';
import { useDashboardCounts } from '#web/features/dashboard/api/get-dashboard-counts';
import { useQuestionnaires } from '#web/features/dashboard/api/get-questionnaires';
import { useTrips } from '#web/features/dashboard/api/get-trips';
import {
  DASHBOARD_TABS,
  dashboardCodec,
  folderLabel,
  folderOptions,
  statusLabel,
  statusOptions,
  type DashboardTab,
} from '#web/features/dashboard/url-state';
import { ListToolbar } from './list-toolbar';
import { QuestionnaireList } from './questionnaire-list';
import { TripList } from './trip-list';
import { greetingName } from '#shared/domain/names';

const TAB_LABELS: Record<DashboardTab, string> = { trips: 'Trips', survey: 'Survey', assigned: 'Assigned to Me' };

const isAccessError = (e: unknown) => e instanceof ApiError && (e.status === 401 || e.status === 403);

/**
 * /backoffice (spec §2 Backoffice dashboard): tabs Trips, Survey and Assigned to
 * Me with their counts; search, status filter, folders and pages on the server,
 * all kept in the URL.
 */
export function DashboardScreen() {
  const user = useRouteLoaderData('backoffice-area') as SessionUser | undefined;
  const canDelete = can(user, 'trip:delete');
  const codec = useMemo(() => dashboardCodec(canDelete), [canDelete]);
  const [state, go] = useListState(codec);
  const onSearch = useCallback((q: string) => go({ q }, { replace: true }), [go]);
  const onPage = useCallback((page: number) => go({ page }), [go]);
  const clearFilters = useCallback(() => go({ q: '', status: 'all' }), [go]);

  const counts = useDashboardCounts();
  const isSurvey = state.tab === 'survey';
  const trips = useTrips(state, !isSurvey);
  const questionnaires = useQuestionnaires(state, isSurvey);
  const active = isSurvey ? questionnaires : trips;

  if (isAccessError(active.error) || isAccessError(counts.error)) {
    const err = (isAccessError(active.error) ? active.error : counts.error) as ApiError;
    return (
      <PageError
        pageClassName="sm:py-24"
        title={DASHBOARD_ALERTS.accessError}
        message={err.message}
        action={
          <Link to={paths.home()} className={buttonClasses('secondary')}>
            Back to home
          </Link>
        }
      />
    );
  }

  const countOf: Record<DashboardTab, number | undefined> = {
    trips: counts.data?.trips,
    survey: counts.data?.survey,
    assigned: counts.data?.assignedToMe,
  };

  const statuses = statusOptions(state.tab).map((s) => ({ value: s, label: statusLabel(state.tab, s) }));
  const folders = folderOptions(state.tab, canDelete).map((f) => ({ value: f, label: folderLabel(state.tab, f) }));
  // Greeted by the name they chose; never by the first run's stand-in ('Agency Owner').
  const firstName = greetingName(user);

  return (
    <main className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader
        eyebrow="Backoffice"
        title="Dashboard"
        subtitle={
          firstName
            ? `Welcome back, ${firstName}. Trips, new requests and the journeys in your care.`
            : 'Trips, new requests and the journeys in your care.'
        }
      />
      <Tabs value={state.tab} onValueChange={(tab) => go({ tab: tab as DashboardTab })} activationMode="manual">
        <TabsList aria-label="Dashboard">
          {DASHBOARD_TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab} count={countOf[tab]}>
              {TAB_LABELS[tab]}
            </TabsTrigger>
          ))}
        </TabsList>
        {DASHBOARD_TABS.map((tab) => (
          <TabsContent key={tab} value={tab} className="flex flex-col gap-6">
            {tab === state.tab ? (
              <>
                <ListToolbar
                  key={tab}
                  q={state.q}
                  onSearch={onSearch}
                  searchLabel={isSurvey ? 'Search questionnaires' : 'Search trips'}
                  searchPlaceholder={isSurvey ? 'Name, e-mail or destination' : 'Trip, client, e-mail or #1042'}
                  status={state.status}
                  statuses={statuses}
                  onStatus={(status) => go({ status })}
                  folder={state.folder}
                  folders={folders}
                  onFolder={(folder) => go({ folder })}
                  busy={active.isFetching && !active.isPending}
                />
                {isSurvey ? (
                  <QuestionnaireList state={state} query={questionnaires} onPage={onPage} onClearFilters={clearFilters} />
                ) : (
                  <TripList state={state} query={trips} canDelete={canDelete} onPage={onPage} onClearFilters={clearFilters} />
                )}
              </>
            ) : null}
          </TabsContent>
        ))}
      </Tabs>
    </main>
  );
}
