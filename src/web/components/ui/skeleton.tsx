import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn';
import { Card } from './card';

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

/**
 * A card's placeholder while its list loads: a picture of the given aspect (if any), then lines
 * of text, each sized by its classes (`h-4 w-2/3`).
 */
export function CardSkeleton({ picture, lines, className }: { picture?: string; lines: readonly string[]; className?: string }) {
  return (
    <Card className={cn('overflow-hidden', className)}>
      {picture ? <Skeleton className={cn('w-full rounded-none', picture)} /> : null}
      <SkeletonLines lines={lines} className="gap-3 p-6" />
    </Card>
  );
}

/** A column of placeholder lines, each sized by its classes (`h-4 w-1/2`); space them with `className` (`gap-2`). */
export function SkeletonLines({ lines, className }: { lines: readonly string[]; className?: string }) {
  return (
    <div className={cn('flex flex-col', className)}>
      {lines.map((line, i) => (
        <Skeleton key={i} className={line} />
      ))}
    </div>
  );
}

/**
 * A detail page's placeholder (client, questionnaire): its header lines (sized as in SkeletonLines),
 * then cards of text lines, a stack in the wide column and one beside it.
 */
export function DetailPageSkeleton({ label, header, main, aside }: { label: string; header: readonly string[]; main: readonly number[]; aside: number }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-8">
      <SkeletonLines lines={header} className="gap-3 border-b border-border pb-6" />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          {main.map((lines, i) => (
            <Card key={i} className="p-6">
              <SkeletonText lines={lines} />
            </Card>
          ))}
        </div>
        <Card className="p-6">
          <SkeletonText lines={aside} />
        </Card>
      </div>
    </div>
  );
}
