import { describe, expect, it } from 'vitest';
import { findingsCountLabel } from './findings';

describe("the editor header's count of findings (ADR 032)", () => {
  it('counts errors and warnings, not information', () => {
    expect(findingsCountLabel({ error: 1, warning: 2, info: 4, total: 7 })).toBe('3 to check');
    expect(findingsCountLabel({ error: 0, warning: 0, info: 2, total: 2 })).toBe('Plan checked');
  });
});
