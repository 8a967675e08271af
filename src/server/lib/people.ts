import { roleLabel } from '#shared/permissions.js';

/** The columns of a user in Team Rights (read by the team module, written by accounts). */
export const TEAM_USER_COLUMNS = ['id', 'email', 'full_name', 'role', 'approved', 'created_at', 'last_sign_in_at', 'version'] as const;
/** The columns of an invited e-mail in Team Rights. */
export const TEAM_INVITE_COLUMNS = ['id', 'email', 'full_name', 'role', 'approved', 'added_at', 'version'] as const;

/** The columns of a users row that name a person and their role. */
export interface PersonRow {
  id: string;
  email: string;
  full_name: string;
  role: string;
}

/**
 * A user as every answer about a person with a role names them (own account, Team Rights,
 * profile, specialist picker): id, e-mail, full name, role and the role's label.
 */
export function personWithRole(row: PersonRow): { id: string; email: string; fullName: string; role: string; roleLabel: string } {
  return { id: row.id, email: row.email, fullName: row.full_name, role: row.role, roleLabel: roleLabel(row.role) };
}
