import { useRef, useState, type KeyboardEvent } from 'react';
import { Clock, Star } from 'lucide-react';
import { buttonClasses } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { PlanTripButton } from '#web/features/questionnaire';
import {
  CATEGORY_LABELS,
  CITIES,
  PACKAGE_CATEGORIES,
  formatEuros,
  packagesFor,
  type City,
  type PackageFilter,
  type TravelPackage,
} from '#web/features/home/content';
import { HomeSection, SectionHeading } from './section-heading';

const INCLUSIONS_SHOWN = 3;

function PackageCard({ pkg }: { pkg: TravelPackage }) {
  const titleId = `pkg-${pkg.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="group flex flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-sm shadow-ink/[0.03] transition-shadow duration-300 hover:shadow-xl hover:shadow-ink/[0.08]"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-surface-muted">
        <img
          src={pkg.image}
          alt={pkg.imageAlt}
          width={800}
          height={600}
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.03] dark:brightness-[0.88]"
        />
        <span className="absolute top-4 left-4 rounded-full bg-surface/90 px-3 py-1 text-[0.7rem] font-semibold tracking-[0.14em] text-foreground uppercase backdrop-blur-sm">
          {CATEGORY_LABELS[pkg.category]}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-4 p-6">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm text-muted">
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden className="size-4 text-accent" />
            {pkg.days} days · {pkg.nights} nights
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Star aria-hidden className="size-4 fill-accent-decor text-accent-decor" />
            <span className="sr-only">Rated </span>
            <span className="font-semibold text-foreground">{pkg.rating.toFixed(1)}</span>
            <span className="sr-only"> out of 5,</span>
            <span>({pkg.reviews} reviews)</span>
          </span>
        </div>
        <div className="flex flex-col gap-2">
          <h3 id={titleId} className="font-display text-[1.7rem] leading-[1.15] font-medium text-foreground">
            {pkg.title}
          </h3>
          <p className="text-sm leading-relaxed text-muted">{pkg.summary}</p>
        </div>
        <ul className="flex flex-col gap-2 text-sm text-foreground" aria-label="Included">
          {pkg.inclusions.slice(0, INCLUSIONS_SHOWN).map((item) => (
            <li
              key={item}
              className="relative pl-5 before:absolute before:top-[0.7em] before:left-0 before:h-px before:w-2.5 before:bg-accent-decor"
            >
              {item}
            </li>
          ))}
        </ul>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-4 border-t border-border pt-5">
          <p className="flex flex-col leading-none">
            <span className="text-xs font-medium tracking-[0.14em] text-muted uppercase">From</span>
            <span className="mt-1.5 font-display text-3xl font-semibold text-foreground">{formatEuros(pkg.priceFrom)}</span>
            <span className="mt-1 text-xs text-muted">per person</span>
          </p>
          <PlanTripButton
            preset={{ destination: pkg.destination, packageTitle: pkg.title }}
            className={buttonClasses('secondary', 'sm', 'h-9 px-4')}
            aria-label={`Request this journey: ${pkg.title}`}
          >
            Request this journey
          </PlanTripButton>
        </div>
      </div>
    </article>
  );
}

/** #packages: city tabs (Paris, Rome), category filters and the signature journeys (spec §2). */
export function Packages() {
  const [city, setCity] = useState<City>('paris');
  const [filter, setFilter] = useState<PackageFilter>('all');
  const tabRefs = useRef<Record<City, HTMLButtonElement | null>>({ paris: null, rome: null });
  const shown = packagesFor(city, filter);
  const cityLabel = CITIES.find((c) => c.id === city)?.label ?? '';

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % CITIES.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + CITIES.length) % CITIES.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = CITIES.length - 1;
    if (next < 0) return;
    event.preventDefault();
    const target = CITIES[next]!.id;
    setCity(target);
    tabRefs.current[target]?.focus();
  };

  return (
    <HomeSection id="packages" className="bg-surface-muted/50">
      <div className="flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
        <SectionHeading
          id="packages-title"
          eyebrow="Signature journeys"
          title="Where would you like to wake up?"
          lead="Starting points, never set menus: each journey is rewritten around your dates, your pace and your tastes."
        />
        <div role="tablist" aria-label="City" className="flex shrink-0 gap-1 self-start rounded-full border border-border bg-surface p-1 lg:self-end">
          {CITIES.map((c, i) => {
            const selected = c.id === city;
            return (
              <button
                key={c.id}
                ref={(el) => {
                  tabRefs.current[c.id] = el;
                }}
                type="button"
                role="tab"
                id={`packages-tab-${c.id}`}
                aria-selected={selected}
                aria-controls={`packages-panel-${c.id}`}
                tabIndex={selected ? 0 : -1}
                onClick={() => setCity(c.id)}
                onKeyDown={(e) => onTabKey(e, i)}
                className={cn(
                  'min-w-28 rounded-full px-6 py-2.5 font-display text-xl font-medium transition-colors',
                  selected ? 'bg-primary text-primary-foreground shadow-sm' : 'text-muted hover:text-foreground',
                )}
              >
                {c.label}
              </button>
            );
          })}
        </div>
      </div>

      <div role="group" aria-label="Filter journeys by category" className="mt-10 flex flex-wrap gap-2">
        {PACKAGE_CATEGORIES.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
            className={cn(
              'rounded-full border px-4 py-2 text-sm font-medium transition-colors',
              filter === f
                ? 'border-accent-decor bg-accent-soft text-foreground'
                : 'border-border bg-surface text-muted hover:border-accent-decor hover:text-foreground',
            )}
          >
            {CATEGORY_LABELS[f]}
          </button>
        ))}
      </div>
      <p aria-live="polite" className="mt-4 text-sm text-muted">
        {shown.length} {shown.length === 1 ? 'journey' : 'journeys'} in {cityLabel}
        {filter === 'all' ? '' : ` · ${CATEGORY_LABELS[filter]}`}
      </p>

      {CITIES.map((c) => (
        <div
          key={c.id}
          role="tabpanel"
          id={`packages-panel-${c.id}`}
          aria-labelledby={`packages-tab-${c.id}`}
          hidden={c.id !== city}
          className="mt-8"
        >
          {/* Both cities are in the HTML (search engines read them); the other one is hidden. */}
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
            {packagesFor(c.id, filter).map((p) => (
              <PackageCard key={p.id} pkg={p} />
            ))}
          </div>
        </div>
      ))}
    </HomeSection>
  );
}
