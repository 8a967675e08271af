import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn';

export type PageHeaderProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Small gold overline above the title. */
  eyebrow?: ReactNode;
  /** Buttons shown on the right (below the title on small screens). */
  actions?: ReactNode;
  className?: string;
};

export function PageHeader({ title, subtitle, eyebrow, actions, className }: PageHeaderProps) {
  return (
    <header
      className={cn(
        'mb-8 flex flex-col gap-5 border-b border-border pb-6 sm:mb-10 sm:flex-row sm:items-end sm:justify-between sm:gap-8',
        className,
      )}
    >
      <div className="min-w-0 space-y-2">
        {eyebrow ? <p className="text-xs font-medium tracking-[0.2em] text-accent uppercase">{eyebrow}</p> : null}
        <h1 className="font-display text-4xl font-semibold text-foreground sm:text-5xl">{title}</h1>
        {subtitle ? <p className="max-w-2xl text-base text-muted">{subtitle}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-3 sm:shrink-0 sm:justify-end">{actions}</div> : null}
    </header>
  );
}
