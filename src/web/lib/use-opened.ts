import { useState } from 'react';

/**
 * True from the first time `open` is true: a dialog whose code loads when first used (React.lazy)
 * is mounted then and stays mounted, so later openings and closings animate as usual (ADR 033).
 */
export function useOpened(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
