import { useState, type ImgHTMLAttributes } from 'react';
import { safeUrl } from '#shared/domain/bounds';
import { cn } from '#web/lib/cn';

/** Shown when an activity has no picture or its picture fails to load (spec §8: a fixed placeholder). */
export const PLACE_PLACEHOLDER = '/images/places/monument.svg';

/**
 * An activity's or a place's picture: lazy, sized, and replaced by the fixed placeholder when
 * it is missing or fails (a photo host down, a URL that moved). Decorative by default: the
 * place's name is always written beside it.
 */
export function PlaceImage({ src, alt = '', className, ...props }: ImgHTMLAttributes<HTMLImageElement> & { src?: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  // An image stored before the URL rule (ADR 022: javascript:, data:) is never loaded.
  const safe = safeUrl(src, 'image');
  const url = !safe || failed === src ? PLACE_PLACEHOLDER : safe;
  return (
    <img
      src={url}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src ?? null)}
      className={cn('bg-surface-muted object-cover', className)}
      {...props}
    />
  );
}
