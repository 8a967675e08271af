import { Link } from 'react-router';
import { ClipboardList } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '#web/components/ui/badge';
import { SectionCard } from '#web/components/ui/section-card';
import type { QuestionnaireSummary } from '#shared/contracts/clients';
import { formatDate, formatDateRange } from '#shared/domain/dates';
import * as labels from '#shared/domain/labels';
import { cn } from '#web/lib/cn';
import { paths } from '#web/lib/paths';

function Item({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-0.5', className)}>
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
      <dd className="text-sm text-foreground">{children}</dd>
    </div>
  );
}

/** The latest questionnaire of a client, in short ('Flexible' without dates; spec §2 client-detail). */
export function QuestionnaireSummaryCard({ questionnaire: q }: { questionnaire: QuestionnaireSummary | null }) {
  return (
    <SectionCard title="Latest questionnaire" description={q ? <>Received {formatDate(q.createdAt)}</> : null}>
      {q ? (
        <>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-4">
            <Item label="Destination">{labels.destinationLabel(q.destination)}</Item>
            <Item label="Travel dates">{formatDateRange(q.startDate, q.endDate) ?? 'Flexible'}</Item>
            <Item label="Trip length">{labels.durationLabel(q.duration)}</Item>
            <Item label="Travellers">{labels.travellersText(q.adults, q.children)}</Item>
            <Item label="Budget per person">{labels.budgetLabel(q.budget)}</Item>
            <Item label="Style">{labels.travelStyleLabel(q.travelStyle)}</Item>
            <Item label="Accommodation">{labels.accommodationLabel(q.accommodationPreference)}</Item>
            <Item label="Status">
              <Badge tone={labels.questionnaireStatusBadge(q.status).tone}>{labels.questionnaireStatusBadge(q.status).label}</Badge>
            </Item>
            {q.interests.length ? (
              <Item label="Interests" className="col-span-2">
                <span className="mt-1 flex flex-wrap gap-1.5">
                  {q.interests.map((i) => (
                    <Badge key={i} tone="gold">
                      {labels.interestLabel(i)}
                    </Badge>
                  ))}
                </span>
              </Item>
            ) : null}
          </dl>
          {q.specialRequests ? (
            <blockquote className="mt-5 border-l-2 border-accent-decor pl-4 text-sm text-muted italic">
              {q.specialRequests}
            </blockquote>
          ) : null}
          <Link to={paths.questionnaireDetail(q.id)} className="mt-5 inline-block text-sm text-accent underline-offset-4 hover:underline">
            Open questionnaire
          </Link>
        </>
      ) : (
        <div className="flex items-center gap-3 text-sm text-muted">
          <ClipboardList aria-hidden className="size-5 shrink-0 text-accent" />
          No questionnaire received from this e-mail.
        </div>
      )}
    </SectionCard>
  );
}
