import { Footprints } from 'lucide-react';
import { cn } from '#web/lib/cn';
import type { LegLabel } from '#shared/domain/distances';

/**
 * The way to a chosen stop, shown above it (spec §9, issue 20): '0.82 km · 11 min from the
 * previous stop' in the editor, '0.51 mi · 11 min' or '394 ft · 2 min' in the workspace,
 * 'missing distance' where none was calculated. Quiet: a dotted rule and small muted text.
 */
export function LegLine({ leg, className }: { leg: LegLabel; className?: string }) {
  const missing = leg.duration === null;
  return (
    <p data-testid="leg-line" className={cn('flex items-center gap-2 text-xs text-muted tabular-nums', className)}>
      <Footprints aria-hidden className="size-3.5 shrink-0 opacity-70" />
      <span className={cn(missing && 'italic')}>
        {leg.distance}
        {leg.duration ? ` · ${leg.duration}` : ''}
        <span> {leg.from === 'hotel' ? 'from the hotel' : 'from the previous stop'}</span>
      </span>
    </p>
  );
}
