import { cn } from '#web/lib/cn';

/**
 * The Maison Voyage mark: an arch over a horizon, in gold (issue 13 §11: one
 * mark everywhere). The same drawing is the favicon and the logo of the JSON-LD
 * (public/images/logo-mark.svg, kept identical by src/web/components/logo.test.tsx).
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden data-logo-mark="" className={cn('size-8 shrink-0 text-accent-decor', className)} fill="none">
      <path d="M6 28V14a10 10 0 0 1 20 0v14" stroke="currentColor" strokeWidth="1.6" />
      <path d="M10.5 28V15a5.5 5.5 0 0 1 11 0v13" stroke="currentColor" strokeWidth="1.2" opacity=".55" />
      <path d="M3 28h26" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      <circle cx="16" cy="20.5" r="2.2" fill="currentColor" />
    </svg>
  );
}

/**
 * The mark with the wordmark, for every header, footer and sign-in screen.
 * `tagline` is the small line under the name (none when null); `tone="inverse"`
 * sets it on the ink panels.
 */
export function Logo({
  className,
  tone = 'default',
  tagline = 'Paris · Rome · Italia',
  size = 'md',
}: {
  className?: string;
  tone?: 'default' | 'inverse';
  tagline?: string | null;
  size?: 'sm' | 'md';
}) {
  return (
    <span className={cn('inline-flex items-center', size === 'md' ? 'gap-2.5' : 'gap-2', className)}>
      <LogoMark className={cn(size === 'sm' && 'size-7', tone === 'inverse' && 'text-gold-400')} />
      <span className="flex flex-col leading-none">
        <span
          className={cn(
            'font-display font-semibold tracking-tight',
            size === 'md' ? 'text-[1.45rem]' : 'text-lg',
            tone === 'inverse' ? 'text-ivory-100' : 'text-foreground',
          )}
        >
          Maison Voyage
        </span>
        {tagline ? (
          <span
            className={cn(
              'mt-1 text-[0.6rem] font-medium tracking-[0.32em] uppercase',
              tone === 'inverse' ? 'text-gold-200' : 'text-accent',
            )}
          >
            {tagline}
          </span>
        ) : null}
      </span>
    </span>
  );
}
