import { describe, expect, it } from 'vitest';
import { searchByDestination } from './my-trips';
import { workspaceStatusTone } from './trip-status';
import { newPasswordError } from './change-password-dialog';

describe('My Trips', () => {
  it('searches by destination, ignoring case and accents', () => {
    const trips = [{ destination: 'Paris' }, { destination: 'Côte d’Azur' }, { destination: 'Rome' }];
    expect(searchByDestination(trips, 'par')).toEqual([{ destination: 'Paris' }]);
    expect(searchByDestination(trips, 'COTE')).toEqual([{ destination: 'Côte d’Azur' }]);
    expect(searchByDestination(trips, '  ')).toHaveLength(3);
    expect(searchByDestination(trips, 'tokyo')).toEqual([]);
  });

  it('status colours: confirmed green, completed blue, otherwise gray (spec §2)', () => {
    expect(workspaceStatusTone('confirmed')).toBe('green');
    expect(workspaceStatusTone('completed')).toBe('blue');
    expect(workspaceStatusTone('planning')).toBe('gray');
    expect(workspaceStatusTone('proposed')).toBe('gray');
  });

  it("the password dialog's messages (spec §5)", () => {
    expect(newPasswordError('12345', '12345')).toEqual({ field: 'password', message: 'Password must be at least 6 characters long' });
    expect(newPasswordError('123456', '123457')).toEqual({ field: 'confirmPassword', message: 'Passwords do not match' });
    expect(newPasswordError('123456', '123456')).toBeNull();
  });
});
