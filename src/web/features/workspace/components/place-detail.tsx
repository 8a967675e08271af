import { Clock, ExternalLink, Globe, MapPin, Navigation, Phone, Star, X } from 'lucide-react';
import { safeUrl } from '#shared/domain/bounds';
import { PlaceImage } from '#web/components/trip';
import { Button } from '#web/components/ui/button';
import { directionsUrl } from '#web/components/map/model';
import { openingHoursPreview } from '#shared/domain/constants';
import { formatActivityCost } from '#shared/domain/costs';
import { COORDINATES_NOT_AVAILABLE } from '#shared/domain/geo';
import type { Option } from '#shared/domain/itinerary';
import { optionPoint } from '#shared/domain/distances';

/** The place-detail panel (spec §2): photo, rating, hours, website, phone, directions. */
export function PlaceDetail({ option, onClose }: { option: Option; onClose: () => void }) {
  const hours = openingHoursPreview(option.openingHours ?? []);
  const directions = directionsUrl(optionPoint(option));
  // A website stored before the URL rule (ADR 022) is not a link.
  const website = safeUrl(option.website);
  return (
    <article aria-label={`About ${option.name}`} className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-display text-2xl leading-tight font-semibold text-foreground">{option.name}</h2>
          {option.types?.length ? <p className="mt-1 text-xs text-muted capitalize">{option.types.slice(0, 3).join(' · ').replace(/_/g, ' ')}</p> : null}
        </div>
        <Button variant="ghost" size="icon" aria-label="Close place details" onClick={onClose}>
          <X aria-hidden />
        </Button>
      </div>
      <PlaceImage src={option.image} className="aspect-[16/9] w-full rounded-lg" width={640} height={360} />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        {typeof option.rating === 'number' && option.rating > 0 ? (
          <span className="inline-flex items-center gap-1 text-foreground">
            <Star aria-hidden className="size-4 fill-current text-accent" /> {option.rating.toFixed(1)}
            {option.reviews ? <span className="text-muted">({option.reviews.toLocaleString('en-GB')})</span> : null}
          </span>
        ) : null}
        <span className="font-medium text-foreground">{formatActivityCost(option.cost)}</span>
      </div>
      {option.editorialSummary || option.description ? (
        <p className="text-sm leading-relaxed text-foreground/85">{option.editorialSummary || option.description}</p>
      ) : null}
      <ul className="flex flex-col gap-2.5 text-sm">
        {option.address ? (
          <li className="flex gap-2 text-muted">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" /> {option.address}
          </li>
        ) : null}
        {hours.lines.length ? (
          <li className="flex gap-2 text-muted">
            <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
            <span className="flex flex-col">
              {hours.lines.map((l) => (
                <span key={l}>{l}</span>
              ))}
              {hours.more ? <span className="text-xs">{hours.more}</span> : null}
            </span>
          </li>
        ) : null}
        {website ? (
          <li className="flex gap-2">
            <Globe aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
            <a href={website} target="_blank" rel="noreferrer" className="truncate text-accent hover:underline">
              {website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            </a>
          </li>
        ) : null}
        {option.phone ? (
          <li className="flex gap-2">
            <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
            <a href={`tel:${option.phone.replace(/\s+/g, '')}`} className="text-accent hover:underline">
              {option.phone}
            </a>
          </li>
        ) : null}
      </ul>
      {directions ? (
        <a href={directions} target="_blank" rel="noreferrer" className="inline-flex items-center gap-2 self-start rounded-md border border-border-strong px-4 py-2 text-sm font-medium hover:border-accent hover:bg-surface-muted">
          <Navigation aria-hidden className="size-4" /> Directions <ExternalLink aria-hidden className="size-3.5 text-muted" />
        </a>
      ) : (
        <p className="text-sm text-muted">{COORDINATES_NOT_AVAILABLE}</p>
      )}
    </article>
  );
}
