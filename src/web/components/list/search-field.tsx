import { useEffect, useId, useRef, useState } from 'react';
import { Search, X } from 'lucide-react';
import { Input } from '#web/components/ui/input';
import { cn } from '#web/lib/cn';

export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchFieldProps {
  /** The search as in the URL. */
  value: string;
  /** Called ~300 ms after typing stops, at once on Enter or Clear. */
  onSearch: (value: string) => void;
  /** The field's accessible name (shown to screen readers). */
  label: string;
  placeholder: string;
  maxLength: number;
  /** A Clear search button inside the field while it holds text. */
  clearable?: boolean;
  id?: string;
  className?: string;
}

/** The search of a list (list kit): debounced, in step with the URL (back and forward). */
export function SearchField({ value, onSearch, label, placeholder, maxLength, clearable = false, id, className }: SearchFieldProps) {
  const generated = useId();
  const inputId = id ?? `${generated}-q`;
  const [typed, setTyped] = useState(value);
  const sent = useRef(value);

  // The URL changed from outside (back/forward, a reset): show its search.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setTyped(value);
    }
  }, [value]);

  useEffect(() => {
    const next = typed.trim();
    if (next === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = next;
      onSearch(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, onSearch]);

  const send = (next: string) => {
    sent.current = next;
    onSearch(next);
  };

  return (
    <div className={cn('relative w-full', className)}>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
      <Input
        id={inputId}
        type="search"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') send(typed.trim());
        }}
        placeholder={placeholder}
        autoComplete="off"
        maxLength={maxLength}
        className={cn('h-11 pl-9', clearable && 'pr-9 [&::-webkit-search-cancel-button]:hidden')}
      />
      {clearable && typed ? (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            setTyped('');
            send('');
          }}
          className="absolute top-1/2 right-2 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-muted hover:bg-surface-muted hover:text-foreground"
        >
          <X aria-hidden className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
