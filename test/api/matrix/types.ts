/**
 * One row of the role matrix: a call and the status each actor gets.
 * Each module adds a file in test/api/matrix/ exporting `rows: MatrixRow[]`.
 */
export type Actor =
  | 'anonymous'
  | 'client'
  | 'otherClient'
  | 'organizer'
  | 'unapprovedTeam'
  | 'team'
  | 'superAdmin';

export interface MatrixFixtures {
  /** ids created before the rows run (a trip of `client`, a questionnaire, ...). */
  ids: Record<string, string>;
  users: Record<Exclude<Actor, 'anonymous'>, { id: string; email: string }>;
}

export interface MatrixRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as registered (with :params), used to check every route has a row. */
  route: string;
  /** The concrete URL to call (may use fixtures). */
  url: string | ((f: MatrixFixtures) => string);
  body?: unknown | ((f: MatrixFixtures) => unknown);
  /**
   * Expected answer per actor: 'allowed' means the access policy let the call
   * through (any status but a policy refusal); 401/403 mean a policy refusal
   * (error codes 'unauthenticated' / 'forbidden'); 404 means the call was let through and the
   * record is out of the actor's reach (a trip they may not see answers as if it did not exist).
   */
  expect: Record<Actor, 'allowed' | 401 | 403 | 404>;
  /** The call ends sessions (sign-out): the matrix signs everyone in again after it. */
  endsSessions?: boolean;
  /** A live event stream (text/event-stream): called over HTTP and closed once its status is known. */
  stream?: boolean;
}

export const PUBLIC: MatrixRow['expect'] = {
  anonymous: 'allowed',
  client: 'allowed',
  otherClient: 'allowed',
  organizer: 'allowed',
  unapprovedTeam: 'allowed',
  team: 'allowed',
  superAdmin: 'allowed',
};

export const SIGNED_IN: MatrixRow['expect'] = { ...PUBLIC, anonymous: 401 };

export const STAFF: MatrixRow['expect'] = {
  anonymous: 401,
  client: 403,
  otherClient: 403,
  organizer: 403,
  unapprovedTeam: 403,
  team: 'allowed',
  superAdmin: 'allowed',
};

export const SUPER_ADMIN: MatrixRow['expect'] = { ...STAFF, team: 403 };
