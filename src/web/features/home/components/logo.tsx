import { cn } from '#web/lib/cn';

/** The Maison Voyage mark (an arch over a horizon) and wordmark. */
export function Logo({ className, tone = 'default' }: { className?: string; tone?: 'default' | 'inverse' }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <svg viewBox="0 0 32 32" aria-hidden className="size-8 shrink-0 text-accent-decor" fill="none">
        <path d="M6 28V14a10 10 0 0 1 20 0v14" stroke="currentColor" strokeWidth="1.6" />
        <path d="M10.5 28V15a5.5 5.5 0 0 1 11 0v13" stroke="currentColor" strokeWidth="1.2" opacity=".55" />
        <path d="M3 28h26" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        <circle cx="16" cy="20.5" r="2.2" fill="currentColor" />
      </svg>
      <span className="flex flex-col leading-none">
        <span
          className={cn(
            'font-display text-[1.45rem] font-semibold tracking-tight',
            tone === 'inverse' ? 'text-ivory-100' : 'text-foreground',
          )}
        >
          Maison Voyage
        </span>
        <span
          className={cn(
            'mt-1 text-[0.6rem] font-medium tracking-[0.32em] uppercase',
            tone === 'inverse' ? 'text-gold-200' : 'text-accent',
          )}
        >
          Paris · Rome · Italia
        </span>
      </span>
    </span>
  );
}
