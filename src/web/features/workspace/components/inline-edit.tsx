import { useState, type KeyboardEvent } from 'react';
import { cn } from '#web/lib/cn';

/**
 * A value edited in place (spec §4: saved on blur or Enter; Escape puts it back). Looks like
 * text until focused.
 */
export function InlineEdit({
  value,
  onSave,
  label,
  className,
  multiline = false,
  inputMode,
  placeholder,
}: {
  value: string;
  onSave: (value: string) => void;
  label: string;
  className?: string;
  multiline?: boolean;
  inputMode?: 'numeric' | 'text';
  placeholder?: string;
}) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    // Someone saved a new value meanwhile: show it.
    setSeen(value);
    setDraft(value);
  }
  const commit = () => {
    if (draft.trim() !== value.trim()) onSave(draft.trim());
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (!multiline || !e.shiftKey)) {
      e.preventDefault();
      (e.currentTarget as HTMLElement).blur();
    } else if (e.key === 'Escape') {
      setDraft(value);
    }
    e.stopPropagation();
  };
  const classes = cn(
    'w-full rounded-md border border-transparent bg-transparent px-1.5 py-0.5 text-inherit transition-colors hover:border-border focus:border-accent focus:bg-surface focus:outline-none',
    className,
  );
  return multiline ? (
    <textarea
      aria-label={label}
      value={draft}
      rows={2}
      placeholder={placeholder}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={onKeyDown}
      onClick={(e) => e.stopPropagation()}
      className={cn(classes, 'resize-y')}
    />
  ) : (
    <input
      aria-label={label}
      value={draft}
      inputMode={inputMode}
      placeholder={placeholder}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={onKeyDown}
      onClick={(e) => e.stopPropagation()}
      className={classes}
    />
  );
}
