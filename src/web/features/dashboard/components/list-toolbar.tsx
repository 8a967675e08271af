import { useEffect, useId, useRef, useState } from 'react';
import { Search, X } from 'lucide-react';
import { Input, Select } from '#web/components/ui/input';
import { Spinner } from '#web/components/ui/spinner';
import { cn } from '#web/lib/cn';

export const SEARCH_DEBOUNCE_MS = 300;

export interface ListToolbarProps {
  /** The search as in the URL. */
  q: string;
  onSearch: (q: string) => void;
  searchLabel: string;
  searchPlaceholder: string;
  status: string;
  statuses: { value: string; label: string }[];
  onStatus: (status: string) => void;
  folder: string;
  folders: { value: string; label: string }[];
  onFolder: (folder: string) => void;
  /** Shows a small spinner while a new page or search is on its way. */
  busy?: boolean;
}

/** Search (debounced ~300 ms), status filter and folder views of one dashboard tab. */
export function ListToolbar(props: ListToolbarProps) {
  const id = useId();
  const { q, onSearch } = props;
  const [typed, setTyped] = useState(q);
  const sent = useRef(q);

  // The URL changed from outside (back/forward, a reset): show its search.
  useEffect(() => {
    if (q !== sent.current) {
      sent.current = q;
      setTyped(q);
    }
  }, [q]);

  useEffect(() => {
    const next = typed.trim();
    if (next === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = next;
      onSearch(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, onSearch]);

  return (
    <div className="flex flex-col gap-4">
      <nav aria-label="Folders" className="-mx-1 overflow-x-auto px-1 pb-1">
        <ul className="flex w-max items-center gap-1.5 sm:w-auto sm:flex-wrap">
          {props.folders.map((f) => {
            const active = f.value === props.folder;
            return (
              <li key={f.value}>
                <button
                  type="button"
                  aria-pressed={active}
                  onClick={() => props.onFolder(f.value)}
                  className={cn(
                    'h-8 rounded-full border px-3.5 text-sm whitespace-nowrap transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    active
                      ? 'border-accent bg-accent-soft font-medium text-accent'
                      : 'border-border text-muted hover:border-border-strong hover:text-foreground',
                  )}
                >
                  {f.label}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative w-full sm:max-w-md">
          <label htmlFor={`${id}-q`} className="sr-only">
            {props.searchLabel}
          </label>
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
          <Input
            id={`${id}-q`}
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                const next = typed.trim();
                sent.current = next;
                onSearch(next);
              }
            }}
            placeholder={props.searchPlaceholder}
            autoComplete="off"
            maxLength={100}
            className="h-11 pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
          />
          {typed ? (
            <button
              type="button"
              aria-label="Clear search"
              onClick={() => {
                setTyped('');
                sent.current = '';
                onSearch('');
              }}
              className="absolute top-1/2 right-2 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-muted hover:bg-surface-muted hover:text-foreground"
            >
              <X aria-hidden className="size-4" />
            </button>
          ) : null}
        </div>
        <div className="flex items-center gap-3">
          <label htmlFor={`${id}-status`} className="text-sm whitespace-nowrap text-muted">
            Status
          </label>
          <Select
            id={`${id}-status`}
            value={props.status}
            onChange={(e) => props.onStatus(e.target.value)}
            wrapperClassName="w-full sm:w-48"
            className="h-11"
          >
            {props.statuses.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </Select>
          <span className="inline-flex size-5 items-center justify-center">
            {props.busy ? <Spinner label="Updating" className="text-accent" /> : null}
          </span>
        </div>
      </div>
    </div>
  );
}
