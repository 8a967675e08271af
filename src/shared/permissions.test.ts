import { describe, expect, it } from 'vitest';
import { can, clientLoginRefusal, policyAllows, roleAccess, type Actor } from './permissions.js';

const admin: Actor = { id: 'a', role: 'super_admin', approved: true };
const otherAdmin: Actor = { id: 'b', role: 'super_admin', approved: true };
const team: Actor = { id: 't', role: 'team', approved: true };
const pending: Actor = { id: 'p', role: 'team', approved: false };
const client: Actor = { id: 'c', role: 'client', approved: true };

describe('can: roles (spec §6)', () => {
  it('lets approved staff into the backoffice, super admins manage users and delete trips', () => {
    expect(can(team, 'backoffice:access')).toBe(true);
    expect(can(pending, 'backoffice:access')).toBe(false);
    expect(can(client, 'client-database:view')).toBe(false);
    expect(can(team, 'trip:delete')).toBe(false);
    expect(can(admin, 'trip:delete')).toBe(true);
    for (const action of ['user:change-role', 'user:change-approval', 'user:delete', 'user:reset-password'] as const) {
      expect(can(admin, action), action).toBe(true);
      expect(can(team, action), action).toBe(false);
      expect(can(team, action, { id: 'x' }), action).toBe(false);
    }
    expect(can(null, 'backoffice:access')).toBe(false);
    expect(policyAllows('super-admin', team)).toBe(false);
    expect(policyAllows('staff', team)).toBe(true);
  });
});

describe('can: nobody acts on themselves', () => {
  it('refuses deleting or resetting your own account, allows it on someone else', () => {
    expect(can(admin, 'user:delete', { id: admin.id })).toBe(false);
    expect(can(admin, 'user:reset-password', { id: admin.id })).toBe(false);
    expect(can(admin, 'user:delete', { id: otherAdmin.id })).toBe(true);
    expect(can(admin, 'user:reset-password', { id: otherAdmin.id })).toBe(true);
  });

  it('refuses changing your own role or approval, unless the value stays as it is', () => {
    expect(can(admin, 'user:change-role', { id: admin.id })).toBe(false);
    expect(can(admin, 'user:change-role', { id: admin.id, role: 'team' })).toBe(false);
    expect(can(admin, 'user:change-role', { id: admin.id, role: 'super_admin' })).toBe(true);
    expect(can(admin, 'user:change-approval', { id: admin.id })).toBe(false);
    expect(can(admin, 'user:change-approval', { id: admin.id, approved: false })).toBe(false);
    expect(can(admin, 'user:change-approval', { id: admin.id, approved: true })).toBe(true);
    expect(can(admin, 'user:change-role', { id: otherAdmin.id, role: 'team' })).toBe(true);
    expect(can(admin, 'user:change-approval', { id: otherAdmin.id, approved: false })).toBe(true);
  });
});

describe('can: trip:view', () => {
  const trip = { user_id: client.id, client_ids: ['c2'], visible_to_client: true };
  it('staff see every trip; a client sees their own visible trips only', () => {
    expect(can(team, 'trip:view')).toBe(true);
    expect(can(client, 'trip:view', trip)).toBe(true);
    expect(can({ ...client, id: 'c2' }, 'trip:view', trip)).toBe(true);
    expect(can({ ...client, id: 'c3' }, 'trip:view', trip)).toBe(false);
    expect(can(client, 'trip:view', { ...trip, visible_to_client: false })).toBe(false);
    expect(can(client, 'trip:view')).toBe(false);
  });
});

describe('organizers (ADR 023)', () => {
  const organizer = { id: 'o1', role: 'organizer', approved: true };
  const attached = { user_id: 'c1', client_ids: [], organizer_ids: ['o1'], visible_to_client: false };
  const other = { user_id: 'c1', client_ids: [], organizer_ids: ['o2'], visible_to_client: true };
  it('reach the trips they are attached to, hidden ones included, and organize them', () => {
    expect(can(organizer, 'trip:view', attached)).toBe(true);
    expect(can(organizer, 'trip:organize', attached)).toBe(true);
  });
  it('reach nothing else, and nothing at all while unapproved', () => {
    expect(can(organizer, 'trip:view', other)).toBe(false);
    expect(can(organizer, 'trip:organize', other)).toBe(false);
    expect(can({ ...organizer, approved: false }, 'trip:view', attached)).toBe(false);
    expect(can(organizer, 'trip:edit')).toBe(false);
    expect(can(organizer, 'billing:edit')).toBe(false);
    expect(can(organizer, 'backoffice:access')).toBe(false);
  });
  it('sign in on the client sign-in page once approved, and Team Rights and the invitation say so', () => {
    expect(clientLoginRefusal(organizer)).toBeNull();
    expect(clientLoginRefusal({ ...organizer, approved: false })).toBe('Your account is pending approval. Please wait for an administrator to approve your account.');
    expect(clientLoginRefusal({ id: 't', role: 'team', approved: true })).toBe('Please use the backoffice login page to access your account.');
    expect(roleAccess('organizer')).toMatch(/client sign-in page/);
    expect(roleAccess('team')).toMatch(/backoffice sign-in page/);
  });
});

describe('versions a client approves (issue 22)', () => {
  const trip = { user_id: client.id, client_ids: ['c2'], visible_to_client: true };
  it('staff restore and send; clients do not', () => {
    for (const action of ['trip:restore', 'trip:send'] as const) {
      expect(can(team, action), action).toBe(true);
      expect(can(pending, action), action).toBe(false);
      expect(can(client, action), action).toBe(false);
    }
  });
  it("only the trip's travellers approve, and only a trip they see", () => {
    expect(can(client, 'trip:approve', trip)).toBe(true);
    expect(can({ ...client, id: 'c2' }, 'trip:approve', trip)).toBe(true);
    expect(can({ ...client, id: 'c3' }, 'trip:approve', trip)).toBe(false);
    expect(can(client, 'trip:approve', { ...trip, visible_to_client: false })).toBe(false);
    expect(can(team, 'trip:approve', trip)).toBe(false);
    expect(can(client, 'trip:approve')).toBe(false);
  });
});
