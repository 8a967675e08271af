import { describe, expect, it } from 'vitest';
import { activationOf, isActivation } from './activation';

const q = (s: string) => new URLSearchParams(s);

describe('activation query parameters', () => {
  it('reads the banner of the sign-in pages', () => {
    expect(activationOf(q('activation=sent'))).toBe('sent');
    expect(activationOf(q('?activation=done'))).toBe('done');
    expect(activationOf(q('activation=other'))).toBeNull();
    expect(activationOf(q('signup=success'))).toBeNull();
  });

  it('tells an activation link from a reset link', () => {
    expect(isActivation(q('token=abc&activate=1'))).toBe(true);
    expect(isActivation(q('token=abc'))).toBe(false);
    expect(isActivation(q('token=abc&activate=0'))).toBe(false);
  });
});
