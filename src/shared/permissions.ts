import { labelledValues } from '#shared/domain/labelled.js';

/**
 * Roles, their labels and who may do what (spec §6). The server enforces
 * these through route policies and service checks; the UI mirrors them with
 * the same `can` so a button is never shown for an action the server refuses.
 */

export const { values: ROLES, labels: ROLE_LABELS } = labelledValues({
  client: 'Client',
  organizer: 'Organizer',
  team: 'Team Member',
  admin: 'Administrator',
  super_admin: 'Super Admin',
  no_access: 'No Access',
  team_admin: 'Team Admin',
  team_member: 'Team Member',
});
export type Role = (typeof ROLES)[number];

/** Roles that can be given in Team Rights (spec §4: super_admin, team, client, no_access). */
export const ASSIGNABLE_ROLES: readonly Role[] = ['super_admin', 'team', 'organizer', 'client', 'no_access'];

/** Staff shown in the specialist picker (spec §6). */
export const SPECIALIST_ROLES: readonly Role[] = ['super_admin', 'team_admin', 'team_member', 'team'];

export interface Actor {
  id: string;
  role: Role | string;
  approved: boolean;
}

export function roleLabel(role: string | null | undefined): string {
  return (role && ROLE_LABELS[role as Role]) || ROLE_LABELS.no_access;
}

/** Role team or super_admin, whatever the approval. */
export function isStaffRole(role: string | null | undefined): boolean {
  return role === 'team' || role === 'super_admin';
}

/** Backoffice access: role team or super_admin and approved (spec §6). */
export function isStaff(user: Actor | null | undefined): boolean {
  return !!user && isStaffRole(user.role) && user.approved;
}

export function isSuperAdmin(user: Actor | null | undefined): boolean {
  return !!user && user.role === 'super_admin' && user.approved;
}

/** Organizer powers in the workspace: organizer role, or staff (who open organizer mode). */
export function isOrganizer(user: Actor | null | undefined): boolean {
  return !!user && user.approved && (user.role === 'organizer' || isStaffRole(user.role));
}

/** Why a signed-in user may not enter the backoffice, in the spec's words; null when they may. */
export function backofficeRefusal(user: Actor): string | null {
  if (!isStaffRole(user.role)) return 'Access denied. Team members only.';
  if (!user.approved) return 'Your account is pending approval. Please wait for an administrator to approve your account.';
  return null;
}

/** The roles that sign in on the client sign-in page (/login): clients, and organizers (ADR 023). */
export function signsInAsClient(role: string | null | undefined): boolean {
  return role === 'client' || role === 'organizer';
}

/** Why a user may not use the client sign-in; null when they may. An organizer needs approval (ADR 023). */
export function clientLoginRefusal(user: Actor): string | null {
  if (!signsInAsClient(user.role)) return 'Please use the backoffice login page to access your account.';
  if (user.role === 'organizer' && !user.approved) {
    return 'Your account is pending approval. Please wait for an administrator to approve your account.';
  }
  return null;
}

/**
 * Where a role signs in and what it reaches, in one sentence: the same words in Team Rights and
 * in the invitation mail (ADR 023).
 */
export function roleAccess(role: string | null | undefined): string {
  switch (role) {
    case 'super_admin':
    case 'team':
      return 'Signs in on the backoffice sign-in page and works on every trip.';
    case 'organizer':
      return 'Signs in on the client sign-in page and organizes, in organizer mode, the trips the team attaches them to.';
    case 'client':
      return 'Signs in on the client sign-in page and follows their own trips.';
    default:
      return 'Cannot sign in.';
  }
}

export const ACTIONS = [
  'backoffice:access',
  'team-rights:manage',
  'client-database:view',
  'user:change-role',
  'user:change-approval',
  'user:delete',
  'user:reset-password',
  'trip:delete',
  'trip:assign-specialist',
  'trip:edit',
  'billing:edit',
  'notification:create',
  // Issue 22 (ADR 037): open an earlier version and restore it; send a version to the client.
  'trip:restore',
  'trip:send',
] as const;
export type Action = (typeof ACTIONS)[number];

/** Trip ownership facts needed to decide access to one trip. */
export interface TripAccess {
  user_id: string | null;
  client_ids?: readonly string[];
  /** The organizers staff attached to the trip (trip_organizers, ADR 023). */
  organizer_ids?: readonly string[];
  visible_to_client: boolean;
}

/**
 * The person an action on users is about. For a change of role or approval, the
 * values asked for: a change of your own that leaves them as they are is allowed.
 */
export interface UserTarget {
  id: string;
  role?: string;
  approved?: boolean;
}

/** Actions on a user: nobody takes them on themselves (no lock-out, spec §6, ADR 001). */
export const USER_ACTIONS = ['user:change-role', 'user:change-approval', 'user:delete', 'user:reset-password'] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

/**
 * Actions on one trip, asked with its TripAccess: 'trip:view' (read it, choose its
 * activities) and 'trip:organize' (organizer mode: edit its itinerary, toggle its
 * visibility, run AI, enrich, distances; spec §6).
 */
export type TripAction = 'trip:view' | 'trip:organize' | 'trip:approve';

/** The user is the trip's client (owner or one of its travellers). */
function ownsTrip(user: Actor, trip: TripAccess): boolean {
  return trip.user_id === user.id || (trip.client_ids ?? []).includes(user.id);
}

/** Role organizer, approved (spec §6 organizer mode). */
export function isOrganizerRole(user: Actor | null | undefined): boolean {
  return !!user && user.role === 'organizer' && user.approved;
}

/**
 * An approved organizer acting on a trip staff attached them to (trip_organizers), or one they
 * travel on themselves (owner or trip_clients): the trips they reach, and nothing else (ADR 023).
 */
function organizesTrip(user: Actor, trip: TripAccess): boolean {
  return isOrganizerRole(user) && ((trip.organizer_ids ?? []).includes(user.id) || ownsTrip(user, trip));
}

/** What `can` may be asked about, per action: a trip for 'trip:view', the person for actions on users. */
export type ResourceOf<A extends Action | TripAction> = A extends TripAction
  ? TripAccess
  : A extends UserAction
    ? UserTarget
    : never;

/** The user acts on their own account, and (for role and approval) would change it. */
function onThemselves(user: Actor, action: UserAction, target: UserTarget): boolean {
  if (target.id !== user.id) return false;
  if (action === 'user:change-role') return target.role !== user.role;
  if (action === 'user:change-approval') return target.approved !== user.approved;
  return true;
}

/**
 * can(user, action[, resource]): the single decision of spec §6, used by the
 * server's services and by the UI. Without a resource it answers for the role;
 * with one it also applies the rules about that resource:
 * - 'trip:view' with a TripAccess: staff, a client of a visible trip, or its organizer (attached
 *   through trip_organizers, or travelling on it), hidden or not;
 * - 'trip:approve' with a TripAccess: a client (owner or traveller) of a visible trip: approve a
 *   sent version or ask for changes (issue 22); staff never answer for the client;
 * - 'trip:organize' with a TripAccess: staff, or an approved organizer of the trip (organizer
 *   mode: its itinerary, visibility, AI, enrich, distances, billing's organizer actions and
 *   marking lines, flights and hotel billed; spec §6);
 * - actions on users with a UserTarget: nobody deletes, resets or demotes themselves
 *   (`can(admin, 'user:delete', { id: admin.id })` is false; for role and approval,
 *   a value equal to the user's own is not a change and stays allowed).
 */
export function can<A extends Action | TripAction>(
  user: Actor | null | undefined,
  action: A,
  resource?: ResourceOf<A>,
): boolean {
  if (!user) return false;
  const a: Action | TripAction = action;
  switch (a) {
    case 'backoffice:access':
    case 'client-database:view':
    case 'trip:edit':
    case 'trip:restore':
    case 'trip:send':
    case 'billing:edit':
      return isStaff(user);
    case 'team-rights:manage':
    case 'trip:delete':
    case 'trip:assign-specialist':
      return isSuperAdmin(user);
    case 'user:change-role':
    case 'user:change-approval':
    case 'user:delete':
    case 'user:reset-password':
      return isSuperAdmin(user) && !(resource && onThemselves(user, a, resource as UserTarget));
    case 'notification:create':
      return user.approved && (user.role === 'organizer' || user.role === 'team' || user.role === 'admin' || user.role === 'super_admin');
    case 'trip:view': {
      if (isStaff(user)) return true;
      const trip = resource as TripAccess | undefined;
      if (!trip) return false;
      if (organizesTrip(user, trip)) return true;
      return ownsTrip(user, trip) && trip.visible_to_client;
    }
    case 'trip:organize': {
      if (isStaff(user)) return true;
      const trip = resource as TripAccess | undefined;
      return !!trip && organizesTrip(user, trip);
    }
    case 'trip:approve': {
      // Only the trip's travellers answer a sent version, and only while they see the trip (issue 22).
      const trip = resource as TripAccess | undefined;
      return !!trip && ownsTrip(user, trip) && trip.visible_to_client;
    }
  }
}

/**
 * Route policies: every API route names one in its config (DESIGN.md, API).
 * 'public' anyone; 'signed-in' any session; others map to an action above.
 */
export const POLICIES = {
  public: null,
  'signed-in': null,
  staff: 'backoffice:access',
  'super-admin': 'team-rights:manage',
} as const satisfies Record<string, Action | null>;
export type Policy = keyof typeof POLICIES;

export function policyAllows(policy: Policy, user: Actor | null | undefined): boolean {
  if (policy === 'public') return true;
  if (!user) return false;
  const action = POLICIES[policy];
  return action === null ? true : can(user, action);
}
