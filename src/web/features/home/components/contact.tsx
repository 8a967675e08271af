import { PageLink } from '#web/components/page-link';
import { PlanTripButton } from '#web/features/questionnaire';
import { paths } from '#web/lib/paths';

const POINTS = [
  { title: 'Within 24 hours', text: 'A specialist answers every request personally.' },
  { title: 'Without commitment', text: 'Your proposal is free; you decide once it feels right.' },
  { title: 'Day and night', text: 'Our 24/7 concierge is with you throughout the trip.' },
] as const;

/** #contact: the invitation to begin, and the way into the client area. */
export function Contact() {
  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-20 px-5 pb-20 sm:px-8 sm:pb-28">
      <div className="relative mx-auto max-w-7xl overflow-hidden rounded-3xl bg-ink px-6 py-16 text-ivory-100 sm:px-12 sm:py-20 lg:px-20 dark:bg-surface-muted">
        <div aria-hidden className="pointer-events-none absolute -top-40 -right-40 size-[28rem] rounded-full border border-gold-300/20" />
        <div aria-hidden className="pointer-events-none absolute -top-24 -right-24 size-[20rem] rounded-full border border-gold-300/15" />
        <div className="relative grid gap-12 lg:grid-cols-[1.2fr_1fr] lg:items-center lg:gap-20">
          <div className="flex flex-col items-start gap-6">
            <p className="inline-flex items-center gap-3 text-xs font-medium tracking-[0.28em] text-gold-300 uppercase">
              <span aria-hidden className="h-px w-8 bg-gold-400" />
              Contact
            </p>
            <h2 id="contact-title" className="font-display text-4xl font-medium text-ivory-50 sm:text-5xl">
              Let&apos;s begin with a conversation
            </h2>
            <p className="max-w-xl text-lg leading-relaxed text-ivory-300">
              Three short steps tell us where, when and how you love to travel. Your specialist takes it from there, with
              a call at a time that suits you and a first proposal soon after.
            </p>
            <div className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-center">
              <PlanTripButton className="inline-flex h-12 items-center justify-center rounded-md bg-gold-400 px-7 text-base font-medium tracking-wide text-ink shadow-sm transition-colors hover:bg-gold-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300" />
              <PageLink href={paths.account()} className="text-sm text-ivory-200 underline decoration-gold-400 underline-offset-4 hover:text-ivory-50">
                Already travelling with us? Open your client area
              </PageLink>
            </div>
          </div>
          <ul className="flex flex-col divide-y divide-ivory-100/15 border-y border-ivory-100/15">
            {POINTS.map((p) => (
              <li key={p.title} className="flex flex-col gap-1 py-5">
                <span className="font-display text-2xl text-ivory-50">{p.title}</span>
                <span className="text-ivory-300">{p.text}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
