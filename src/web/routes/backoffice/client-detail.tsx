import { Link, redirect, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Eye, Wand2 } from 'lucide-react';
import { DetailPage } from '#web/components/detail-page';
import { Button, buttonClasses } from '#web/components/ui/button';
import { SectionCard } from '#web/components/ui/section-card';
import { ErrorState } from '#web/components/ui/error-state';
import { PageHeader } from '#web/components/ui/page-header';
import { DetailPageSkeleton } from '#web/components/ui/skeleton';
import { toast } from '#web/components/ui/toaster';
import { ApiError } from '#web/lib/api';
import { errorMessage, isStale } from '#web/lib/errors';
import { paths } from '#web/lib/paths';
import { useClient } from '#web/features/clients/api/get-client';
import { useUpdateClient } from '#web/features/clients/api/update-client';
import { ClientInfoForm, type ClientInfoValues } from '#web/features/clients/components/client-info-form';
import { DestinationsPanel } from '#web/features/clients/components/destinations-panel';
import { AccountStatusCard, DangerZoneCard, TipsCard } from '#web/features/clients/components/side-cards';
import { TripsPanel } from '#web/features/clients/components/trips-panel';
import { QuestionnaireSummaryCard } from '#web/features/questionnaire-review';
import { CLIENT_MESSAGES, type ClientDetail } from '#shared/contracts/clients';

/** The client key of the URL: clientId (friendly id or user id), or id (an allowed-client record id). */
function keyOf(params: URLSearchParams): string {
  return (params.get('clientId') ?? params.get('id') ?? '').trim();
}

/** Without a client id, go to the client database (spec §2). */
function loader({ request }: LoaderFunctionArgs) {
  if (!keyOf(new URL(request.url).searchParams)) throw redirect(paths.clientDatabase());
  return null;
}

function infoValues(d: ClientDetail): ClientInfoValues {
  const c = d.client;
  return {
    email: c.email,
    fullName: c.fullName ?? '',
    phone: c.phone ?? '',
    notes: c.notes ?? '',
    destination: c.destination ?? '',
    startDate: c.startDate ?? '',
    endDate: c.endDate ?? '',
  };
}

const back = { to: paths.clientDatabase(), label: 'Client Database' };

function ClientInfoCard({ detail }: { detail: ClientDetail }) {
  const save = useUpdateClient(detail.client.key);
  return (
    <SectionCard title="Client information" description="Contact details and the trip the client has in mind.">
      <ClientInfoForm
        key={detail.client.key}
        id="client-info"
        requireChanges
        defaultValues={infoValues(detail)}
        onSave={async (values) => {
          try {
            // The version of the client on screen: after a 409 the reload brings the new one.
            await save.mutateAsync({ ...values, version: detail.client.version });
            toast.success(CLIENT_MESSAGES.saved);
          } catch (err) {
            // A stale save is already toasted (useVersionedMutation); the typed text stays.
            if (!isStale(err) && !(err instanceof ApiError && Object.keys(err.fields).length)) {
              toast.error(CLIENT_MESSAGES.saveError(errorMessage(err)));
            }
            throw err;
          }
        }}
      />
    </SectionCard>
  );
}

/** /backoffice/client-detail?clientId= (spec §2). */
function ClientDetailPage() {
  const [params] = useSearchParams();
  const key = keyOf(params);
  const query = useClient(key);

  if (query.isPending) {
    return (
      <DetailPage back={back}>
        <DetailPageSkeleton label="Loading client" header={['h-4 w-24', 'h-10 w-72', 'h-4 w-56']} main={[6, 4]} aside={6} />
      </DetailPage>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <DetailPage back={back} narrow>
        <ErrorState
          title={missing ? CLIENT_MESSAGES.notFound : 'Unable to load this client'}
          message={missing ? 'This client may have been deleted, or the link is incomplete.' : errorMessage(query.error)}
          action={
            missing ? (
              <Link to={paths.clientDatabase()} className={buttonClasses('secondary')}>
                Back to Client Database
              </Link>
            ) : (
              <Button variant="secondary" onClick={() => void query.refetch()}>
                Try again
              </Button>
            )
          }
        />
      </DetailPage>
    );
  }

  const detail = query.data;
  const c = detail.client;
  return (
    <DetailPage back={back}>
      <PageHeader
        eyebrow={c.friendlyId ? `Client ID ${c.friendlyId}` : 'Client'}
        title={c.fullName ?? 'No name'}
        subtitle={c.email}
        actions={
          c.userId ? (
            <>
              <Link to={paths.clientView(c.key)} className={buttonClasses('secondary')}>
                <Eye aria-hidden /> View as Client
              </Link>
              <Link to={paths.organizerMode(c.key)} className={buttonClasses('secondary')}>
                <Wand2 aria-hidden /> Organizer Mode
              </Link>
            </>
          ) : undefined
        }
      />
      <div className="grid gap-6 lg:grid-cols-3 lg:gap-8">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2 lg:gap-8">
          <ClientInfoCard detail={detail} />
          <TripsPanel clientKey={c.key} trips={detail.trips} />
          <DestinationsPanel clientKey={c.key} destinations={detail.destinations} />
        </div>
        <aside className="flex min-w-0 flex-col gap-6 lg:gap-8">
          <AccountStatusCard detail={detail} />
          <QuestionnaireSummaryCard questionnaire={detail.questionnaire} />
          <TipsCard />
          <DangerZoneCard detail={detail} />
        </aside>
      </div>
    </DetailPage>
  );
}

export const clientDetailRoute = { loader, Component: ClientDetailPage };
