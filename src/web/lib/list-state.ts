import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The state of a server-side list kept in the URL (?q=...&page=2), so reload, back and forward
 * keep it (list kit; the screens of components/list draw it). A codec reads and writes the
 * list's own parameters; defaults are left out of the URL.
 */
export interface ListCodec<S extends { page: number }> {
  parse(params: URLSearchParams): S;
  serialize(state: S): URLSearchParams;
  /** The state after a change; default: a change of anything but the page goes back to page 1. */
  next?(current: S, change: Partial<S>): S;
}

export const MAX_PAGE = 100_000;

/** The page of the URL: a whole number from 1 (anything else is page 1). */
export function pageParam(params: URLSearchParams, name = 'page'): number {
  return Math.min(MAX_PAGE, Math.max(1, Math.floor(Number(params.get(name))) || 1));
}

/** A search of the URL, trimmed and cut to the length the server accepts. */
export function searchParam(params: URLSearchParams, name: string, maxLength: number): string {
  return (params.get(name) ?? '').trim().slice(0, maxLength);
}

/** A change of search or filter goes back to page 1; a change of page keeps the rest. */
export function nextListState<S extends { page: number }>(current: S, change: Partial<S>): S {
  const filtersChanged = (Object.keys(change) as (keyof S)[]).some((k) => k !== 'page' && change[k] !== current[k]);
  return { ...current, ...change, page: change.page ?? (filtersChanged ? 1 : current.page) };
}

/**
 * [state, update]: `update({ q })` replaces the history entry (typing a search), `update({ page })`
 * adds one and scrolls back to the top of the list. `codec` must be stable (a module constant or memoised).
 */
export function useListState<S extends { page: number }>(codec: ListCodec<S>) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => codec.parse(params), [codec, params]);
  const update = useCallback(
    (change: Partial<S>, opts: { replace?: boolean } = {}) => {
      setParams((prev) => {
        const current = codec.parse(prev);
        return codec.serialize(codec.next ? codec.next(current, change) : nextListState(current, change));
      }, opts);
      if (change.page !== undefined) window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    [codec, setParams],
  );
  return [state, update] as const;
}
