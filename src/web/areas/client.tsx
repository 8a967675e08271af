/**
 * The client area's shell: the signed-in layout and its guard. Each client screen is a lazy
 * chunk of its own (app/routes.tsx): /account loads neither the sign-in forms nor billing,
 * and the sign-in page does not load the workspace (issue 21, ADR 033; `npm run size`).
 */
import type { LoaderFunctionArgs } from 'react-router';
import { ClientLayout } from '#web/app/layouts/client-layout';
import { requireClientArea } from '#web/app/guards';

export const clientAreaRoute = {
  Component: ClientLayout,
  loader: ({ request }: LoaderFunctionArgs) => requireClientArea(request),
};
