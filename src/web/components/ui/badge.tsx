import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn';
import type { Tone } from '#shared/domain/labels';

/** The tones of src/shared/domain/labels.ts (status and folder badges), each drawn here. */
export type BadgeTone = Tone;

/** Tinted background + dark text (light) / translucent tint + light text (dark); all AA. */
const tones: Record<BadgeTone, string> = {
  neutral: 'bg-surface-muted text-foreground ring-border-strong/30',
  gold: 'bg-accent-soft text-accent ring-accent-decor/40',
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-700/20 dark:bg-emerald-400/10 dark:text-emerald-300 dark:ring-emerald-400/25',
  blue: 'bg-blue-50 text-blue-800 ring-blue-700/20 dark:bg-blue-400/10 dark:text-blue-300 dark:ring-blue-400/25',
  gray: 'bg-stone-100 text-stone-700 ring-stone-500/20 dark:bg-stone-400/10 dark:text-stone-300 dark:ring-stone-400/25',
  red: 'bg-red-50 text-red-800 ring-red-700/20 dark:bg-red-400/10 dark:text-red-300 dark:ring-red-400/25',
  amber: 'bg-amber-50 text-amber-800 ring-amber-700/25 dark:bg-amber-400/10 dark:text-amber-300 dark:ring-amber-400/25',
  purple: 'bg-purple-50 text-purple-800 ring-purple-700/20 dark:bg-purple-400/10 dark:text-purple-300 dark:ring-purple-400/25',
};

export type BadgeProps = ComponentProps<'span'> & { tone?: BadgeTone };

export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex w-fit shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset [&_svg]:size-3',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
