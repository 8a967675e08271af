import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Pencil } from 'lucide-react';
import { Input, Select, SelectOptions, Textarea } from '#web/components/ui/input';
import { cn } from '#web/lib/cn';

export interface InlineFieldProps {
  label: string;
  /** The value as edited (the input's text). */
  value: string;
  /** What the field shows when not edited; default the value, or the placeholder. */
  display?: ReactNode;
  kind?: 'text' | 'textarea' | 'date' | 'number' | 'select';
  options?: readonly { value: string; label: string }[];
  placeholder?: string;
  /** An error message for a value that cannot be saved, else null. */
  validate?: (raw: string) => string | null;
  onCommit: (raw: string) => void;
  disabled?: boolean;
  /** Typed here and not yet on the server. */
  unsaved?: boolean;
  min?: number;
  step?: number;
  className?: string;
  /** Told when the field opens and closes (the editor holds the version while a field is open). */
  onEditingChange?: (editing: boolean) => void;
}

/**
 * Click to edit (spec §2 Trip Information): the value shows as text; a click (or Enter on it)
 * opens the field, which saves on blur or Enter, and Escape leaves it unchanged. A value the
 * rules refuse stays in the field with the message beside it.
 */
export function InlineField({
  label,
  value,
  display,
  kind = 'text',
  options = [],
  placeholder = 'Click to add',
  validate,
  onCommit,
  disabled = false,
  unsaved = false,
  min,
  step,
  className,
  onEditingChange,
}: InlineFieldProps) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const cancelled = useRef(false);
  const onEditingRef = useRef(onEditingChange);
  onEditingRef.current = onEditingChange;
  useEffect(() => {
    onEditingRef.current?.(editing);
  }, [editing]);
  useEffect(() => () => onEditingRef.current?.(false), []);

  function open() {
    if (disabled) return;
    setText(value);
    setError(null);
    cancelled.current = false;
    setEditing(true);
  }

  function commit(raw: string) {
    if (cancelled.current) return;
    const problem = validate?.(raw) ?? null;
    if (problem) {
      setError(problem);
      return;
    }
    setEditing(false);
    setError(null);
    if (raw !== value) onCommit(raw);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) {
    if (e.key === 'Escape') {
      e.preventDefault();
      cancelled.current = true;
      setEditing(false);
      setError(null);
    } else if (e.key === 'Enter' && !(kind === 'textarea' && e.shiftKey)) {
      e.preventDefault();
      commit(e.currentTarget.value);
    }
  }

  const errorId = `${id}-error`;
  const common = {
    id,
    autoFocus: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onKeyDown,
  } as const;

  let control: ReactNode = null;
  if (editing) {
    if (kind === 'textarea') {
      control = <Textarea {...common} rows={4} value={text} onChange={(e) => setText(e.target.value)} onBlur={(e) => commit(e.target.value)} />;
    } else if (kind === 'select') {
      control = (
        <Select
          id={id}
          autoFocus
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            commit(e.target.value);
          }}
          onBlur={() => setEditing(false)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setEditing(false);
          }}
        >
          <SelectOptions options={options} />
        </Select>
      );
    } else {
      control = (
        <Input
          {...common}
          type={kind}
          inputMode={kind === 'number' ? 'decimal' : undefined}
          min={min}
          step={step}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={(e) => commit(e.target.value)}
        />
      );
    }
  }

  return (
    <div className={cn('min-w-0', className)}>
      {editing ? (
        <label htmlFor={id} className="mb-1 block text-xs font-medium tracking-wide text-muted uppercase">
          {label}
        </label>
      ) : (
        <FieldCaption>{label}</FieldCaption>
      )}
      {editing ? (
        <>
          {control}
          {error && (
            <p id={errorId} role="alert" className="mt-1 text-sm text-danger">
              {error}
            </p>
          )}
        </>
      ) : (
        <button
          type="button"
          onClick={open}
          disabled={disabled}
          // The accessible name carries the text shown (WCAG 2.5.3): the formatted value when there is one.
          aria-label={`${label}: ${(typeof display === 'string' ? display : value) || 'empty'}${unsaved ? ' Unsaved' : ''}. ${disabled ? '' : 'Click to edit'}`.trim()}
          className={cn(
            'group flex min-h-10 w-full items-center justify-between gap-2 rounded-md border border-transparent px-2 py-1.5 -mx-2 text-left text-foreground transition-colors',
            disabled ? 'cursor-not-allowed opacity-70' : 'hover:border-border hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring',
          )}
        >
          <span className={cn('min-w-0 break-words', !value && 'text-muted italic', kind === 'textarea' && 'whitespace-pre-line')}>
            {display ?? (value || placeholder)}
          </span>
          <span className="flex shrink-0 items-center gap-1.5">
            {unsaved && (
              <span className="text-xs font-medium text-accent" title="Not saved yet">
                Unsaved
              </span>
            )}
            {!disabled && <Pencil aria-hidden className="size-3.5 text-muted opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100" />}
          </span>
        </button>
      )}
    </div>
  );
}

/** The small upper-case name above a field's value. */
export function FieldCaption({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="mb-1 text-xs font-medium tracking-wide text-muted uppercase">
      {children}
    </p>
  );
}
