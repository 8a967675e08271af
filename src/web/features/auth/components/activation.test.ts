import { describe, expect, it } from 'vitest';
import { activationEmailOf, activationOf, isActivation } from './activation';

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

describe('the e-mail handed to the sign-in page after the password was set', () => {
  it('is read from the navigation state, and only when it is an e-mail', () => {
    expect(activationEmailOf({ email: 'giulia@example.com' })).toBe('giulia@example.com');
    expect(activationEmailOf(null)).toBeNull();
    expect(activationEmailOf({ email: 42 })).toBeNull();
    expect(activationEmailOf({ email: 'not an email' })).toBeNull();
    expect(activationEmailOf({ email: `${'a'.repeat(250)}@x.io` })).toBeNull();
  });
});
