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
  // Team Rights: a user to edit / reset (not one of the actors) and a pending invite.
  ids.teamTarget = (await t.database.db.insertInto('users').values({ email: 'matrix-target@example.com', full_name: 'Target', role: 'team' }).returning('id').executeTakeFirstOrThrow()).id;
  ids.teamInvite = (await t.database.db.insertInto('allowed_client_emails').values({ email: 'matrix-invite@example.com', role: 'team' }).returning('id').executeTakeFirstOrThrow()).id;
  // Custom activities: one of `client`'s, for the staff edit and delete rows.
  ids.customActivity = (await t.database.db.insertInto('custom_activities').values({ user_id: users.client.id, title: 'Matrix tasting', address: 'Via Giulia 1, Roma' }).returning('id').executeTakeFirstOrThrow()).id;
  // Organizers (ADR 023): a trip of `otherClient`, hidden from its client, that staff attached the
  // organizer to. The organizer reaches it and nothing else; its hidden client does not.
  ids.organizerTrip = (await t.database.db.insertInto('trips').values({ trip_name: 'Organized trip', destination: 'Rome', user_id: users.otherClient.id, visible_to_client: false, days: '[]' }).returning('id').executeTakeFirstOrThrow()).id;
  await t.database.db.insertInto('trip_organizers').values({ trip_id: ids.organizerTrip, user_id: users.organizer.id }).execute();
  return ids;
}
