import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './app/routes';
import './styles.css';

/**
 * Browser entry of the signed-in app (client area, backoffice and every page
 * the server does not render): the data router, rendered in the browser.
 * Server-rendered public pages load src/web/public-main.tsx instead (ADR 003).
 */
const router = createBrowserRouter(routes);

// The installable client app's service worker (ADR 033; built into dist/client/sw.js), after the
// first paint's work is done. Not in development: Vite serves sources, there is no sw.js.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined));
}
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
