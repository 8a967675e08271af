import { describe, expect, it } from 'vitest';
import { RESET_USER_TYPE_KEY, resetUserTypeOf } from '#web/lib/reset-area';
import { hashRedirect, type RedirectInput } from './recovery-redirect';

const at = (over: Partial<RedirectInput>): RedirectInput => ({
  hostname: 'maison-voyage.com',
  pathname: '/',
  search: '',
  hash: '',
  resetUserType: null,
  ...over,
});

describe('home hash redirects (spec §2 Home)', () => {
  const recovery = '#access_token=abc&expires_in=3600&refresh_token=def&token_type=bearer&type=recovery';

  it('sends a client recovery link to /reset-password, keeping the hash', () => {
    expect(hashRedirect(at({ hash: recovery, resetUserType: 'client' }))).toEqual({
      kind: 'internal',
      to: `/reset-password${recovery}`,
    });
  });

  it('sends any other recovery link to /backoffice/reset-password', () => {
    expect(hashRedirect(at({ hash: recovery }))).toEqual({ kind: 'internal', to: `/backoffice/reset-password${recovery}` });
    expect(hashRedirect(at({ hash: recovery, resetUserType: 'team' }))).toEqual({
      kind: 'internal',
      to: `/backoffice/reset-password${recovery}`,
    });
  });

  it('ignores hashes without an access token and plain anchors', () => {
    expect(hashRedirect(at({ hash: '#packages' }))).toBeNull();
    expect(hashRedirect(at({ hash: '#type=recovery' }))).toBeNull();
    expect(hashRedirect(at({ hash: '' }))).toBeNull();
  });

  it('on a local host, sends a sign-in hash to the production site keeping path, query and hash', () => {
    const signIn = '#access_token=abc&type=signup';
    expect(
      hashRedirect(at({ hostname: 'localhost', pathname: '/', search: '?from=mail', hash: signIn, siteOrigin: 'https://maison-voyage.com' })),
    ).toEqual({ kind: 'external', href: `https://maison-voyage.com/?from=mail${signIn}` });
    expect(hashRedirect(at({ hostname: '127.0.0.1', hash: signIn, siteOrigin: 'https://maison-voyage.com/' }))).toEqual({
      kind: 'external',
      href: `https://maison-voyage.com/${signIn}`,
    });
  });

  it('does not loop when there is no production site, nor redirect from production', () => {
    const signIn = '#access_token=abc&type=magiclink';
    expect(hashRedirect(at({ hostname: 'localhost', hash: signIn, siteOrigin: 'http://localhost:3000' }))).toBeNull();
    expect(hashRedirect(at({ hostname: 'localhost', hash: signIn }))).toBeNull();
    expect(hashRedirect(at({ hash: signIn, siteOrigin: 'https://maison-voyage.com' }))).toBeNull();
  });

  it('recovery wins over the local-host rule', () => {
    expect(
      hashRedirect(at({ hostname: 'localhost', hash: recovery, resetUserType: 'client', siteOrigin: 'https://maison-voyage.com' })),
    ).toEqual({ kind: 'internal', to: `/reset-password${recovery}` });
  });

  it('reads the marker the forgot-password forms write (one key, client | team)', () => {
    expect(RESET_USER_TYPE_KEY).toBe('passwordResetUserType');
    expect(resetUserTypeOf('client')).toBe('client');
    expect(resetUserTypeOf('backoffice')).toBe('team');
    expect(hashRedirect(at({ hash: recovery, resetUserType: resetUserTypeOf('client') }))).toEqual({
      kind: 'internal',
      to: `/reset-password${recovery}`,
    });
    expect(hashRedirect(at({ hash: recovery, resetUserType: resetUserTypeOf('backoffice') }))).toEqual({
      kind: 'internal',
      to: `/backoffice/reset-password${recovery}`,
    });
  });
});
