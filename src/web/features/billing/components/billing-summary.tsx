/** Small pieces of the billing statement: the notice line, the segmented toggles (view, currency) and the totals cards. */
import type { ReactNode } from 'react';
import { Card } from '#web/components/ui';
import { cn } from '#web/lib/cn';

export function Notice({ children }: { children: ReactNode }) {
  return <p className="rounded-md border border-accent-decor/50 bg-accent-soft px-4 py-3 text-sm text-foreground print:hidden">{children}</p>;
}

export function Segmented({ label, value, options, onChange }: { label: string; value: string; options: [string, string][]; onChange: (v: string) => void }) {
  return (
    <div role="group" aria-label={label} className="inline-flex h-8 rounded-md border border-border bg-surface p-0.5">
      {options.map(([v, text]) => (
        <button
          key={v}
          type="button"
          aria-pressed={value === v}
          onClick={() => onChange(v)}
          className={cn(
            'rounded-[5px] px-3 text-sm transition-colors',
            value === v ? 'bg-primary text-primary-foreground' : 'text-muted hover:text-foreground',
          )}
        >
          {text}
        </button>
      ))}
    </div>
  );
}

export function Total({ label, value, emphasis = false }: { label: string; value: string; emphasis?: boolean }) {
  return (
    <Card className={cn('p-4 sm:p-5 print:border print:shadow-none', emphasis && 'col-span-2 border-accent-decor/60 bg-accent-soft sm:col-span-1')}>
      <p className="text-xs font-medium tracking-[0.18em] text-muted uppercase">{label}</p>
      <p className={cn('mt-2 font-display font-semibold text-foreground tabular-nums', emphasis ? 'text-4xl' : 'text-2xl sm:text-3xl')} data-testid={`total-${label.toLowerCase()}`}>
        {value}
      </p>
    </Card>
  );
}
