import { Fragment, type Key, type ReactNode } from 'react';
import { Spinner } from '#web/components/ui/spinner';
import { LoadError } from '#web/components/ui/error-state';
import { Pager } from './pager';

/** A page of a server-searched list, as the list endpoints answer it. */
export interface ListPage<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** What a list needs of its query (TanStack Query's result). */
export interface ListQuery<D> {
  data: D | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** Beside a search field (list kit): a list already shown is being searched again. */
export function SearchingSpinner({ query }: { query: Pick<ListQuery<unknown>, 'isFetching' | 'isPending'> }) {
  return query.isFetching && !query.isPending ? <Spinner label="Searching" className="text-accent" /> : null;
}

/**
 * A paged grid of cards (list kit): skeleton cards while the first page loads, the error with
 * Try again, the empty state, or the cards (one per item, each stretched to its cell) and the pager.
 */
export function PagedGrid<D extends ListPage<unknown>>({
  query,
  loadingLabel,
  skeleton,
  skeletons,
  errorTitle,
  empty,
  gridClassName,
  itemClassName = 'flex',
  cellClassName = 'w-full',
  itemKey,
  renderItem,
  header,
  onPage,
}: {
  query: ListQuery<D>;
  loadingLabel: string;
  skeleton: ReactNode;
  skeletons: number;
  errorTitle: ReactNode;
  empty: ReactNode;
  gridClassName: string;
  itemClassName?: string;
  cellClassName?: string;
  itemKey: (item: D['items'][number]) => Key;
  renderItem: (item: D['items'][number]) => ReactNode;
  /** Above the grid, e.g. how many were found. */
  header?: (data: D) => ReactNode;
  onPage: (page: number) => void;
}) {
  const data = query.data;
  if (query.isPending) {
    return (
      <div role="status" aria-label={loadingLabel} className={gridClassName}>
        {Array.from({ length: skeletons }, (_, i) => (
          <Fragment key={i}>{skeleton}</Fragment>
        ))}
      </div>
    );
  }
  if (query.isError) return <LoadError title={errorTitle} error={query.error} onRetry={query.refetch} />;
  if (!data) return null;
  if (data.items.length === 0) return <>{empty}</>;
  return (
    <>
      {header?.(data)}
      <ul className={gridClassName} aria-busy={query.isFetching || undefined}>
        {data.items.map((item) => (
          <li key={itemKey(item)} className={itemClassName}>
            <div className={cellClassName}>{renderItem(item)}</div>
          </li>
        ))}
      </ul>
      <Pager page={data.page} pageSize={data.pageSize} total={data.total} shown={data.items.length} onPage={onPage} />
    </>
  );
}
