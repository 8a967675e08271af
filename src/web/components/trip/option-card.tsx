import type { ReactNode } from 'react';
import { MapPin, Star } from 'lucide-react';
import { cn } from '#web/lib/cn';
import { formatActivityCost } from '#shared/domain/costs';
import type { Option } from '#shared/domain/itinerary';
import { PlaceImage } from './place-image';

export interface OptionCardProps {
  option: Option;
  selected?: boolean;
  /** Makes the card a button that chooses (or un-chooses) the option. */
  onSelect?: () => void;
  /** Extra controls (edit, remove, lock cost) shown under the text. */
  actions?: ReactNode;
  /** Extra lines (distance from the previous stop, opening hours). */
  children?: ReactNode;
  compact?: boolean;
  className?: string;
}

/**
 * One candidate activity of a time slot (spec §2): picture, name, description, rating with
 * its review count where known, cost in EUR, address, and '✓ Selected' on the chosen one.
 * Used read-only by the trip editor and as the choice a client makes in the workspace.
 */
export function OptionCard({ option, selected = false, onSelect, actions, children, compact = false, className }: OptionCardProps) {
  const body = (
    <>
      <PlaceImage src={option.image} className={cn('shrink-0 rounded-md', compact ? 'size-14' : 'h-20 w-24 sm:h-24 sm:w-32')} width={128} height={96} />
      <div className="min-w-0 flex-1 space-y-1 text-left">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <p className="font-medium text-foreground">{option.name || 'Untitled activity'}</p>
          {selected && (
            <span className="text-xs font-medium whitespace-nowrap text-success">✓ Selected</span>
          )}
        </div>
        {!compact && option.description && <p className="line-clamp-2 text-sm text-muted">{option.description}</p>}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
          {typeof option.rating === 'number' && option.rating > 0 && (
            <span className="inline-flex items-center gap-1">
              <Star className="size-3 fill-current text-accent" aria-hidden />
              <span>
                {option.rating.toFixed(1)}
                {typeof option.reviews === 'number' && option.reviews > 0 ? ` (${option.reviews.toLocaleString('en-GB')} reviews)` : ''}
              </span>
            </span>
          )}
          <span className="font-medium text-foreground">{formatActivityCost(option.cost)}</span>
          {option.address && (
            <span className="inline-flex min-w-0 items-center gap-1">
              <MapPin className="size-3 shrink-0" aria-hidden />
              <span className="truncate">{option.address}</span>
            </span>
          )}
        </div>
        {children}
        {actions && <div className="flex flex-wrap items-center gap-2 pt-1">{actions}</div>}
      </div>
    </>
  );
  const frame = cn(
    'flex w-full gap-3 rounded-lg border p-3 transition-colors',
    selected ? 'border-success/50 bg-success/5' : 'border-border bg-surface',
    onSelect && 'cursor-pointer hover:border-accent-decor focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
    className,
  );
  if (!onSelect) return <div className={frame}>{body}</div>;
  return (
    <div
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      onClick={onSelect}
      onKeyDown={(e) => {
        if (e.target !== e.currentTarget) return;
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onSelect();
        }
      }}
      className={frame}
    >
      {body}
    </div>
  );
}
