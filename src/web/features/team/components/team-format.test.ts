import { describe, expect, it } from 'vitest';
import { roleOptions, rowActionBlocked } from './team-format';

const admin = { id: 'a', role: 'super_admin', approved: true };
const team = { id: 't', role: 'team', approved: true };

describe('rowActionBlocked', () => {
  it('lets a super admin act on others', () => {
    for (const action of ['edit', 'reset', 'delete'] as const) expect(rowActionBlocked(admin, { id: 'x', hasAccount: true }, action)).toBeNull();
  });

  it("disables deletion for non-super-admins with the spec's tooltip", () => {
    expect(rowActionBlocked(team, { id: 'x', hasAccount: true }, 'delete')).toBe('Only super admins can delete users');
    expect(rowActionBlocked({ ...admin, approved: false }, { id: 'x', hasAccount: true }, 'delete')).toBe('Only super admins can delete users');
    expect(rowActionBlocked(team, { id: 'x', hasAccount: true }, 'edit')).not.toBeNull();
  });

  it('offers a password reset only for users with accounts, and never on your own row', () => {
    expect(rowActionBlocked(admin, { id: 'x', hasAccount: false }, 'reset')).not.toBeNull();
    for (const action of ['edit', 'reset', 'delete'] as const) expect(rowActionBlocked(admin, { id: 'a', hasAccount: true }, action)).not.toBeNull();
    // A pending invite's id is not a user id, even if it happened to equal the actor's.
    expect(rowActionBlocked(admin, { id: 'a', hasAccount: false }, 'delete')).toBeNull();
  });
});

describe('roleOptions', () => {
  it('lists the assignable roles with their labels, plus a legacy current role', () => {
    expect(roleOptions().map((o) => o.label)).toEqual(['Super Admin', 'Team Member', 'Organizer', 'Client', 'No Access']);
    expect(roleOptions('team_admin').at(-1)).toEqual({ value: 'team_admin', label: 'Team Admin' });
    expect(roleOptions('team')).toHaveLength(5);
  });
});
