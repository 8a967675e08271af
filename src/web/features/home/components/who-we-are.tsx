import { SectionHeading } from './section-heading';

/** #who-we-are: the house, its people and its promise. */
export function WhoWeAre() {
  return (
    <section id="who-we-are" aria-labelledby="who-we-are-title" className="scroll-mt-20 border-y border-border bg-surface py-20 sm:py-28">
      <div className="mx-auto grid max-w-7xl gap-14 px-5 sm:px-8 lg:grid-cols-[1.1fr_0.9fr] lg:gap-20">
        <div className="flex flex-col gap-6">
          <SectionHeading id="who-we-are-title" eyebrow="Who we are" title="A small house with a long address book" />
          <div className="flex max-w-2xl flex-col gap-5 text-lg leading-relaxed text-muted">
            <p>
              Maison Voyage began in 2009 in a two-room office on the Left Bank, with one conviction: that a great trip is
              written, not bought. Today our specialists divide their weeks between Paris and Rome, and spend the rest on
              the road, testing the suites, the guides and the tables we recommend.
            </p>
            <p>
              We stay deliberately small. Every journey is followed by one specialist from your first message to your last
              evening, supported by a concierge team that answers at any hour while you travel. We work only with
              Paris, Rome and Italy, because knowing a place deeply is the only way to open its private doors.
            </p>
          </div>
          <ul className="mt-2 grid gap-4 text-sm sm:grid-cols-2">
            <li className="rounded-lg border border-border bg-background px-5 py-4">
              <span className="block font-display text-xl text-foreground">Paris studio</span>
              <span className="text-muted">Saint-Germain-des-Prés, by appointment</span>
            </li>
            <li className="rounded-lg border border-border bg-background px-5 py-4">
              <span className="block font-display text-xl text-foreground">Rome studio</span>
              <span className="text-muted">Rione Monti, by appointment</span>
            </li>
          </ul>
        </div>

        <figure className="relative flex flex-col justify-center gap-8 self-center rounded-2xl bg-ink px-8 py-12 text-ivory-100 sm:px-12 sm:py-14 dark:bg-surface-muted">
          <svg aria-hidden viewBox="0 0 48 36" className="h-9 w-12 text-gold-300">
            <path
              fill="currentColor"
              d="M0 36V22C0 9.5 6.2 2.2 18.6 0l1.8 4.4C13.8 6.2 10.5 10 10.2 16H20v20H0Zm27.6 0V22C27.6 9.5 33.8 2.2 46.2 0L48 4.4C41.4 6.2 38.1 10 37.8 16h9.8v20h-20Z"
            />
          </svg>
          <blockquote className="font-display text-[1.85rem] leading-snug font-medium text-ivory-50 sm:text-[2.1rem]">
            We don&apos;t sell trips. We write them, one traveller at a time, and we are there on every page.
          </blockquote>
          <figcaption className="flex flex-col gap-1 border-t border-ivory-100/20 pt-6 text-sm">
            <span className="font-medium text-ivory-50">Hélène Marchetti</span>
            <span className="text-ivory-300">Founder, Maison Voyage</span>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
