import { useId } from 'react';
import { SearchField } from '#web/components/list/search-field';
import { Select, SelectOptions } from '#web/components/ui/input';
import { Spinner } from '#web/components/ui/spinner';
import { cn } from '#web/lib/cn';
import { SEARCH_MAX_LENGTH } from '#shared/contracts/trips';

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
        <SearchField
          value={props.q}
          onSearch={props.onSearch}
          label={props.searchLabel}
          placeholder={props.searchPlaceholder}
          maxLength={SEARCH_MAX_LENGTH}
          clearable
          className="sm:max-w-md"
        />
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
            <SelectOptions options={props.statuses} />
          </Select>
          <span className="inline-flex size-5 items-center justify-center">
            {props.busy ? <Spinner label="Updating" className="text-accent" /> : null}
          </span>
        </div>
      </div>
    </div>
  );
}
