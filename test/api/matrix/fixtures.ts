import type { TestApp } from '../../helpers/app.js';
import type { MatrixFixtures } from './types.js';

/**
 * Records the matrix rows need (a trip of `client`, a questionnaire, ...).
 * Modules add what their rows use; keep each addition to a few lines.
 */
export async function createFixtures(t: TestApp, users: MatrixFixtures['users']): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  const trip = await t.database.db
    .insertInto('trips')
    .values({ trip_name: 'Matrix trip', destination: 'Paris', user_id: users.client.id, days: '[]' })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.trip = trip.id;
  return ids;
}
