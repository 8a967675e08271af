import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { cn } from '#web/lib/cn';

export type AuthAlertTone = 'error' | 'success' | 'info';

const tones: Record<AuthAlertTone, { box: string; icon: ReactNode }> = {
  error: {
    box: 'border-danger/30 bg-danger-soft text-foreground [&_[data-alert-icon]]:text-danger',
    icon: <CircleAlert data-alert-icon aria-hidden className="mt-0.5 size-4 shrink-0" />,
  },
  success: {
    box: 'border-success/30 bg-success/10 text-foreground [&_[data-alert-icon]]:text-success',
    icon: <CircleCheck data-alert-icon aria-hidden className="mt-0.5 size-4 shrink-0" />,
  },
  info: {
    box: 'border-accent-decor/40 bg-accent-soft text-foreground [&_[data-alert-icon]]:text-accent',
    icon: <Info data-alert-icon aria-hidden className="mt-0.5 size-4 shrink-0" />,
  },
};

/**
 * A calm inline message above a form: server refusals, banners, confirmations.
 * Errors are announced at once (role alert), the others politely (role status).
 */
export function AuthAlert({
  tone = 'error',
  children,
  action,
  className,
}: {
  tone?: AuthAlertTone;
  children: ReactNode;
  /** e.g. a link to the other sign-in page. */
  action?: ReactNode;
  className?: string;
}) {
  const t = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-md border px-4 py-3 text-sm leading-relaxed animate-fade-in', t.box, className)}
    >
      {t.icon}
      <div className="flex min-w-0 flex-col gap-1.5">
        <p>{children}</p>
        {action ? <div>{action}</div> : null}
      </div>
    </div>
  );
}
