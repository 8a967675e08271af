import { BillingPage } from '#web/features/billing';

/** /billing (spec §2 'Billing'): a chunk of its own, loaded when the page is opened. */
export const billingRoute = { Component: BillingPage };
