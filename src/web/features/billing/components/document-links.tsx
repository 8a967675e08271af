import { FileDown } from 'lucide-react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '#web/components/ui';
import { itineraryPdfUrl, statementPdfUrl } from '#web/features/billing/documents';

interface DocumentLinkProps {
  tripId: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  label?: string;
}

/**
 * 'Itinerary PDF': downloads the trip's itinerary generated on the server (issue 11, ADR 015),
 * for the workspace screens (/itinerary, trip overview) and /billing.
 */
export function ItineraryPdfLink({ tripId, variant = 'secondary', size = 'sm', className, label = 'Itinerary PDF' }: DocumentLinkProps) {
  return (
    <a href={itineraryPdfUrl(tripId)} download className={buttonClasses(variant, size, className)} data-testid="itinerary-pdf">
      <FileDown aria-hidden />
      {label}
    </a>
  );
}

/** 'PDF statement': the billing statement as a PDF, in the currency shown. */
export function StatementPdfLink({ tripId, currency = 'EUR', variant = 'primary', size = 'sm', className, label = 'PDF statement' }: DocumentLinkProps & { currency?: 'EUR' | 'USD' }) {
  return (
    <a href={statementPdfUrl(tripId, currency)} download className={buttonClasses(variant, size, className)} data-testid="statement-pdf">
      <FileDown aria-hidden />
      {label}
    </a>
  );
}
