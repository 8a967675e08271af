import { useState } from 'react';
import { safeUrl } from '#shared/domain/bounds';
import { cn } from '#web/lib/cn';

/**
 * A trip's cover: its destination photo, or (none, or it failed) a calm drawn panel with the
 * destination's initial, so a grid never shows a broken image.
 */
export function TripCover({ url, destination, className }: { url: string | null; destination: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  const safe = safeUrl(url, 'image');
  if (safe && !failed) {
    return <img src={safe} alt="" loading="lazy" onError={() => setFailed(true)} className={cn('size-full object-cover', className)} />;
  }
  return (
    <div
      aria-hidden
      className={cn(
        'flex size-full items-center justify-center bg-gradient-to-br from-accent-soft via-surface-muted to-surface font-display text-4xl text-accent',
        className,
      )}
    >
      {destination.trim().charAt(0).toUpperCase() || '·'}
    </div>
  );
}
