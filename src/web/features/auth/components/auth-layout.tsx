import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '#web/components/logo';
import { ThemeToggle } from '#web/components/theme-toggle';
import { paths } from '#web/lib/paths';

export type AuthLayoutVariant = 'client' | 'backoffice';

/**
 * Frame of the sign-in and password screens: the brand, the theme switch and a
 * centred card; from 1024 px an ink panel with the house's promise sits on the left.
 */
export function AuthLayout({
  title,
  subtitle,
  eyebrow,
  children,
  footer,
  variant = 'client',
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Small caps line above the title (e.g. "Backoffice"). */
  eyebrow?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  variant?: AuthLayoutVariant;
}) {
  return (
    <div className="min-h-dvh bg-background lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <BrandPanel variant={variant} />
      <div className="flex min-h-dvh flex-col">
        <header className="flex w-full items-center justify-between px-5 py-5 sm:px-10 sm:py-7 lg:justify-end">
          <Link
            to={paths.home()}
            className="flex items-center rounded-md text-foreground lg:hidden"
            aria-label="Maison Voyage, home"
          >
            <Logo tagline={null} />
          </Link>
          <ThemeToggle />
        </header>
        <main className="flex flex-1 items-start justify-center px-4 pb-16 pt-2 sm:items-center sm:px-8 sm:pt-0">
          <div className="w-full max-w-md">
            <div className="rounded-xl border border-border bg-surface px-5 py-8 shadow-sm shadow-ink/5 sm:px-10 sm:py-11">
              {eyebrow ? (
                <p className="mb-3 text-xs font-medium uppercase tracking-[0.28em] text-accent">{eyebrow}</p>
              ) : null}
              <h1 className="font-display text-[2rem] leading-tight text-foreground sm:text-4xl">{title}</h1>
              {subtitle ? <p className="mt-3 text-sm leading-relaxed text-muted">{subtitle}</p> : null}
              <div className="mt-8">{children}</div>
            </div>
            {footer ? <div className="mt-7 text-center text-sm text-muted">{footer}</div> : null}
          </div>
        </main>
      </div>
    </div>
  );
}

const copy: Record<AuthLayoutVariant, { eyebrow: string; title: string; text: string }> = {
  client: {
    eyebrow: 'Paris · Rome · Italia',
    title: 'Journeys composed with quiet care.',
    text: 'Your itinerary, your travel specialist and every reservation, gathered in one private space.',
  },
  backoffice: {
    eyebrow: 'For the team',
    title: 'The atelier behind every journey.',
    text: 'Trips, questionnaires and clients, for the Maison Voyage team.',
  },
};

function BrandPanel({ variant }: { variant: AuthLayoutVariant }) {
  const c = copy[variant];
  return (
    <aside className="relative hidden overflow-hidden bg-ink-900 text-ivory lg:block dark:border-r dark:border-border">
      <Route />
      <div className="sticky top-0 flex h-dvh flex-col justify-between p-12 xl:p-16">
      <Link to={paths.home()} className="relative flex w-fit items-center rounded-md" aria-label="Maison Voyage, home">
        <Logo tone="inverse" tagline={null} />
      </Link>
      <div className="relative max-w-md">
        <p className="text-xs font-medium uppercase tracking-[0.32em] text-gold-300">{c.eyebrow}</p>
        <p className="mt-6 font-display text-5xl leading-[1.05] text-ivory xl:text-6xl">{c.title}</p>
        <div className="mt-8 h-px w-16 bg-gold-400/70" />
        <p className="mt-8 max-w-sm text-base leading-relaxed text-ivory-300">{c.text}</p>
      </div>
      <dl className="relative grid max-w-md grid-cols-3 gap-6 border-t border-ivory/15 pt-8">
        {[
          ['500+', 'trips'],
          ['98%', 'satisfaction'],
          ['15+', 'years'],
        ].map(([figure, label]) => (
          <div key={label}>
            <dt className="sr-only">{label}</dt>
            <dd className="font-display text-3xl text-gold-300">{figure}</dd>
            <dd className="mt-1 text-xs uppercase tracking-[0.2em] text-ivory-400">{label}</dd>
          </div>
        ))}
      </dl>
      </div>
    </aside>
  );
}

/** Fine gold rings and a dotted route between three stops, in the panel's top corner. */
function Route() {
  return (
    <svg
      aria-hidden
      className="pointer-events-none absolute -top-24 -right-24 size-[440px] text-gold-400/20 xl:size-[500px]"
      viewBox="0 0 500 500"
      fill="none"
    >
      <circle cx="300" cy="200" r="150" stroke="currentColor" strokeWidth="0.75" />
      <circle cx="300" cy="200" r="215" stroke="currentColor" strokeWidth="0.5" />
      <path
        d="M190 330 C 250 300, 280 250, 320 215 S 400 140, 420 95"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeDasharray="1.5 7"
        strokeLinecap="round"
        className="text-gold-300/55"
      />
      <circle cx="190" cy="330" r="3.5" className="fill-gold-300/60" />
      <circle cx="320" cy="215" r="3.5" className="fill-gold-300/60" />
      <circle cx="420" cy="95" r="3.5" className="fill-gold-300/60" />
    </svg>
  );
}
