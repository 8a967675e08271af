import { useState, type MouseEvent, type ReactNode } from 'react';
import { downloadDocument } from '#web/lib/download';
import { errorMessage } from '#web/lib/errors';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button';
import { Spinner } from './spinner';
import { toast } from './toaster';

export interface DownloadLinkProps {
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A document button (PDF, .ics): the link still names the file's address (and works before the
 * script runs), but a click downloads it through `downloadDocument`, showing 'Preparing…' while
 * the server makes it and the server's message as a toast when it refuses (a 429 over the
 * per-user budget, 403, 404) or fails.
 */
export function DownloadLink({ href, variant = 'secondary', size = 'sm', className, children, 'data-testid': testId }: DownloadLinkProps) {
  const [busy, setBusy] = useState(false);

  async function onClick(e: MouseEvent<HTMLAnchorElement>) {
    // A modified click (new tab, save as) stays the browser's.
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await downloadDocument(href);
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <a
      href={href}
      download
      onClick={(e) => void onClick(e)}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      data-loading={busy || undefined}
      className={buttonClasses(variant, size, className)}
      data-testid={testId}
    >
      {busy ? (
        <>
          <Spinner size={size === 'lg' ? 'md' : 'sm'} />
          Preparing…
        </>
      ) : (
        children
      )}
    </a>
  );
}
