/**
 * Companion links (issue 21, ADR 031): the workspace's 'Share with a companion' card and the
 * companion's read-only page. Other features use these through this file (ADR 009).
 */
export { ShareLinksCard } from '#web/features/shares/components/share-links-card';
export { SharedTripPage } from '#web/features/shares/components/shared-trip-page';
