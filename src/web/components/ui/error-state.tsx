import type { ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { cn } from '#web/lib/cn';
import { errorMessage } from '#web/lib/errors';
import { Button } from './button';

export type ErrorStateProps = {
  title: ReactNode;
  message?: ReactNode;
  /** e.g. a Retry button or a link home. */
  action?: ReactNode;
  className?: string;
};

export function ErrorState({ title, message, action, className }: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-lg border border-border bg-surface px-6 py-14 text-center',
        className,
      )}
    >
      <div aria-hidden className="mb-1 flex size-12 items-center justify-center rounded-full bg-danger-soft text-danger">
        <TriangleAlert className="size-5" />
      </div>
      <p className="font-display text-2xl font-semibold text-foreground">{title}</p>
      {message ? <p className="max-w-md text-sm text-muted">{message}</p> : null}
      {action ? <div className="mt-3">{action}</div> : null}
    </div>
  );
}

/** A whole page that cannot be shown (not found, no access, failed to load): the error state in the page's column. */
export function PageError({ pageClassName, ...props }: ErrorStateProps & { pageClassName?: string }) {
  return (
    <main className={cn('mx-auto max-w-3xl px-4 py-16 sm:px-6', pageClassName)}>
      <ErrorState {...props} />
    </main>
  );
}

/** Something that could not load: the reason of the failure and Try again. */
export function LoadError({ title, error, onRetry }: { title: ReactNode; error: unknown; onRetry: () => unknown }) {
  return (
    <ErrorState
      title={title}
      message={errorMessage(error)}
      action={
        <Button variant="secondary" onClick={() => void onRetry()}>
          Try again
        </Button>
      }
    />
  );
}
