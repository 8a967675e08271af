import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn';

/** A shimmering placeholder block; size it with classes (e.g. `h-4 w-40`). Decorative. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden
      className={cn(
        'rounded-md bg-surface-muted bg-linear-to-r from-surface-muted via-surface to-surface-muted bg-size-[200%_100%] animate-shimmer',
        className,
      )}
      {...props}
    />
  );
}

/** A few lines of text placeholder, announced once as loading. */
export function SkeletonText({ lines = 3, label = 'Loading...', className }: { lines?: number; label?: string; className?: string }) {
  return (
    <div role="status" className={cn('flex flex-col gap-2.5', className)}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={cn('h-4', i === lines - 1 && lines > 1 ? 'w-2/3' : 'w-full')} />
      ))}
    </div>
  );
}
