import { BedDouble, CarFront, ConciergeBell, KeyRound, Route, UtensilsCrossed, type LucideIcon } from 'lucide-react';
import { SERVICES } from '#web/features/home/content';
import { HomeSection, SectionHeading } from './section-heading';

const ICONS: Record<string, LucideIcon> = {
  hotels: BedDouble,
  transport: CarFront,
  dining: UtensilsCrossed,
  experiences: KeyRound,
  itinerary: Route,
  concierge: ConciergeBell,
};

/** #services: what the agency arranges. */
export function Services() {
  return (
    <HomeSection id="services">
      <SectionHeading
        id="services-title"
        eyebrow="Services"
        title="Everything arranged, nothing left to chance"
        lead="Hotels, transport, restaurants and experiences, woven into one itinerary you can follow day by day."
      />
      <ul className="mt-14 grid gap-px overflow-hidden rounded-xl border border-border bg-border sm:grid-cols-2 lg:grid-cols-3">
        {SERVICES.map((s) => {
          const Icon = ICONS[s.id] ?? ConciergeBell;
          return (
            <li key={s.id} className="flex flex-col gap-4 bg-surface p-8 sm:p-9">
              <span className="flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent">
                <Icon aria-hidden className="size-5" strokeWidth={1.6} />
              </span>
              <h3 className="font-display text-2xl font-medium text-foreground">{s.title}</h3>
              <p className="leading-relaxed text-muted">{s.text}</p>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
