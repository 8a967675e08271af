import { placeSearchReady } from '#shared/domain/constants';

/**
 * What the place search box shows (spec §5 place and destination search): the text typed,
 * the query it searches (none after a choice), whether the suggestions are open and which
 * one the arrow keys are on (-1: none). Pure, so the keyboard rules are tested on their own.
 */
export interface SearchBoxState {
  text: string;
  query: string;
  open: boolean;
  active: number;
}

export type SearchBoxAction =
  | { type: 'typed'; text: string }
  | { type: 'move'; by: 1 | -1; count: number }
  | { type: 'hover'; index: number }
  | { type: 'results'; count: number }
  | { type: 'close' }
  | { type: 'reopen' }
  | { type: 'chosen'; text: string }
  | { type: 'reset'; text: string };

export const initialSearchBox = (text = ''): SearchBoxState => ({ text, query: '', open: false, active: -1 });

export function searchBoxReducer(state: SearchBoxState, action: SearchBoxAction): SearchBoxState {
  switch (action.type) {
    case 'typed': {
      // Fewer than 3 characters (or nothing): no search, nothing shown (spec §5: empty clears).
      const ready = placeSearchReady(action.text);
      return { text: action.text, query: ready ? action.text.trim() : '', open: ready, active: -1 };
    }
    case 'move': {
      if (action.count === 0) return state;
      if (!state.open) return placeSearchReady(state.query) ? { ...state, open: true, active: action.by > 0 ? 0 : action.count - 1 } : state;
      if (state.active < 0) return { ...state, active: action.by > 0 ? 0 : action.count - 1 };
      return { ...state, active: (state.active + action.by + action.count) % action.count };
    }
    case 'hover':
      return state.open ? { ...state, active: action.index } : state;
    case 'results':
      // New suggestions: keep the highlighted row only if it still exists.
      return state.active >= action.count ? { ...state, active: -1 } : state;
    case 'close':
      return state.open || state.active >= 0 ? { ...state, open: false, active: -1 } : state;
    case 'reopen':
      return !state.open && placeSearchReady(state.query) ? { ...state, open: true } : state;
    case 'chosen':
      return { text: action.text, query: '', open: false, active: -1 };
    case 'reset':
      return initialSearchBox(action.text);
  }
}

/** Escape closes the suggestions (spec §5); with none open it is left to the page (a dialog closes). */
export function escapeAction(state: SearchBoxState): SearchBoxAction | null {
  return state.open ? { type: 'close' } : null;
}
