import { ArrowRight } from 'lucide-react';
import { buttonClasses } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { PlanTripButton } from '#web/features/questionnaire';
import { FIGURES, HERO_IMAGE } from '#web/features/home/content';

/** #home: the promise, the call to action and the house's figures. */
export function Hero() {
  return (
    <section id="home" aria-labelledby="home-title" className="relative scroll-mt-20">
      <div className="mx-auto max-w-7xl px-5 pt-12 sm:px-8 md:pt-16 lg:pt-20">
        <div className="grid gap-8 lg:grid-cols-[1.25fr_1fr] lg:items-end lg:gap-16">
          <div>
            <p className="mb-6 inline-flex items-center gap-3 text-xs font-medium tracking-[0.28em] text-accent uppercase">
              <span aria-hidden className="h-px w-10 bg-accent-decor" />
              Paris · Rome · Italy
            </p>
            <h1
              id="home-title"
              className="font-display text-[2.6rem] leading-[1.04] font-medium text-foreground sm:text-6xl lg:text-[4.5rem]"
            >
              Journeys to Paris, Rome and Italy, <em className="text-accent">composed around you</em>
            </h1>
          </div>
          <div className="flex flex-col items-start gap-7 lg:pb-2">
            <p className="text-lg leading-relaxed text-muted">
              For fifteen years our specialists have written trips the way a tailor cuts a suit: to measure. Tell us how
              you love to travel; we take care of the hotels, the tables, the private doors and every minute in between.
            </p>
            <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:items-center">
              <PlanTripButton className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')} />
              <a href="#packages" className={buttonClasses('secondary', 'lg', 'group w-full sm:w-auto')}>
                Explore our journeys
                <ArrowRight aria-hidden className="transition-transform group-hover:translate-x-0.5" />
              </a>
            </div>
          </div>
        </div>

        <div className="relative mt-12 md:mt-16">
          <img
            src={HERO_IMAGE}
            alt="Paris and Rome side by side at golden hour: the Eiffel Tower, the domes, the Colosseum and umbrella pines above the water"
            width={1600}
            height={900}
            fetchPriority="high"
            className="aspect-[4/3] w-full rounded-2xl object-cover object-[30%_50%] shadow-2xl shadow-ink/10 sm:aspect-[16/8] lg:aspect-[16/7] dark:brightness-[0.85]"
          />
          <p className="absolute bottom-4 left-4 rounded-full bg-surface/90 px-4 py-2 text-xs font-medium text-foreground shadow-sm backdrop-blur-sm sm:bottom-6 sm:left-6 sm:text-sm">
            A specialist replies within 24 hours
          </p>
        </div>
      </div>

      <div className="mt-14 border-y border-border bg-surface/70 md:mt-20">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-y-8 px-5 py-10 sm:px-8 md:grid-cols-4">
          {FIGURES.map((f, i) => (
            <div
              key={f.label}
              className={cn(
                'flex flex-col-reverse items-center gap-1 border-border text-center',
                i % 2 === 0 && 'max-md:border-r',
                i < 3 && 'md:border-r',
              )}
            >
              <dt className="text-xs tracking-[0.16em] text-muted uppercase">{f.label}</dt>
              <dd className="font-display text-4xl font-semibold text-foreground sm:text-5xl">{f.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
