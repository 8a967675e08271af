import { roleLabel } from '#shared/permissions.js';

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
