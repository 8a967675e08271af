/**
 * The client area chunk: sign-in, password screens and the trip workspace.
 * Each export is a route object (Component, loader, ...) used lazily by app/routes.tsx.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { ClientLayout } from '../app/layouts/client-layout';
import { requireClientArea } from '../app/guards';
import { ComingSoon } from '../components/coming-soon';

export { loginRoute } from '../routes/client/login';
export { resetPasswordRoute } from '../routes/client/reset-password';

export const clientAreaRoute = {
  Component: ClientLayout,
  loader: ({ request }: LoaderFunctionArgs) => requireClientArea(request),
};

export const accountRoute = { Component: () => <ComingSoon title="My Trips" description="Manage all your travel plans in one place" /> };
export const billingRoute = { Component: () => <ComingSoon title="Billing" /> };
export const activitySummaryRoute = { Component: () => <ComingSoon title="Activity Summary" /> };
export const itineraryRoute = { Component: () => <ComingSoon title="Itinerary" /> };
