import type { ReactNode } from 'react';

/** The main pane: focusable, so the keyboard can scroll it when it holds no control (axe: scrollable-region-focusable). */
export function MainRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="h-full overflow-y-auto focus-visible:outline-2 focus-visible:outline-ring" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}

