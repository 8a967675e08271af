import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn';

export type EmptyStateProps = {
  /** A decorative icon element, e.g. `<Inbox />`. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
};

export function EmptyState({ icon, title, description, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed border-border px-6 py-14 text-center',
        className,
      )}
    >
      {icon ? (
        <div aria-hidden className="mb-1 flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent [&_svg]:size-5">
          {icon}
        </div>
      ) : null}
      <p className="font-display text-2xl font-semibold text-foreground">{title}</p>
      {description ? <p className="max-w-md text-sm text-muted">{description}</p> : null}
      {action ? <div className="mt-3">{action}</div> : null}
    </div>
  );
}
