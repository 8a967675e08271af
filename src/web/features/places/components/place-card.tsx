import { useId, useState } from 'react';
import { safeUrl } from '#shared/domain/bounds';
import { Clock, ExternalLink, Hourglass, MapPin, Phone, Wallet } from 'lucide-react';
import { Badge } from '#web/components/ui/badge';
import { Card } from '#web/components/ui/card';
import { CardSkeleton } from '#web/components/ui/skeleton';
import { IconFact } from '#web/components/ui/icon-fact';
import { PlaceImage } from '#web/components/trip';
import { openingHoursPreview } from '#shared/domain/constants';
import { PLACE_KIND_LABELS, placeCostText, priceLevelText } from '#shared/domain/places';
import type { CataloguePlaceItem } from '#shared/contracts/places';

/** '45 min', '1 h 30', '3 h' for a typical visit. */
export function visitLength(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${String(m).padStart(2, '0')}` : `${h} h`;
}

/** 'colosseo.it' from 'https://www.colosseo.it/en/'. */
export function websiteLabel(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** Opening hours: the first 3 lines and '+N more', which shows the rest (spec §9). */
export function HoursPreview({ lines }: { lines: readonly string[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const { lines: first, more } = openingHoursPreview(lines);
  const rest = lines.slice(first.length);
  return (
    <div className="text-sm">
      <ul className="flex flex-col gap-0.5 tabular-nums">
        {first.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {more ? (
        <>
          <ul id={id} hidden={!open} className="mt-0.5 flex flex-col gap-0.5 tabular-nums">
            {rest.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={id}
            onClick={() => setOpen((o) => !o)}
            className="mt-1 rounded-sm text-xs font-medium text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {open ? 'Show less' : more}
          </button>
        </>
      ) : null}
    </div>
  );
}

/** One place of the catalogue as staff browse it: its picture, what it is, where, what it costs, when it opens. */
export function PlaceCard({ place }: { place: CataloguePlaceItem }) {
  const level = priceLevelText(place.priceLevel);
  const website = safeUrl(place.website);
  return (
    <Card className="flex h-full flex-col overflow-hidden transition-shadow hover:shadow-md">
      {/* The picture's top three quarters: its caption repeats the name set below. */}
      <PlaceImage src={place.image} width={800} height={450} className="aspect-[16/9] w-full object-top dark:brightness-[0.88]" />
      <div className="flex flex-1 flex-col gap-4 p-5 sm:p-6">
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="gold">{PLACE_KIND_LABELS[place.kind]}</Badge>
            <span className="text-xs font-medium tracking-[0.16em] text-muted uppercase">{place.cityLabel}</span>
            {level ? (
              <span className="ml-auto text-sm tracking-widest text-accent" title={`Price level ${place.priceLevel} of 4`}>
                {level}
                <span className="sr-only"> (price level {place.priceLevel} of 4)</span>
              </span>
            ) : null}
          </div>
          <h2 className="font-display text-2xl leading-tight font-semibold text-foreground">{place.name}</h2>
          <p className="line-clamp-3 text-sm leading-relaxed text-muted">{place.description}</p>
        </div>
        <dl className="flex flex-col gap-2.5">
          <IconFact icon={<MapPin />} label="Address">
            {place.address}
          </IconFact>
          <IconFact icon={<Wallet />} label="Typical cost">
            {placeCostText(place.costEur, place.kind)}
          </IconFact>
          {place.kind !== 'hotel' ? (
            <IconFact icon={<Hourglass />} label="Time to allow">
              {visitLength(place.durationMinutes)}
            </IconFact>
          ) : null}
          <IconFact icon={<Clock />} label="Opening hours">
            <HoursPreview lines={place.openingHours} />
          </IconFact>
        </dl>
        {website || place.phone ? (
          <div className="mt-auto flex flex-wrap items-center gap-x-5 gap-y-2 border-t border-border pt-4 text-sm">
            {website ? (
              <a
                href={website}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1.5 rounded-sm text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                <ExternalLink aria-hidden className="size-4" /> {websiteLabel(website)}
                <span className="sr-only">(website of {place.name}, opens in a new tab)</span>
              </a>
            ) : null}
            {place.phone ? (
              <a href={`tel:${place.phone.replace(/\s+/g, '')}`} className="inline-flex items-center gap-1.5 rounded-sm text-foreground hover:text-accent focus-visible:outline-2 focus-visible:outline-ring">
                <Phone aria-hidden className="size-4 text-accent" /> {place.phone}
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
    </Card>
  );
}

export function PlaceCardSkeleton() {
  return (
    <CardSkeleton picture="aspect-[16/9]" lines={['h-5 w-28', 'h-7 w-3/4', 'h-4 w-full', 'h-4 w-5/6', 'h-4 w-2/3']} />
  );
}
