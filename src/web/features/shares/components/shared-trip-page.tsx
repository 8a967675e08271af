import { useState } from 'react';
import { useParams } from 'react-router';
import { CalendarPlus, Clock, Lightbulb, Map as MapIcon, MapPin, Sparkles } from 'lucide-react';
import { Logo } from '#web/components/logo';
import { ThemeToggle } from '#web/components/theme-toggle';
import { PageLink } from '#web/components/page-link';
import { LazyMap, type MapStop } from '#web/components/map/lazy-map';
import { Button, DownloadLink, Skeleton } from '#web/components/ui';
import { buttonClasses } from '#web/components/ui/button';
import { ApiError } from '#web/lib/api';
import { paths } from '#web/lib/paths';
import { formatDate, formatDateRange } from '#shared/domain/dates';
import { SHARE_MESSAGES, type SharedDay, type SharedTrip } from '#shared/contracts/shares';
import { sharedCalendarUrl, useSharedTrip } from '#web/features/shares/api';

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className="min-h-dvh bg-background text-foreground">
      <header className="border-b border-border bg-surface/80">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-5 py-4 sm:px-8">
          <PageLink href={paths.home()} aria-label="Maison Voyage, home">
            <Logo size="sm" />
          </PageLink>
          <ThemeToggle />
        </div>
      </header>
      <main id="main" className="mx-auto max-w-5xl px-5 pb-16 sm:px-8">
        {children}
      </main>
      <footer className="border-t border-border py-8 text-center text-xs text-muted">Maison Voyage · Paris · Rome · Italia</footer>
    </div>
  );
}

/** 'Plan your own trip': the agency's questionnaire, for the companion. */
function PlanYourOwn() {
  return (
    <section className="mt-14 rounded-2xl border border-accent-decor/40 bg-surface p-6 text-center sm:p-10" aria-labelledby="plan-own-title">
      <Sparkles aria-hidden className="mx-auto mb-3 size-6 text-accent" />
      <h2 id="plan-own-title" className="font-display text-3xl font-semibold text-foreground">
        Dreaming of a journey of your own?
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-muted">
        Every day of this trip was composed by a Maison Voyage specialist. Tell us how you like to travel and we will design yours.
      </p>
      <PageLink href={paths.planTrip()} className={buttonClasses('primary', 'lg', 'mt-6')} data-testid="plan-own-trip">
        Plan your own trip
      </PageLink>
    </section>
  );
}

const stopsOf = (day: SharedDay): MapStop[] =>
  day.slots.flatMap((s) => (s.place ? [{ id: s.id, name: s.place.name, address: s.place.address || null, lat: s.place.lat, lng: s.place.lng }] : []));

function DayCard({ day, n }: { day: SharedDay; n: number }) {
  const [showMap, setShowMap] = useState(false);
  const stops = stopsOf(day);
  const planned = day.slots.filter((s) => s.place || s.title.trim());
  const located = stops.some((s) => typeof s.lat === 'number');
  return (
    <article className="rounded-2xl border border-border bg-surface p-5 sm:p-7" aria-labelledby={`day-${n}`} data-testid="shared-day">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-[0.7rem] tracking-[0.2em] text-accent uppercase">
            Day {n}
            {day.date ? ` · ${formatDate(day.date)}` : ''}
          </p>
          <h2 id={`day-${n}`} className="mt-1 font-display text-2xl font-semibold break-words text-foreground sm:text-3xl">
            {day.title || `Day ${n}`}
          </h2>
        </div>
        {located ? (
          <Button variant="secondary" size="sm" aria-expanded={showMap} onClick={() => setShowMap((v) => !v)}>
            <MapIcon aria-hidden />
            {showMap ? 'Hide the map' : 'Map of the day'}
          </Button>
        ) : null}
      </div>
      {showMap ? (
        <div className="mt-4">
          <LazyMap stops={stops} title={`Day ${n} map`} className="h-[360px]" hideable={false} />
        </div>
      ) : null}
      {planned.length === 0 ? (
        <p className="mt-4 text-sm text-muted">A free day, to wander as you please.</p>
      ) : (
        <ol className="mt-5 flex flex-col gap-5">
          {planned.map((slot) => (
            <li key={slot.id} className="grid gap-2 border-l-2 border-accent-decor/50 pl-4 sm:grid-cols-[7.5rem_1fr] sm:gap-5 sm:border-l-0 sm:pl-0">
              <p className="flex items-center gap-1.5 text-sm text-muted sm:flex-col sm:items-start sm:gap-0.5">
                <Clock aria-hidden className="size-3.5 sm:hidden" />
                <span className="font-medium text-foreground tabular-nums">
                  {slot.startTime}
                  {slot.endTime ? `–${slot.endTime}` : ''}
                </span>
                {slot.theme ? (
                  <span className="text-xs">
                    <span aria-hidden className="sm:hidden">· </span>
                    {slot.theme}
                  </span>
                ) : null}
              </p>
              <div className="min-w-0">
                {slot.place ? (
                  <>
                    <h3 className="font-display text-xl font-semibold break-words text-foreground">{slot.place.name}</h3>
                    {slot.title && slot.title !== slot.place.name ? <p className="text-sm text-muted">{slot.title}</p> : null}
                    {slot.place.address ? (
                      <p className="mt-1 flex items-start gap-1.5 text-sm text-muted">
                        <MapPin aria-hidden className="mt-0.5 size-3.5 shrink-0 text-accent" />
                        {slot.place.address}
                      </p>
                    ) : null}
                    {slot.place.description ? <p className="mt-2 text-sm leading-relaxed text-foreground/85">{slot.place.description}</p> : null}
                    {slot.place.advice ? (
                      <p className="mt-3 flex items-start gap-2 rounded-lg bg-accent-soft/60 p-3 text-sm text-foreground">
                        <Lightbulb aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
                        <span className="whitespace-pre-line">{slot.place.advice}</span>
                      </p>
                    ) : null}
                  </>
                ) : (
                  <h3 className="font-display text-xl font-semibold break-words text-foreground">{slot.title}</h3>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}

function SharedTripView({ trip, token }: { trip: SharedTrip; token: string }) {
  const range = formatDateRange(trip.startDate, trip.endDate);
  return (
    <>
      <section className="py-10 sm:py-14">
        <p className="text-xs tracking-[0.3em] text-accent uppercase">A journey shared with you</p>
        <h1 className="mt-3 font-display text-4xl leading-tight font-semibold break-words text-foreground sm:text-6xl">{trip.tripName || trip.destination}</h1>
        <p className="mt-3 text-lg text-muted">
          {trip.destination}
          {range ? ` · ${range}` : ''}
        </p>
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <DownloadLink href={sharedCalendarUrl(token)} variant="secondary" size="md" data-testid="shared-ics">
            <CalendarPlus aria-hidden />
            Add to my calendar
          </DownloadLink>
          <p className="text-xs text-muted">This read-only link works until {formatDate(trip.expiresAt.slice(0, 10))}.</p>
        </div>
      </section>
      {trip.days.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border-strong p-8 text-center text-muted">The days of this trip are still being composed.</p>
      ) : (
        <div className="flex flex-col gap-6">
          {trip.days.map((day, i) => (
            <DayCard key={day.id} day={day} n={i + 1} />
          ))}
        </div>
      )}
      <PlanYourOwn />
    </>
  );
}

/** Why a link does not open: calm words, never an error page. */
function NoLongerValid({ unreachable }: { unreachable: boolean }) {
  return (
    <section className="mx-auto max-w-xl py-20 text-center" data-testid="shared-invalid">
      <h1 className="font-display text-4xl font-semibold text-foreground sm:text-5xl">{unreachable ? 'We could not open this trip' : SHARE_MESSAGES.invalid}</h1>
      <p className="mt-4 text-muted">{unreachable ? 'Check your connection and try again in a moment.' : SHARE_MESSAGES.invalidDetail}</p>
      <PlanYourOwn />
    </section>
  );
}

/** /shared/:token: a trip shared read-only with a companion (issue 21, ADR 031). No session needed. */
export function SharedTripPage() {
  const { token = '' } = useParams();
  const shared = useSharedTrip(token);
  return (
    <Frame>
      {shared.data ? (
        <SharedTripView trip={shared.data} token={token} />
      ) : shared.isError ? (
        <NoLongerValid unreachable={!(shared.error instanceof ApiError) || ![400, 404, 410, 414].includes(shared.error.status)} />
      ) : (
        <div role="status" aria-label="Loading the trip" className="flex flex-col gap-4 py-12">
          <Skeleton className="h-4 w-48" />
          <Skeleton className="h-14 w-3/4" />
          <Skeleton className="h-5 w-64" />
          <Skeleton className="mt-8 h-64 w-full rounded-2xl" />
        </div>
      )}
    </Frame>
  );
}
