import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type HydrationState } from 'react-router';
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

const hydrationData = readHydrationData();
const router = createBrowserRouter(routes, { hydrationData });
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);
const root = document.getElementById('root')!;
if (hydrationData) hydrateRoot(root, app);
else createRoot(root).render(app);
