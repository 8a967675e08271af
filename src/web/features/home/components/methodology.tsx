import { METHODOLOGY } from '#web/features/home/content';
import { HomeSection, SectionHeading } from './section-heading';

const NUMERALS = ['I', 'II', 'III', 'IV'];

/** #methodology: how a journey is composed, in four movements. */
export function Methodology() {
  return (
    <HomeSection id="methodology">
      <SectionHeading
        id="methodology-title"
        eyebrow="Our method"
        title="How we compose your journey"
        lead="No catalogue, no call centre. One specialist follows your trip from the first conversation to the flight home."
      />
      <ol className="mt-14 grid gap-10 sm:grid-cols-2 lg:grid-cols-4 lg:gap-8">
        {METHODOLOGY.map((step, i) => (
          <li key={step.title} className="relative flex flex-col gap-3 border-t border-border pt-6">
            <span aria-hidden className="absolute -top-px left-0 h-px w-16 bg-accent-decor" />
            <span className="font-display text-3xl text-accent italic" aria-hidden>
              {NUMERALS[i]}
            </span>
            <h3 className="font-display text-2xl font-medium text-foreground">
              <span className="sr-only">Step {i + 1}: </span>
              {step.title}
            </h3>
            <p className="leading-relaxed text-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
