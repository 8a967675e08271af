import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './app/routes';
import './styles.css';

/** Browser entry: hydrates a server-rendered public page, or renders the app shell. */
function readHydrationData(): HydrationState | undefined {
  const el = document.getElementById('__rr_data');
  if (!el?.textContent) return undefined;
  try {
    return JSON.parse(el.textContent) as HydrationState;
  } catch {
    return undefined;
  }
}

/**
 * A server-rendered page whose screen is a lazy chunk (the blog): load that
 * chunk before the router starts, so hydration matches the server's HTML and
 * the loaders are not run again.
 */
async function resolveLazyMatches(): Promise<void> {
  const lazyRoutes = (matchRoutes(routes, window.location) ?? []).map((m) => m.route).filter((r) => r.lazy);
  await Promise.all(
    lazyRoutes.map(async (route) => {
      const lazy = route.lazy!;
      const loaded =
        typeof lazy === 'function'
          ? await lazy()
          : Object.fromEntries(await Promise.all(Object.entries(lazy).map(async ([k, load]) => [k, await (load as () => unknown)()])));
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

function start(hydrationData: HydrationState | undefined) {
  const router = createBrowserRouter(routes, { hydrationData });
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  if (hydrationData) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

const hydrationData = readHydrationData();
if (hydrationData) void resolveLazyMatches().then(() => start(hydrationData));
else start(undefined);
