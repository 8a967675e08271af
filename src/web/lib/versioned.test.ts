import { describe, expect, it } from 'vitest';
import { draftReducer, type DraftAction, type DraftState } from './versioned';

const start: DraftState<string> = { value: 'Rome in May', version: 3, edited: false, rebasing: false };
const run = (actions: DraftAction<string>[], from = start) => actions.reduce(draftReducer, from);

describe('draftReducer (a field over a versioned trip)', () => {
  it('follows the server while the person has not typed', () => {
    expect(run([{ type: 'server', value: 'Rome in June', version: 4 }])).toEqual({ ...start, value: 'Rome in June', version: 4 });
  });

  it('keeps the typed text and the version it started from when someone else saves meanwhile', () => {
    const s = run([
      { type: 'edit', value: 'Rome and Florence' },
      { type: 'server', value: 'Rome in June', version: 4 },
    ]);
    expect(s).toMatchObject({ value: 'Rome and Florence', version: 3, edited: true });
  });

  it('after a 409, takes the reloaded version and still keeps the typed text', () => {
    const s = run([
      { type: 'edit', value: 'Rome and Florence' },
      { type: 'stale' },
      { type: 'server', value: 'Rome in June', version: 4 },
    ]);
    expect(s).toEqual({ value: 'Rome and Florence', version: 4, edited: true, rebasing: false });
    // A later change by someone else is again not taken silently.
    expect(run([{ type: 'server', value: 'Rome in July', version: 5 }], s)).toMatchObject({ value: 'Rome and Florence', version: 4 });
  });

  it('after a save, shows what the server stored, and can discard the typing', () => {
    const saved = run([
      { type: 'edit', value: 'Rome and Florence' },
      { type: 'saved' },
      { type: 'server', value: 'Rome and Florence', version: 4 },
    ]);
    expect(saved).toEqual({ value: 'Rome and Florence', version: 4, edited: false, rebasing: false });
    expect(run([{ type: 'edit', value: 'x' }, { type: 'discard', value: 'Rome in May', version: 3 }])).toEqual(start);
  });
});
