import type { ReactNode } from 'react';

/**
 * One fact of a card's description list: a decorative icon, the fact's name for screen readers
 * (dt) and its value (dd). Place it inside a <dl>.
 */
export function IconFact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2.5 text-sm">
      <span aria-hidden className="mt-0.5 text-accent [&_svg]:size-4">
        {icon}
      </span>
      <dt className="sr-only">{label}</dt>
      <dd className="min-w-0 text-foreground">{children}</dd>
    </div>
  );
}
