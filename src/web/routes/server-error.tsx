import { LogoMark } from '#web/components/logo';
import { PageLink } from '#web/components/page-link';
import { buttonClasses } from '#web/components/ui/button';
import { paths } from '#web/lib/paths';

/**
 * Shown with HTTP 500 when a public page's data could not be loaded on the
 * server (e.g. the database is unavailable). A public page: no router.
 */
export function ServerErrorPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-background px-6 py-24 text-center">
      <LogoMark className="mb-8 size-14" />
      <h1 className="font-display text-4xl text-foreground sm:text-5xl">Something went wrong</h1>
      <p role="alert" className="mt-4 max-w-md text-muted">
        This page could not be loaded just now. Please try again in a moment.
      </p>
      <div className="mt-10">
        <PageLink href={paths.home()} className={buttonClasses('primary', 'md')}>
          Back to the home page
        </PageLink>
      </div>
    </main>
  );
}
