import { describe, expect, it } from 'vitest';
import { escapeAction, initialSearchBox, searchBoxReducer, type SearchBoxAction, type SearchBoxState } from './search-box-state';

const run = (actions: SearchBoxAction[], from: SearchBoxState = initialSearchBox()) => actions.reduce(searchBoxReducer, from);

describe('the place search box (spec §5: 3+ characters, Escape closes, empty clears, keyboard)', () => {
  it('searches from the third character, trimmed, and shows nothing before', () => {
    expect(run([{ type: 'typed', text: 'co' }])).toEqual({ text: 'co', query: '', open: false, active: -1 });
    expect(run([{ type: 'typed', text: '  co ' }]).open).toBe(false);
    expect(run([{ type: 'typed', text: 'col ' }])).toEqual({ text: 'col ', query: 'col', open: true, active: -1 });
  });

  it('clears everything when the text is emptied', () => {
    expect(run([{ type: 'typed', text: 'colosseo' }, { type: 'move', by: 1, count: 3 }, { type: 'typed', text: '' }])).toEqual(initialSearchBox());
  });

  it('moves through the suggestions with the arrow keys, wrapping at both ends', () => {
    const open = run([{ type: 'typed', text: 'rome' }]);
    const down = (s: SearchBoxState) => searchBoxReducer(s, { type: 'move', by: 1, count: 3 });
    const up = (s: SearchBoxState) => searchBoxReducer(s, { type: 'move', by: -1, count: 3 });
    expect(down(open).active).toBe(0);
    expect(down(down(down(open))).active).toBe(2);
    expect(down(down(down(down(open)))).active).toBe(0);
    expect(up(open).active).toBe(2);
    expect(up(down(open)).active).toBe(2);
    expect(searchBoxReducer(open, { type: 'move', by: 1, count: 0 })).toBe(open);
  });

  it('reopens closed suggestions with an arrow key, on the first or the last', () => {
    const closed = run([{ type: 'typed', text: 'rome' }, { type: 'close' }]);
    expect(closed.open).toBe(false);
    expect(searchBoxReducer(closed, { type: 'move', by: 1, count: 5 })).toMatchObject({ open: true, active: 0 });
    expect(searchBoxReducer(closed, { type: 'move', by: -1, count: 5 })).toMatchObject({ open: true, active: 4 });
  });

  it('closes on Escape, keeping the text; a second Escape is the page’s (a dialog closes)', () => {
    const open = run([{ type: 'typed', text: 'siena' }, { type: 'move', by: 1, count: 2 }]);
    const first = escapeAction(open)!;
    expect(first).toEqual({ type: 'close' });
    const closed = searchBoxReducer(open, first);
    expect(closed).toMatchObject({ open: false, active: -1, text: 'siena' });
    expect(escapeAction(closed)).toBeNull();
    expect(searchBoxReducer(closed, { type: 'reopen' })).toMatchObject({ open: true, active: -1 });
  });

  it('shows the choice in the field and stops searching', () => {
    const chosen = run([{ type: 'typed', text: 'hassler' }, { type: 'move', by: 1, count: 1 }, { type: 'chosen', text: 'Hotel Hassler Roma' }]);
    expect(chosen).toEqual({ text: 'Hotel Hassler Roma', query: '', open: false, active: -1 });
    expect(searchBoxReducer(chosen, { type: 'reopen' })).toBe(chosen);
    expect(searchBoxReducer(chosen, { type: 'move', by: 1, count: 1 })).toBe(chosen);
  });

  it('drops a highlight that new, fewer suggestions no longer have', () => {
    const on3 = run([{ type: 'typed', text: 'pantheon' }, { type: 'move', by: -1, count: 4 }]);
    expect(on3.active).toBe(3);
    expect(searchBoxReducer(on3, { type: 'results', count: 2 }).active).toBe(-1);
    expect(searchBoxReducer(on3, { type: 'results', count: 5 })).toBe(on3);
  });
});
