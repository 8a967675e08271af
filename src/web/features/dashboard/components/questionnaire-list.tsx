import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ArrowUpRight, ChevronDown, Inbox } from 'lucide-react';
import { Badge } from '#web/components/ui/badge';
import { buttonClasses } from '#web/components/ui/button';
import { Skeleton } from '#web/components/ui/skeleton';
import { ListEmpty } from '#web/components/list/list-states';
import { LoadError } from '#web/components/ui/error-state';
import { Pager } from '#web/components/list/pager';
import { cn } from '#web/lib/cn';
import { paths } from '#web/lib/paths';
import type { QuestionnaireListItem, QuestionnaireListResponse } from '#shared/contracts/questionnaire-list';
import * as labels from '#shared/domain/labels';
import { formatDateRange, formatReceived, receivedPhrase } from '#shared/domain/dates';
import { folderLabel, type DashboardState } from '#web/features/dashboard/url-state';
import { ListTable } from './list-table';

const GRID =
  'sm:grid sm:grid-cols-[minmax(0,2fr)_minmax(0,1.6fr)_7rem_auto] sm:items-center sm:gap-x-5 lg:grid-cols-[minmax(0,2.2fr)_minmax(0,1.6fr)_minmax(0,1.2fr)_7rem_7rem_auto]';

export interface QuestionnaireListProps {
  state: DashboardState;
  query: {
    data?: QuestionnaireListResponse;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
    isPlaceholderData?: boolean;
  };
  onPage: (page: number) => void;
  onClearFilters: () => void;
}

/** The Survey tab: questionnaires newest first; a row expands inline with the answers. */
export function QuestionnaireList({ state, query, onPage, onClearFilters }: QuestionnaireListProps) {
  const [open, setOpen] = useState<string | null>(null);
  const data = query.data;

  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading questionnaires" className="overflow-hidden rounded-lg border border-border bg-surface">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="flex items-center gap-6 border-b border-border px-5 py-5 last:border-b-0">
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-56" />
            </div>
            <Skeleton className="hidden h-4 w-32 sm:block" />
            <Skeleton className="h-5 w-20 rounded-full" />
          </div>
        ))}
      </div>
    );
  }
  if (query.isError && !data) return <LoadError title="Unable to load questionnaires" error={query.error} onRetry={query.refetch} />;
  if (!data) return null;
  if (data.items.length === 0) {
    return (
      <ListEmpty
        filtered={state.q !== '' || state.status !== 'all'}
        onClear={onClearFilters}
        filteredTitle="No questionnaires found"
        filteredDescription={state.q ? `No questionnaire matches “${state.q}” with these filters.` : 'No questionnaire has this status here.'}
        icon={<Inbox />}
        title={state.folder === 'inbox' ? 'The inbox is empty' : `No questionnaires in ${folderLabel('survey', state.folder)}`}
        description="New trip requests from the website arrive here."
      />
    );
  }

  return (
    <>
      <ListTable
        label="Questionnaires"
        grid={GRID}
        faded={query.isPlaceholderData}
        columns={
          <>
            <span>Traveller</span>
            <span>Trip</span>
            <span className="hidden lg:block">Budget</span>
            <span>Status</span>
            <span className="hidden lg:block">Received</span>
            <span className="w-20" />
          </>
        }
      >
        {data.items.map((q) => (
          <QuestionnaireRow key={q.id} q={q} open={open === q.id} onToggle={() => setOpen((cur) => (cur === q.id ? null : q.id))} />
        ))}
      </ListTable>
      <Pager page={data.page} pageSize={data.pageSize} total={data.total} shown={data.items.length} onPage={onPage} />
    </>
  );
}

function QuestionnaireRow({ q, open, onToggle }: { q: QuestionnaireListItem; open: boolean; onToggle: () => void }) {
  const panelId = useId();
  const status = labels.questionnaireStatusBadge(q.status);
  const dates = q.travelDates.notYetScheduled ? 'Dates not yet scheduled' : formatDateRange(q.travelDates.start, q.travelDates.end, 'compact');
  return (
    <li className={cn('border-b border-border last:border-b-0', open && 'bg-surface-muted/40')}>
      <div className="relative">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className={cn(
            'flex w-full flex-col gap-1.5 px-4 py-4 pr-24 text-left transition-colors hover:bg-surface-muted/60 sm:px-5 sm:pr-5',
            'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
            GRID,
          )}
        >
          <span className="min-w-0">
            <span className="block truncate font-medium text-foreground">{q.name}</span>
            <span className="block truncate text-sm text-muted">{q.email}</span>
          </span>
          <span className="min-w-0 text-sm">
            <span className="block truncate text-foreground">
              {labels.destinationLabel(q.destination)} · {labels.durationLabel(q.duration)}
            </span>
            <span className="block truncate text-muted">{dates}</span>
          </span>
          <span className="hidden min-w-0 text-sm lg:block">
            <span className="block truncate text-foreground">{labels.budgetLabel(q.budget)}</span>
            <span className="block truncate text-muted">{labels.travellersText(q.travelers.adults, q.travelers.children)}</span>
          </span>
          <span className="mt-1 flex items-center gap-2 sm:mt-0">
            <Badge tone={status.tone}>{status.label}</Badge>
            <span className="text-xs text-muted sm:hidden">{formatReceived(q.createdAt)}</span>
          </span>
          <span className="hidden text-sm text-muted lg:block">{formatReceived(q.createdAt)}</span>
          <span className="hidden w-20 sm:block" aria-hidden />
        </button>
        <div className="absolute top-3 right-3 flex items-center gap-1 sm:top-1/2 sm:-translate-y-1/2">
          <Link
            to={paths.questionnaireDetail(q.id)}
            aria-label={`Open questionnaire from ${q.name}`}
            title="Open questionnaire"
            className="inline-flex size-9 items-center justify-center rounded-md text-muted transition-colors hover:bg-surface hover:text-accent focus-visible:outline-2 focus-visible:outline-ring"
          >
            <ArrowUpRight aria-hidden className="size-4" />
          </Link>
          <button
            type="button"
            tabIndex={-1}
            aria-hidden
            onClick={onToggle}
            className="inline-flex size-9 items-center justify-center rounded-md text-muted hover:bg-surface hover:text-foreground"
          >
            <ChevronDown aria-hidden className={cn('size-4 transition-transform', open && 'rotate-180')} />
          </button>
        </div>
      </div>
      <div id={panelId} hidden={!open} className="px-4 pb-6 sm:px-5">
        {open ? <AnswersSummary q={q} dates={dates} /> : null}
      </div>
    </li>
  );
}

function AnswersSummary({ q, dates }: { q: QuestionnaireListItem; dates: string | null }) {
  const items: [string, string][] = [
    ['Destination', labels.destinationLabel(q.destination)],
    ['Travel dates', dates ?? 'Dates not yet scheduled'],
    ['Duration', labels.durationLabel(q.duration)],
    ['Travellers', labels.travellersText(q.travelers.adults, q.travelers.children)],
    ['Budget per person', labels.budgetLabel(q.budget)],
    ['Interests', q.interests.map(labels.interestLabel).join(', ') || '—'],
    ['Accommodation', labels.accommodationLabel(q.accommodationPreference)],
    ['Travel style', labels.travelStyleLabel(q.travelStyle)],
  ];
  return (
    <div className="rounded-md border border-border bg-surface p-5 sm:p-6">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4 sm:gap-x-8 lg:grid-cols-4">
        {items.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-medium tracking-[0.12em] text-muted uppercase">{label}</dt>
            <dd className="mt-1 text-sm text-foreground">{value}</dd>
          </div>
        ))}
        <div className="col-span-2 lg:col-span-4">
          <dt className="text-xs font-medium tracking-[0.12em] text-muted uppercase">Special requests</dt>
          <dd className="mt-1 text-sm whitespace-pre-line text-foreground">{q.specialRequests?.trim() || 'None'}</dd>
        </div>
      </dl>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-border pt-5">
        <p className="text-sm text-muted">
          Folder: {labels.QUESTIONNAIRE_FOLDER_LABELS[q.folder]} · Received {receivedPhrase(q.createdAt)}
        </p>
        <Link to={paths.questionnaireDetail(q.id)} className={buttonClasses('primary', 'sm')}>
          Open questionnaire <ArrowUpRight aria-hidden />
        </Link>
      </div>
    </div>
  );
}
