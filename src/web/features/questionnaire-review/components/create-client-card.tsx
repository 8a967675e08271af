import { useState } from 'react';
import { safeUrl } from '#shared/domain/bounds';
import { Link } from 'react-router';
import { ArrowRight, CalendarDays, CalendarRange, Check, Eye, Map, UserCheck, UserPlus } from 'lucide-react';
import { Badge } from '#web/components/ui/badge';
import { Button, buttonClasses } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { ErrorState } from '#web/components/ui/error-state';
import { FieldError } from '#web/components/ui/input';
import { Skeleton } from '#web/components/ui/skeleton';
import { toast } from '#web/components/ui/toaster';
import { ApiError } from '#web/lib/api';
import { cn } from '#web/lib/cn';
import { CLIENT_MESSAGES, type TemplateTrip } from '#shared/contracts/clients';
import {
  QUESTIONNAIRE_REVIEW_MESSAGES as M,
  type ClientFromQuestionnaireResponse,
  type QuestionnaireReview,
} from '#shared/contracts/questionnaire-review';
import { formatTripNumber } from '#shared/domain/trip-id';
import { formatDateRange } from '#shared/domain/dates';
import { destinationLabel } from '#shared/domain/labels';
import { errorMessage } from '#web/lib/errors';
import { paths } from '#web/lib/paths';
import { useTripTemplates } from '#web/features/clients';
import { useCreateClientFromQuestionnaire } from '#web/features/questionnaire-review/api/create-client-from-questionnaire';

function TemplateOption({
  t,
  checked,
  disabled,
  onSelect,
}: {
  t: TemplateTrip;
  checked: boolean;
  disabled: boolean;
  onSelect: () => void;
}) {
  const dates = formatDateRange(t.startDate, t.endDate);
  return (
    <label
      className={cn(
        'group relative flex cursor-pointer flex-col overflow-hidden rounded-lg border bg-surface transition-all',
        'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
        checked ? 'border-accent-decor shadow-md ring-1 ring-accent-decor' : 'border-border hover:border-border-strong',
        disabled && 'cursor-not-allowed opacity-60',
      )}
    >
      <input
        type="radio"
        name="template-trip"
        value={t.id}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        className="sr-only"
      />
      <div className="relative aspect-[5/2] overflow-hidden bg-surface-muted">
        {safeUrl(t.photoUrl, 'image') ? <img src={safeUrl(t.photoUrl, 'image')!} alt="" className="absolute inset-0 size-full object-cover" loading="lazy" /> : null}
        <span
          aria-hidden
          className={cn(
            'absolute top-3 right-3 flex size-7 items-center justify-center rounded-full border-2 transition-colors',
            checked ? 'border-accent-decor bg-accent-decor text-white' : 'border-white/80 bg-black/20',
          )}
        >
          {checked ? <Check className="size-4" /> : null}
        </span>
      </div>
      <span className="flex flex-1 flex-col gap-1.5 p-4">
        <span className="text-xs font-medium tracking-wide text-accent uppercase">
          {t.destination} · {formatTripNumber(t.friendlyId)}
        </span>
        <span className="font-display text-xl leading-snug text-foreground">{t.tripName}</span>
        <span className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-1 text-sm text-muted">
          <span className="inline-flex items-center gap-1">
            <Map aria-hidden className="size-3.5" /> {t.dayCount} day{t.dayCount === 1 ? '' : 's'}
          </span>
          {dates ? (
            <span className="inline-flex items-center gap-1">
              <CalendarDays aria-hidden className="size-3.5" /> {dates}
            </span>
          ) : null}
        </span>
      </span>
    </label>
  );
}

/** Preselect the template whose destination matches the request. */
function suggested(templates: TemplateTrip[], destination: string): string | null {
  const label = destinationLabel(destination).toLowerCase();
  return (templates.find((t) => t.destination.toLowerCase().includes(label)) ?? templates[0])?.id ?? null;
}

/**
 * Create Client with a template (demo) trip (spec §2, §5, §7 clone-demo-trips):
 * the button becomes 'Client Already Exists' once the client exists.
 */
export function CreateClientCard({ review }: { review: QuestionnaireReview }) {
  const q = review.questionnaire;
  const client = review.client;
  const templates = useTripTemplates();
  const createClient = useCreateClientFromQuestionnaire(q.id);
  const [picked, setPicked] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // What Create Client made, kept on screen: the trip and how it meets the requested dates (ADR 006).
  const [created, setCreated] = useState<ClientFromQuestionnaireResponse | null>(null);
  const items = templates.data?.items ?? [];
  const selected = picked ?? suggested(items, q.destination);

  async function create() {
    if (!selected) {
      setError(M.chooseTemplate);
      return;
    }
    setError(null);
    try {
      const res = await createClient.mutateAsync(selected);
      setCreated(res);
      toast.success(M.clientCreated, {
        description: res.trip
          ? `${formatTripNumber(res.trip.friendlyId)} · ${res.trip.tripName}. ${res.tripDates?.message ?? ''}`.trim()
          : res.client.email,
        duration: 10_000,
      });
      if (!res.trip) toast.warning('The template trip could not be copied. Clone it from the client page.');
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) toast.error(M.sessionExpired);
      else if (err instanceof ApiError && err.message === M.clientExists) toast.error(M.clientExists);
      else if (err instanceof ApiError && err.fields.templateTripId) setError(err.fields.templateTripId);
      else toast.error(M.createError(errorMessage(err)));
    }
  }

  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-end sm:justify-between sm:gap-6">
        <div className="flex flex-col gap-1.5">
          <CardTitle as="h2" className="text-xl">
            Client and template trip
          </CardTitle>
          <CardDescription>
            {client
              ? `A client with ${client.email} already exists. Open the client to prepare or clone more trips.`
              : `Create the client from this request with a copy of a template trip, covering the requested dates, for the travellers asked. When the trip is ready, send ${q.email} an invitation from the client page.`}
          </CardDescription>
        </div>
        {client ? (
          <Button disabled className="shrink-0">
            <UserCheck aria-hidden /> Client Already Exists
          </Button>
        ) : (
          <Button
            className="shrink-0"
            onClick={() => void create()}
            loading={createClient.isPending}
            disabled={!items.length || createClient.isPending}
          >
            <UserPlus aria-hidden /> Create Client
          </Button>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {created?.trip ? (
          <div className="flex flex-col gap-3 rounded-md border border-accent-decor/50 bg-accent-soft/50 p-4 text-sm sm:flex-row sm:items-center">
            <div role="status" className="flex min-w-0 flex-1 gap-3">
              <CalendarRange aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
              <p className="min-w-0 text-foreground">
                <span className="font-medium">
                  Trip {formatTripNumber(created.trip.friendlyId)} · {created.trip.tripName}.
                </span>{' '}
                {created.tripDates ? <span className="text-muted">{created.tripDates.message}</span> : null}
              </p>
            </div>
            <Link to={paths.tripDetails(created.trip.id)} className={cn(buttonClasses('secondary', 'sm'), 'shrink-0 self-start sm:self-center')}>
              Open trip {formatTripNumber(created.trip.friendlyId)} <ArrowRight aria-hidden />
            </Link>
          </div>
        ) : null}
        {client ? (
          <div className="flex flex-col gap-4 rounded-md border border-border bg-surface-muted/50 p-4 sm:flex-row sm:items-center">
            <div className="min-w-0 flex-1">
              <p className="font-medium text-foreground">{client.fullName ?? 'No name'}</p>
              <p className="truncate text-sm text-muted">{client.email}</p>
            </div>
            <Badge tone={client.used ? 'green' : 'gray'}>{client.used ? 'Used' : 'Not used'}</Badge>
            <div className="flex flex-wrap gap-2">
              <Link to={paths.clientDetail(client.key)} className={buttonClasses('secondary', 'sm')}>
                Open client
              </Link>
              <Link to={paths.clientView(client.key)} className={buttonClasses('ghost', 'sm')}>
                <Eye aria-hidden /> View as Client
              </Link>
            </div>
          </div>
        ) : null}

        {!client ? (
          templates.isPending ? (
            <div role="status" aria-label="Loading template trips" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-64 rounded-lg" />
              ))}
            </div>
          ) : templates.isError ? (
            <ErrorState
              title={CLIENT_MESSAGES.loadTemplatesError(errorMessage(templates.error))}
              action={
                <Button variant="secondary" onClick={() => void templates.refetch()}>
                  Try again
                </Button>
              }
            />
          ) : items.length === 0 ? (
            <EmptyState icon={<Map />} title={CLIENT_MESSAGES.noTemplates} description="Template trips belong to the demo account." />
          ) : (
            <fieldset>
              <legend className="mb-3 text-sm font-medium text-foreground">Template trip</legend>
              <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {items.map((t) => (
                  <TemplateOption
                    key={t.id}
                    t={t}
                    checked={selected === t.id}
                    disabled={createClient.isPending}
                    onSelect={() => {
                      setPicked(t.id);
                      setError(null);
                    }}
                  />
                ))}
              </div>
              {error ? <FieldError className="mt-3">{error}</FieldError> : null}
            </fieldset>
          )
        ) : null}
      </CardContent>
    </Card>
  );
}
