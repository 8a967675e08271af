import { describe, expect, it } from 'vitest';
import { billingBackPath, tripPageParams } from './back-path';

describe('billingBackPath (spec §2 Billing page)', () => {
  it('goes to organizer mode when organizerMode and allowedEmailId are set', () => {
    expect(billingBackPath({ organizerMode: true, allowedEmailId: 'a1', clientId: '1042', tripId: 't1' })).toBe('/backoffice/organizer-mode?clientId=1042&tripId=t1');
  });
  it('goes to the trip details when organizerMode and tripId are set', () => {
    expect(billingBackPath({ organizerMode: true, tripId: 't1' })).toBe('/backoffice/trip-details?tripId=t1');
  });
  it('goes to the client view when allowedEmailId is set', () => {
    expect(billingBackPath({ allowedEmailId: 'a1', clientId: '1042', tripId: 't1' })).toBe('/backoffice/client-view?clientId=1042');
  });
  it('goes to /account otherwise', () => {
    expect(billingBackPath({ tripId: 't1' })).toBe('/account');
    expect(billingBackPath({})).toBe('/account');
  });
  it('reads the query', () => {
    expect(tripPageParams(new URLSearchParams('tripId=t1&organizerMode=true&allowedEmailId=a1&clientId=9'))).toEqual({ tripId: 't1', organizerMode: true, allowedEmailId: 'a1', clientId: '9' });
    expect(tripPageParams(new URLSearchParams('tripId=t1&organizerMode=false')).organizerMode).toBe(false);
  });
});
