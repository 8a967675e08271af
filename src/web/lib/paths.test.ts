import { describe, expect, it } from 'vitest';
import { PATHS, clientReturnPath, paths } from './paths';

describe('paths', () => {
  it('builds the backoffice screens of spec §2 with their query', () => {
    expect(paths.tripDetails('7c1e')).toBe('/backoffice/trip-details?tripId=7c1e');
    expect(paths.questionnaireDetail('a b')).toBe('/backoffice/questionnaire-detail?id=a+b');
    expect(paths.clientDetail('1042')).toBe('/backoffice/client-detail?clientId=1042');
    expect(paths.clientDetailByAllowedEmail('e1')).toBe('/backoffice/client-detail?id=e1');
    expect(paths.clientView('1042')).toBe('/backoffice/client-view?clientId=1042');
    expect(paths.organizerMode('1042')).toBe('/backoffice/organizer-mode?clientId=1042');
    expect(paths.organizerMode('1042', 't1')).toBe('/backoffice/organizer-mode?clientId=1042&tripId=t1');
  });

  it('names the client trip pages with tripId, clientId, organizerMode=true and allowedEmailId when present', () => {
    expect(paths.itinerary({ tripId: 't1', organizerMode: true })).toBe('/itinerary?tripId=t1&organizerMode=true');
    expect(paths.billing({ tripId: 't1', clientId: '1042', organizerMode: true, allowedEmailId: 'e1' })).toBe(
      '/billing?tripId=t1&clientId=1042&organizerMode=true&allowedEmailId=e1',
    );
    expect(paths.activitySummary({ tripId: 't1', organizerMode: false })).toBe('/activity-summary?tripId=t1');
    expect(paths.itinerary()).toBe('/itinerary');
  });

  it('keeps the sign-in and password screens and their banners', () => {
    expect(paths.login()).toBe('/login');
    expect(paths.login({ forgot: true })).toBe('/login?forgot=1');
    expect(paths.login({ activation: 'sent' })).toBe('/login?activation=sent');
    expect(paths.resetPassword({ forced: true })).toBe('/reset-password?forced=true');
    expect(paths.backofficeResetPassword({ forced: true })).toBe('/backoffice/reset-password?forced=true');
    expect(paths.backofficeLogin({ reason: 'pending' })).toBe('/backoffice/login?reason=pending');
    expect(paths.blogPost('rome-en-trois-jours')).toBe('/blog/rome-en-trois-jours');
    expect(paths.login({ next: '/account?tripId=abc&day=3' })).toBe('/login?next=%2Faccount%3FtripId%3Dabc%26day%3D3');
  });

  it('returns from sign-in only to an address of the client area', () => {
    expect(clientReturnPath('/account?tripId=abc&day=3')).toBe('/account?tripId=abc&day=3');
    expect(clientReturnPath('/itinerary?tripId=abc')).toBe('/itinerary?tripId=abc');
    expect(clientReturnPath('/billing')).toBe('/billing');
    expect(clientReturnPath('/backoffice/trip-details?tripId=abc')).toBeNull();
    expect(clientReturnPath('/accountant')).toBeNull();
    expect(clientReturnPath('//evil.example/account')).toBeNull();
    expect(clientReturnPath('/\\evil.example')).toBeNull();
    expect(clientReturnPath('https://evil.example/account')).toBeNull();
    expect(clientReturnPath('')).toBeNull();
    expect(clientReturnPath(null)).toBeNull();
  });

  it('starts every backoffice screen under /backoffice (the route table nests them there)', () => {
    const backoffice = Object.entries(PATHS).filter(([name]) => !['home', 'blog', 'blogPost', 'login', 'resetPassword', 'account', 'billing', 'activitySummary', 'itinerary', 'shared'].includes(name));
    for (const [, path] of backoffice) expect(path).toMatch(/^\/backoffice(\/|$)/);
  });
});
