import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn';

const spinnerSizes = { sm: 'size-3.5', md: 'size-4', lg: 'size-6' } as const;

export type SpinnerProps = Omit<ComponentProps<'svg'>, 'children'> & {
  size?: keyof typeof spinnerSizes;
  /** Accessible label. When omitted the spinner is decorative (aria-hidden). */
  label?: string;
};

export function Spinner({ size = 'md', label, className, ...props }: SpinnerProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn('shrink-0 animate-spin', spinnerSizes[size], className)}
      {...props}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="2.5" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/** A centred spinner with a visible message, for whole-panel loading states. */
export function LoadingBlock({ label = 'Loading...', className }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={cn('flex items-center justify-center gap-3 py-16 text-sm text-muted', className)}>
      <Spinner size="lg" className="text-accent" />
      <span>{label}</span>
    </div>
  );
}
