import type { ReactNode } from 'react';
import { Logo } from '#web/components/logo';
import { PageLink } from '#web/components/page-link';
import { ThemeToggle } from '#web/components/theme-toggle';
import { paths } from '#web/lib/paths';

/** The frame of the French blog pages: a header with the way back home, the page, a quiet footer. */
export function BlogShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <a
        href="#contenu"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-surface focus:px-4 focus:py-2 focus:shadow-md"
      >
        Aller au contenu
      </a>
      <header className="sticky top-0 z-40 border-b border-border/70 bg-background/90 backdrop-blur-md supports-[backdrop-filter]:bg-background/75">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-5 sm:px-8">
          <PageLink href={paths.home()} className="group inline-flex items-center gap-3 rounded-sm">
            <Logo tagline="Accueil" />
          </PageLink>
          <div className="flex items-center gap-3">
            <PageLink
              href={paths.blog()}
              className="hidden font-display text-xl font-semibold tracking-tight underline-offset-8 decoration-accent-decor hover:underline sm:inline"
            >
              Blog Voyage
            </PageLink>
            <ThemeToggle />
          </div>
        </div>
      </header>
      <div id="contenu" className="flex-1">
        {children}
      </div>
      <footer className="border-t border-border">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-5 py-10 text-sm text-muted sm:flex-row sm:items-center sm:justify-between sm:px-8">
          <p>
            <span className="font-display text-base text-foreground">Maison Voyage</span> · Voyages sur mesure à Paris, à Rome et en
            Italie
          </p>
          <PageLink href={paths.home()} className="text-accent underline-offset-4 hover:underline">
            Retour à l’accueil
          </PageLink>
        </div>
      </footer>
    </div>
  );
}
