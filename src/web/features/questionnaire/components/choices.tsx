import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { cn } from '#web/lib/cn';
import { FieldError } from '#web/components/ui/input';

/**
 * A fieldset of choice cards (radio) or chips (checkbox). The native input
 * covers its card, so keyboard, screen readers and clicks all work as usual.
 */
export function ChoiceGroup({
  legend,
  hint,
  error,
  id,
  className,
  children,
  required,
}: {
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  id: string;
  className?: string;
  children: ReactNode;
  required?: boolean;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset aria-describedby={describedBy} aria-invalid={error ? true : undefined} className="flex min-w-0 flex-col gap-2.5">
      <legend className="mb-2.5 text-sm font-medium text-foreground">
        {legend}
        {required ? (
          <span aria-hidden className="ml-0.5 text-accent">
            *
          </span>
        ) : null}
      </legend>
      {hint ? (
        <p id={`${id}-hint`} className="-mt-1.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className={className}>{children}</div>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </fieldset>
  );
}

export function ChoiceCard({
  type = 'radio',
  name,
  value,
  checked,
  onChange,
  title,
  caption,
  compact = false,
}: {
  type?: 'radio' | 'checkbox';
  name: string;
  value: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  title: ReactNode;
  caption?: ReactNode;
  compact?: boolean;
}) {
  return (
    <label
      className={cn(
        'relative flex min-w-0 cursor-pointer rounded-lg border bg-surface transition-colors duration-150',
        'border-border hover:border-accent-decor',
        'has-checked:border-accent-decor has-checked:bg-accent-soft',
        'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
        compact ? 'items-center gap-2 px-3.5 py-2.5' : 'flex-col gap-0.5 px-4 py-3.5 pr-10',
      )}
    >
      <input
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0 focus-visible:outline-none"
      />
      {compact ? (
        <span
          aria-hidden
          className="flex size-4 shrink-0 items-center justify-center rounded-[4px] border border-border-strong text-primary-foreground transition-colors peer-checked:border-primary peer-checked:bg-primary"
        >
          {checked ? <Check className="size-3" strokeWidth={3} /> : null}
        </span>
      ) : null}
      <span className={cn('text-foreground', compact ? 'text-sm' : 'font-medium')}>{title}</span>
      {caption ? <span className="text-sm leading-snug text-muted">{caption}</span> : null}
      {!compact ? (
        <span
          aria-hidden
          className="absolute top-3.5 right-3.5 flex size-5 items-center justify-center rounded-full border border-border-strong text-primary-foreground transition-colors peer-checked:border-primary peer-checked:bg-primary"
        >
          {checked ? <Check className="size-3" strokeWidth={3} /> : null}
        </span>
      ) : null}
    </label>
  );
}

/** A group of radio cards choosing one value: each option's title and caption. */
export function SingleChoice<T extends string>({
  name,
  options,
  value,
  onChange,
  ...group
}: Omit<Parameters<typeof ChoiceGroup>[0], 'children'> & {
  name: string;
  options: ReadonlyArray<{ value: T; title: ReactNode; caption?: ReactNode }>;
  value: string;
  onChange: (value: T) => void;
}) {
  return (
    <ChoiceGroup {...group}>
      {options.map((o) => (
        <ChoiceCard key={o.value} name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} title={o.title} caption={o.caption} />
      ))}
    </ChoiceGroup>
  );
}
