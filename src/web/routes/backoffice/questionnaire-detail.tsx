import { Link, useSearchParams } from 'react-router';
import { DetailPage } from '#web/components/detail-page';
import { buttonClasses } from '#web/components/ui/button';
import { ErrorState, LoadError } from '#web/components/ui/error-state';
import { PageHeader } from '#web/components/ui/page-header';
import { DetailPageSkeleton } from '#web/components/ui/skeleton';
import { ApiError } from '#web/lib/api';
import { useQuestionnaire } from '#web/features/questionnaire-review/api/get-questionnaire';
import { AnswersCard } from '#web/features/questionnaire-review/components/answers-card';
import { CreateClientCard } from '#web/features/questionnaire-review/components/create-client-card';
import { StatusCard } from '#web/features/questionnaire-review/components/status-card';
import { paths } from '#web/lib/paths';
import { destinationLabel } from '#shared/domain/labels';
import { formatDate } from '#shared/domain/dates';
import { QUESTIONNAIRE_REVIEW_MESSAGES as M } from '#shared/contracts/questionnaire-review';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const back = { to: paths.backoffice(), label: 'Back to Backoffice' };

function NotFound() {
  return (
    <DetailPage back={back} narrow>
      <ErrorState
        title={M.notFound}
        message="This questionnaire may have been removed, or the link is incomplete."
        action={
          <Link to={paths.backoffice()} className={buttonClasses('secondary')}>
            Back to Backoffice
          </Link>
        }
      />
    </DetailPage>
  );
}

/** /backoffice/questionnaire-detail?id= (spec §2). */
function QuestionnaireDetailPage() {
  const [params] = useSearchParams();
  const id = (params.get('id') ?? '').trim();
  const valid = UUID.test(id);
  const query = useQuestionnaire(id, valid);

  if (!valid) return <NotFound />;
  if (query.isPending) {
    return (
      <DetailPage back={back}>
        <DetailPageSkeleton label="Loading questionnaire" header={['h-4 w-28', 'h-10 w-80', 'h-4 w-60']} main={[8]} aside={5} />
      </DetailPage>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
    return (
      <DetailPage back={back} narrow>
        <LoadError title="Unable to load this questionnaire" error={query.error} onRetry={query.refetch} />
      </DetailPage>
    );
  }

  const review = query.data;
  const q = review.questionnaire;
  return (
    <DetailPage back={back}>
      <PageHeader
        eyebrow={`Questionnaire · ${destinationLabel(q.destination)}`}
        title={q.name}
        subtitle={`${q.email} · received ${formatDate(q.createdAt)}`}
      />
      <div className="grid gap-6 lg:grid-cols-3 lg:gap-8">
        <div className="min-w-0 lg:col-span-2">
          <AnswersCard q={q} />
        </div>
        <aside className="min-w-0">
          <StatusCard q={q} />
        </aside>
        <div className="min-w-0 lg:col-span-3">
          <CreateClientCard review={review} />
        </div>
      </div>
    </DetailPage>
  );
}

export const questionnaireDetailRoute = { Component: QuestionnaireDetailPage };
