import { Moon, Sun } from 'lucide-react';
import { useDarkMode } from '#web/lib/theme';
import { cn } from '#web/lib/cn';

/** The dark-mode switch of every header (spec §1). */
export function ThemeToggle({ className }: { className?: string }) {
  const [dark, , toggle] = useDarkMode();
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      aria-pressed={dark}
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-full border border-border text-foreground transition-colors hover:bg-surface-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      {dark ? <Sun className="size-4" aria-hidden /> : <Moon className="size-4" aria-hidden />}
    </button>
  );
}
