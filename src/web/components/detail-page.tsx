import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { buttonClasses } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';

export interface DetailPageProps {
  /** The quiet link above the content, to the page the record was opened from. */
  back: { to: string; label: string };
  /** A message alone (not found, failed to load) takes a narrower column. */
  narrow?: boolean;
  children: ReactNode;
}

/** The frame of a backoffice record's page (client, questionnaire): its column, then the back link. */
export function DetailPage({ back, narrow = false, children }: DetailPageProps) {
  return (
    <main className={cn('mx-auto px-4 py-10 sm:px-6 sm:py-14', narrow ? 'max-w-3xl' : 'max-w-7xl')}>
      <Link to={back.to} className={buttonClasses('ghost', 'sm', '-ml-3 mb-6 text-muted')}>
        <ArrowLeft aria-hidden /> {back.label}
      </Link>
      {children}
    </main>
  );
}
