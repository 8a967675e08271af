import { describe, expect, it } from 'vitest';
import { dayAddress, viewOf } from './workspace-params';

const trip = { days: [{ id: 'd-a' }, { id: 'd-b' }, { id: 'd-c' }] } as Parameters<typeof viewOf>[0];

describe('the open day in the address', () => {
  it('reads day=N as the Nth day, and anything else as the overview', () => {
    expect(viewOf(trip, '2')).toEqual({ kind: 'day', dayId: 'd-b' });
    expect(viewOf(trip, '1')).toEqual({ kind: 'day', dayId: 'd-a' });
    for (const bad of [null, '', '0', '4', '-1', '1.5', 'abc', '2x', '99999999999999999999', ' 2']) {
      expect(viewOf(trip, bad), String(bad)).toEqual({ kind: 'overview' });
    }
  });

  it('builds the address of a trip day, keeping what the screen carries', () => {
    const here = new URLSearchParams('clientId=c1&organizerMode=true&tripId=old&day=5');
    expect(dayAddress('/backoffice/organizer-mode', here, 't2', 3)).toBe('/backoffice/organizer-mode?clientId=c1&organizerMode=true&tripId=t2&day=3');
    expect(dayAddress('/account', new URLSearchParams(), 't9', null)).toBe('/account?tripId=t9');
    expect(dayAddress('/account', here, 't9', 0)).toBe('/account?clientId=c1&organizerMode=true&tripId=t9');
  });
});
