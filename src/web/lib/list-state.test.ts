import { describe, expect, it } from 'vitest';
import { nextListState, pageParam, searchParam } from './list-state';

describe('list state in the URL', () => {
  it('reads the page and the search defensively', () => {
    const p = (s: string) => new URLSearchParams(s);
    expect(pageParam(p(''))).toBe(1);
    expect(pageParam(p('page=3'))).toBe(3);
    expect(pageParam(p('page=-2'))).toBe(1);
    expect(pageParam(p('page=2.7'))).toBe(2);
    expect(pageParam(p('page=abc'))).toBe(1);
    expect(pageParam(p('page=1e9'))).toBe(100_000);
    expect(searchParam(p('q=%20Rome%20'), 'q', 100)).toBe('Rome');
    expect(searchParam(p(`q=${'x'.repeat(150)}`), 'q', 100)).toHaveLength(100);
  });

  it('goes back to page 1 when the search or a filter changes, not when only the page does', () => {
    const s = { q: 'rome', status: 'all', page: 4 };
    expect(nextListState(s, { q: 'paris' })).toEqual({ q: 'paris', status: 'all', page: 1 });
    expect(nextListState(s, { status: 'all' })).toEqual(s);
    expect(nextListState(s, { page: 5 })).toEqual({ ...s, page: 5 });
    expect(nextListState(s, { q: 'paris', page: 2 })).toEqual({ q: 'paris', status: 'all', page: 2 });
  });
});
