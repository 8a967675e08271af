import { describe, expect, it } from 'vitest';
import { loginPathOf, NewPasswordForm, requestNewLinkPathOf, resetModeOf, safeRedirect, SignInForm, SignUpForm } from './schemas';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('auth form schemas', () => {
  it('sign-up: full name required, spec password messages, all at once', () => {
    const r = SignUpForm.safeParse({ fullName: '  ', email: 'x@example.com', password: '123', confirmPassword: '1234' });
    expect(errorsOf(r)).toEqual({
      fullName: 'Full name is required',
      password: 'Password must be at least 6 characters long',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('sign-up: trims and lowercases the e-mail', () => {
    const r = SignUpForm.parse({ fullName: ' Claire ', email: '  Claire@Example.COM ', password: 'secret1', confirmPassword: 'secret1' });
    expect(r).toMatchObject({ fullName: 'Claire', email: 'claire@example.com' });
  });

  it('new password: 6 characters minimum and a matching confirmation', () => {
    expect(NewPasswordForm.safeParse({ password: '123456', confirmPassword: '123456' }).success).toBe(true);
    expect(errorsOf(NewPasswordForm.safeParse({ password: '12345', confirmPassword: '12345' }))).toEqual({
      password: 'Password must be at least 6 characters long',
    });
    expect(errorsOf(NewPasswordForm.safeParse({ password: '123456', confirmPassword: '' }))).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('sign-in: e-mail format and a password', () => {
    expect(errorsOf(SignInForm.safeParse({ email: 'nope', password: '' }))).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password is required',
    });
  });
});

describe('password screen mode', () => {
  it('token first, then forced, else missing', () => {
    expect(resetModeOf(new URLSearchParams('token=abc&forced=true'))).toEqual({ kind: 'token', token: 'abc' });
    expect(resetModeOf(new URLSearchParams('forced=true'))).toEqual({ kind: 'forced' });
    expect(resetModeOf(new URLSearchParams('token=&forced=false'))).toEqual({ kind: 'missing' });
  });

  it('links of each area', () => {
    expect(loginPathOf('client')).toBe('/login');
    expect(loginPathOf('backoffice')).toBe('/backoffice/login');
    expect(requestNewLinkPathOf('client')).toBe('/login?forgot=1');
    expect(requestNewLinkPathOf('backoffice')).toBe('/backoffice/forgot-password');
  });

  it('follows only same-site paths', () => {
    expect(safeRedirect('/account', '/x')).toBe('/account');
    expect(safeRedirect('https://evil.example', '/x')).toBe('/x');
    expect(safeRedirect('//evil.example', '/x')).toBe('/x');
    expect(safeRedirect(undefined, '/x')).toBe('/x');
  });
});
