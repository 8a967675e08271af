import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberResetArea } from './api';

/** The forgot-password forms leave the marker the home page reads (spec §2 Home page). */
describe('rememberResetArea', () => {
  afterEach(() => vi.unstubAllGlobals());

  function storage() {
    const data = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      setItem: (k: string, v: string) => data.set(k, v),
      getItem: (k: string) => data.get(k) ?? null,
    });
    return data;
  }

  it("stores 'client' for the client area and 'team' for the backoffice under passwordResetUserType", () => {
    const data = storage();
    rememberResetArea('client');
    expect(Object.fromEntries(data)).toEqual({ passwordResetUserType: 'client' });
    rememberResetArea('backoffice');
    expect(Object.fromEntries(data)).toEqual({ passwordResetUserType: 'team' });
  });

  it('does not throw when storage is unavailable', () => {
    vi.stubGlobal('localStorage', {
      setItem: () => {
        throw new Error('denied');
      },
    });
    expect(() => rememberResetArea('client')).not.toThrow();
  });
});
