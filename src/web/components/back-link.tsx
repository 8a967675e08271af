import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { buttonClasses } from '#web/components/ui/button';

/** The quiet 'back' link above a backoffice page's content, to the page it was opened from. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClasses('ghost', 'sm', '-ml-3 mb-6 text-muted')}>
      <ArrowLeft aria-hidden /> {children}
    </Link>
  );
}
