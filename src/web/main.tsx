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
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
