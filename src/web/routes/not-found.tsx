import { LogoMark } from '#web/components/logo';
import { PageLink } from '#web/components/page-link';
import { buttonClasses } from '#web/components/ui/button';
import { paths } from '#web/lib/paths';

/** A real not-found page, served with HTTP 404 (issue 2 §7). */
export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-background px-6 py-24 text-center">
      <LogoMark className="mb-8 size-14" />
      <p className="text-sm uppercase tracking-[0.3em] text-accent">Error 404</p>
      <h1 className="mt-4 font-display text-4xl text-foreground sm:text-5xl">This page has wandered off</h1>
      <p className="mt-4 max-w-md text-muted">
        The address may be mistyped, or the page has moved. Let us take you somewhere lovely instead.
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <PageLink href={paths.home()} className={buttonClasses('primary', 'md')}>
          Back to the home page
        </PageLink>
        <PageLink href={paths.blog()} className={buttonClasses('secondary', 'md')}>
          Read the travel journal
        </PageLink>
      </div>
    </main>
  );
}
