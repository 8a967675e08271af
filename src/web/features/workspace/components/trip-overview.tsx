import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { safeUrl } from '#shared/domain/bounds';
import { BedDouble, CalendarDays, Mail, Phone, PlaneLanding, PlaneTakeoff, UserRound, Users, Wallet } from 'lucide-react';
import { formatDateRange, formatDateTime, formatDate } from '#shared/domain/dates';
import { tripDurationDays, hotelNights } from '#shared/domain/durations';
import { formatMoney } from '#shared/domain/costs';
import { travellersText } from '#shared/domain/labels';
import type { Flight, Hotel } from '#shared/domain/travel';
import type { SpecialistProfile, TripDetail } from '#shared/contracts/trip-detail';
import { TripCover } from './trip-cover';
import { TripStatusPill } from './trip-status';
import { Skeleton } from '#web/components/ui/skeleton';

// The companion links (and the companion's page they share a chunk with) load with the overview,
// not with /account's first JavaScript (`npm run size`).
const ShareLinksCard = lazy(() => import('#web/features/shares').then((m) => ({ default: m.ShareLinksCard })));

/** One figure of the overview; sized by the width of the main panel (the sidebar and map are resizable), not the window's. */
function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-4 rounded-xl border border-border bg-surface p-3 @2xl:p-5">
      <span aria-hidden className="hidden size-11 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent @2xl:flex [&_svg]:size-5">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="truncate text-[0.65rem] tracking-[0.18em] text-muted uppercase @lg:text-[0.7rem]">{label}</p>
        <p className="font-display text-lg leading-tight font-semibold break-words text-foreground @2xl:text-2xl">{value}</p>
      </div>
    </div>
  );
}

function InfoCard({ icon, title, children, empty }: { icon: ReactNode; title: string; children?: ReactNode; empty: string }) {
  return (
    <section className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-5">
      <h2 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-foreground [&_svg]:size-4 [&_svg]:text-accent">
        {icon} {title}
      </h2>
      {children ?? <p className="text-sm text-muted">{empty}</p>}
    </section>
  );
}

function FlightBody({ flight }: { flight: Flight }) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p className="font-medium text-foreground">
        {[flight.airline, flight.flightNumber].filter(Boolean).join(' · ') || 'Flight'}
      </p>
      <p className="text-muted">
        {flight.departureAirport || '—'} → {flight.arrivalAirport || '—'}
      </p>
      {flight.departure ? <p className="text-muted">Departs {formatDateTime(flight.departure)}</p> : null}
      {flight.arrival ? <p className="text-muted">Arrives {formatDateTime(flight.arrival)}</p> : null}
    </div>
  );
}

function HotelBody({ hotel }: { hotel: Hotel }) {
  const nights = hotelNights(hotel.checkIn, hotel.checkOut);
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p className="font-medium text-foreground">{hotel.name || 'Hotel'}</p>
      {hotel.address ? <p className="text-muted">{hotel.address}</p> : null}
      {hotel.checkIn || hotel.checkOut ? (
        <p className="text-muted">
          {formatDate(hotel.checkIn)} – {formatDate(hotel.checkOut)}
          {nights ? ` · ${nights} night${nights === 1 ? '' : 's'}` : ''}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The specialist's short bio, and their full bio when the client expands it (spec §2 'Full Bio
 * (shown when clients expand)'). With only one of the two, that one is shown and nothing expands.
 */
function SpecialistBio({ short, full }: { short: string; full: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const shortText = short.trim();
  const fullText = full.trim();
  const expandable = shortText !== '' && fullText !== '' && fullText !== shortText;
  const shown = open && expandable ? fullText : shortText || fullText;
  if (!shown) return null;
  return (
    <div className="mt-3 max-w-2xl">
      <p id={id} className="text-sm leading-relaxed whitespace-pre-line text-foreground/85">
        {shown}
      </p>
      {expandable ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((v) => !v)}
          className="mt-1 inline-flex min-h-11 items-center text-sm font-medium text-accent underline-offset-4 hover:underline"
        >
          {open ? 'Show less' : 'Read full bio'}
        </button>
      ) : null}
    </div>
  );
}

/** 'Your Travel Specialist' (spec §2), from the staff profile; or the not-yet-assigned card. */
export function SpecialistCard({ specialist }: { specialist: SpecialistProfile | null }) {
  if (!specialist) {
    return (
      <section className="flex items-center gap-4 rounded-xl border border-dashed border-border-strong bg-surface p-6" data-testid="specialist-card">
        <span aria-hidden className="flex size-14 items-center justify-center rounded-full bg-surface-muted text-muted">
          <UserRound className="size-6" />
        </span>
        <div>
          <p className="font-display text-xl font-semibold text-foreground">No specialist assigned yet</p>
          <p className="text-sm text-muted">Your specialist will be assigned soon</p>
        </div>
      </section>
    );
  }
  return (
    <section className="flex flex-col gap-5 rounded-xl border border-accent-decor/40 bg-surface p-6 sm:flex-row sm:items-start" data-testid="specialist-card">
      {safeUrl(specialist.photoUrl, 'image') ? (
        <img src={safeUrl(specialist.photoUrl, 'image')!} alt="" className="size-20 shrink-0 rounded-full object-cover ring-2 ring-accent-decor/50" />
      ) : (
        <span aria-hidden className="flex size-20 shrink-0 items-center justify-center rounded-full bg-accent-soft font-display text-3xl text-accent">
          {(specialist.name || specialist.email).charAt(0).toUpperCase()}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="text-[0.7rem] tracking-[0.18em] text-accent uppercase">Your Travel Specialist</p>
        <p className="font-display text-2xl font-semibold text-foreground">{specialist.name || specialist.email}</p>
        {specialist.jobTitle ? (
          <p className="text-sm text-muted">
            {specialist.jobTitle}
            {specialist.yearsExperience ? ` · ${specialist.yearsExperience} years of experience` : ''}
          </p>
        ) : null}
        <SpecialistBio short={specialist.bioShort} full={specialist.bio} />
        <div className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm">
          <a href={`mailto:${specialist.email}`} className="inline-flex items-center gap-1.5 text-accent hover:underline">
            <Mail aria-hidden className="size-4" /> {specialist.email}
          </a>
          {specialist.phone ? (
            <a href={`tel:${specialist.phone.replace(/\s+/g, '')}`} className="inline-flex items-center gap-1.5 text-accent hover:underline">
              <Phone aria-hidden className="size-4" /> {specialist.phone}
            </a>
          ) : null}
        </div>
        {specialist.availabilityNote ? <p className="mt-2 text-xs text-muted">{specialist.availabilityNote}</p> : null}
      </div>
    </section>
  );
}

/**
 * Trip Overview (spec §2): days, travellers, budget; flights and hotel; the specialist; and the
 * companion links (ADR 031): `share` 'manage' makes and revokes them, 'read' (staff's client view)
 * only lists them.
 */
export function TripOverview({ trip, share = 'manage' }: { trip: TripDetail; share?: 'manage' | 'read' }) {
  const days = tripDurationDays(trip.startDate, trip.endDate) ?? trip.days.length;
  return (
    <div className="flex flex-col gap-8">
      <header className="relative overflow-hidden rounded-2xl border border-border">
        <div className="h-44 sm:h-60">
          <TripCover url={trip.destinationPhotoUrl} destination={trip.destination} />
        </div>
        {/* Dark enough under the title and dates for white text (AA) even where a cover is palest. */}
        <div className="absolute inset-0 bg-gradient-to-t from-black/85 via-black/55 to-black/10" />
        <div className="absolute inset-x-0 bottom-0 flex flex-col gap-2 p-5 text-white sm:p-7">
          {/* A solid backing keeps the translucent pill readable over the cover in dark mode too (as on the trip cards). */}
          <span className="w-fit rounded-full bg-surface p-0.5 shadow">
            <TripStatusPill status={trip.status} />
          </span>
          <h1 className="font-display text-3xl leading-tight font-semibold [text-shadow:0_1px_14px_rgb(0_0_0/0.5)] sm:text-5xl">{trip.tripName}</h1>
          <p className="text-sm text-white/90 [text-shadow:0_1px_8px_rgb(0_0_0/0.5)] sm:text-base">
            {trip.destination}
            {formatDateRange(trip.startDate, trip.endDate) ? ` · ${formatDateRange(trip.startDate, trip.endDate)}` : ''}
          </p>
        </div>
      </header>
      {trip.description ? <p className="max-w-3xl text-base leading-relaxed text-foreground/85">{trip.description}</p> : null}
      <div className="@container">
        <div className="grid grid-cols-3 gap-2 @lg:gap-4">
          <Stat icon={<CalendarDays />} label="Days" value={days} />
          <Stat icon={<Users />} label="Travellers" value={travellersText(trip.travelersAdults, trip.travelersChildren)} />
          <Stat icon={<Wallet />} label="Budget" value={trip.budgetEur !== null ? formatMoney(trip.budgetEur, trip.currency) : '—'} />
        </div>
      </div>
      {/* Three columns only when the main panel has room for them (it narrows between the sidebar and the map). */}
      <div className="@container">
        <div className="grid gap-4 @xl:grid-cols-3">
          <InfoCard icon={<PlaneTakeoff />} title="Outbound flight" empty="No outbound flight recorded">
            {trip.outboundFlight ? <FlightBody flight={trip.outboundFlight} /> : undefined}
          </InfoCard>
          <InfoCard icon={<BedDouble />} title="Hotel" empty="No hotel recorded">
            {trip.hotel ? <HotelBody hotel={trip.hotel} /> : undefined}
          </InfoCard>
          <InfoCard icon={<PlaneLanding />} title="Return flight" empty="No return flight recorded">
            {trip.returnFlight ? <FlightBody flight={trip.returnFlight} /> : undefined}
          </InfoCard>
        </div>
      </div>
      <SpecialistCard specialist={trip.specialist} />
      <Suspense fallback={<Skeleton className="h-40 w-full rounded-xl" />}>
        <ShareLinksCard tripId={trip.id} canManage={share === 'manage'} />
      </Suspense>
    </div>
  );
}
