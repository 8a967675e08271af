import { useEffect } from 'react';
import { Link, Outlet, ScrollRestoration, isRouteErrorResponse, useLocation, useMatches, useRouteError } from 'react-router';
import type { RouteHandle } from '#web/lib/head';
import { SITE_NAME } from '#web/lib/head';
import { paths } from '#web/lib/paths';

/** Keeps the document title and language in step with the page on client-side navigation. */
function HeadManager() {
  const matches = useMatches();
  const location = useLocation();
  useEffect(() => {
    const leaf = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.head);
    const head = (leaf?.handle as RouteHandle | undefined)?.head?.(leaf?.loaderData, {
      origin: window.location.origin,
      pathname: location.pathname,
      params: leaf?.params ?? {},
    });
    document.title = head?.title ?? SITE_NAME;
    document.documentElement.lang = head?.lang ?? 'en';
  }, [matches, location.pathname]);
  return null;
}

export function RootLayout() {
  return (
    <>
      <HeadManager />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

export function RootError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="font-display text-4xl">Something went wrong</p>
      <p className="text-muted" role="alert">
        {message}
      </p>
      <Link to={paths.home()} className="text-accent underline underline-offset-4">
        Back to the home page
      </Link>
    </main>
  );
}

/** Shown while the first screen of a lazy area (client or backoffice) loads in the browser. */
export function AppLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-background" role="status" aria-live="polite">
      <span className="size-8 animate-spin rounded-full border-2 border-border border-t-accent" aria-hidden />
      <span className="sr-only">Loading...</span>
    </div>
  );
}
