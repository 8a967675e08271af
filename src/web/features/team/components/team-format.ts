import type { Tone } from '#shared/domain/labels';
import { ASSIGNABLE_ROLES, ROLE_LABELS, can, type Actor, type Role } from '#shared/permissions';
import { ONLY_SUPER_ADMINS_DELETE } from '#shared/contracts/team';

/** Badge colour per role: the gold accent for super admins, calm tones for the rest. */
export function roleTone(role: string): Tone {
  switch (role) {
    case 'super_admin':
      return 'gold';
    case 'team':
    case 'team_admin':
    case 'team_member':
    case 'admin':
      return 'blue';
    case 'organizer':
      return 'purple';
    case 'no_access':
      return 'red';
    default:
      return 'gray';
  }
}

/** Options of the role select: the assignable roles, plus the current one if it is a legacy role. */
export function roleOptions(current?: string): { value: string; label: string }[] {
  const roles: string[] = [...ASSIGNABLE_ROLES];
  if (current && !roles.includes(current)) roles.push(current);
  return roles.map((r) => ({ value: r, label: ROLE_LABELS[r as Role] ?? r }));
}

export type RowAction = 'edit' | 'reset' | 'delete';

/**
 * Why an action on a row is not available (shown as the disabled button's tooltip), or null.
 * Mirrors the server: only super admins act (spec §6); nobody deletes, demotes or resets themselves.
 */
export function rowActionBlocked(actor: Actor, row: { id: string; hasAccount: boolean }, action: RowAction): string | null {
  if (action === 'delete' && !can(actor, 'user:delete')) return ONLY_SUPER_ADMINS_DELETE;
  if (action === 'edit' && !can(actor, 'user:change-role')) return 'Only super admins can edit roles and approval';
  if (action === 'reset' && !can(actor, 'user:reset-password')) return 'Only super admins can reset passwords';
  if (action === 'reset' && !row.hasAccount) return 'Available once this person has created their account';
  if (row.hasAccount && row.id === actor.id) {
    if (action === 'delete') return 'You cannot delete your own account';
    if (action === 'edit') return 'You cannot change your own role or approval';
    return 'Use "Forgot password" on the sign-in page to change your own password';
  }
  return null;
}
