/**
 * Billing and trip documents (issue 11): the /billing screen and the links to a trip's PDFs.
 * Other features use these through this file (ADR 009).
 */
export { BillingPage } from '#web/features/billing/components/billing-page';
export { statementPdfUrl, itineraryPdfUrl } from '#web/features/billing/documents';
export { ItineraryPdfLink, StatementPdfLink } from '#web/features/billing/components/document-links';
export { billingBackPath } from '#web/features/billing/back-path';
export { CalendarPanel } from '#web/features/billing/components/calendar-panel';
