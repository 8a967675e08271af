import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';

/** The refusal of a profile form, above its buttons; nothing when there is none. */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <div role="alert" className="flex gap-3 rounded-md border border-danger/30 bg-danger-soft px-4 py-3 text-sm text-foreground">
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-danger" />
      <p>{children}</p>
    </div>
  );
}
