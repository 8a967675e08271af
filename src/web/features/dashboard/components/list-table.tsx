import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn';

/**
 * The frame of a dashboard list: a bordered table of rows under a row of column names (shown
 * from the small breakpoint, on the rows' grid), faded while another page or filter loads.
 */
export function ListTable({
  label,
  grid,
  columns,
  faded,
  busy,
  children,
}: {
  label: string;
  /** The grid classes the rows use, so that the column names line up with them. */
  grid: string;
  columns: ReactNode;
  faded?: boolean;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cn('overflow-hidden rounded-lg border border-border bg-surface shadow-sm shadow-ink/5 transition-opacity', faded && 'opacity-60')}>
      <div
        aria-hidden
        className={cn('hidden border-b border-border bg-surface-muted/50 px-5 py-2.5 text-xs font-medium tracking-[0.12em] text-muted uppercase', grid)}
      >
        {columns}
      </div>
      <ul aria-label={label} aria-busy={busy || undefined}>
        {children}
      </ul>
    </div>
  );
}
