import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ThemeToggle } from '../../components/theme-toggle';

/** Centered card for sign-in and password screens, with the brand and the theme switch. */
export function AuthLayout({ title, subtitle, children, footer }: { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-5 py-5 sm:px-8">
        <Link to="/" className="flex items-center gap-3 text-foreground" aria-label="Maison Voyage, home">
          <img src="/images/logo-mark.svg" alt="" width={36} height={36} />
          <span className="font-display text-xl tracking-wide">Maison Voyage</span>
        </Link>
        <ThemeToggle />
      </header>
      <main className="flex flex-1 items-start justify-center px-5 pb-16 pt-6 sm:items-center sm:pt-0">
        <div className="w-full max-w-md">
          <div className="rounded-2xl border border-border bg-surface px-6 py-8 shadow-sm sm:px-10 sm:py-10">
            <h1 className="font-display text-3xl text-foreground">{title}</h1>
            {subtitle ? <p className="mt-2 text-sm text-muted">{subtitle}</p> : null}
            <div className="mt-8">{children}</div>
          </div>
          {footer ? <div className="mt-6 text-center text-sm text-muted">{footer}</div> : null}
        </div>
      </main>
    </div>
  );
}
