/**
 * The client area chunk: sign-in, password screens and the trip workspace.
 * Each export is a route object (Component, loader, ...) used lazily by app/routes.tsx.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { ClientLayout } from '#web/app/layouts/client-layout';
import { requireClientArea } from '#web/app/guards';
import { BillingPage } from '#web/features/billing';

export { loginRoute } from '#web/routes/client/login';
export { resetPasswordRoute } from '#web/routes/client/reset-password';
export { accountRoute } from '#web/routes/client/account';
export { itineraryRoute } from '#web/routes/client/itinerary';
export { activitySummaryRoute } from '#web/routes/client/activity-summary';

export const clientAreaRoute = {
  Component: ClientLayout,
  loader: ({ request }: LoaderFunctionArgs) => requireClientArea(request),
};

export const billingRoute = { Component: BillingPage };
