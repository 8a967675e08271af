import { FileDown } from 'lucide-react';
import { DownloadLink, type ButtonSize, type ButtonVariant } from '#web/components/ui';
import { itineraryPdfUrl, statementPdfUrl } from '#web/features/billing/documents';

interface DocumentLinkProps {
  tripId: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  label?: string;
}

/**
 * 'Itinerary PDF': downloads the trip's itinerary generated on the server (issue 11, ADR 015) through
 * DownloadLink (a refusal shows the server's message),
 * for the workspace screens (/itinerary, trip overview) and /billing.
 */
export function ItineraryPdfLink({ tripId, variant = 'secondary', size = 'sm', className, label = 'Itinerary PDF' }: DocumentLinkProps) {
  return (
    <DownloadLink href={itineraryPdfUrl(tripId)} variant={variant} size={size} className={className} data-testid="itinerary-pdf">
      <FileDown aria-hidden />
      {label}
    </DownloadLink>
  );
}

/** 'PDF statement': the billing statement as a PDF, in the currency shown. */
export function StatementPdfLink({ tripId, currency = 'EUR', variant = 'primary', size = 'sm', className, label = 'PDF statement' }: DocumentLinkProps & { currency?: 'EUR' | 'USD' }) {
  return (
    <DownloadLink href={statementPdfUrl(tripId, currency)} variant={variant} size={size} className={className} data-testid="statement-pdf">
      <FileDown aria-hidden />
      {label}
    </DownloadLink>
  );
}
