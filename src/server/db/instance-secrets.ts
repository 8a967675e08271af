import { existsSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from './types.js';

/**
 * The secret that signs session cookies when AUTH_SECRET is not set (ADR 023): generated once and
 * kept in the database (instance_secrets, migration 022), so every process on one database signs
 * and reads the same sessions, whatever its DATA_DIR. The first process to need it creates it
 * (insert ... on conflict do nothing: of processes starting at once one row wins, and all read it).
 * An install from before keeps its sessions: the secret it generated in `legacyFile`
 * (DATA_DIR/auth-secret) becomes the shared one.
 */
export async function sharedAuthSecret(db: Kysely<DB>, legacyFile?: string): Promise<string> {
  const stored = await readSecret(db);
  if (stored) return stored;
  const legacy = legacyFile && existsSync(legacyFile) ? readFileSync(legacyFile, 'utf8').trim() : '';
  const value = legacy.length >= 32 ? legacy : randomBytes(32).toString('hex');
  await db.insertInto('instance_secrets').values({ name: 'auth', value }).onConflict((oc) => oc.column('name').doNothing()).execute();
  const created = await readSecret(db);
  if (!created) throw new Error('The session secret could not be stored in the database');
  return created;
}

async function readSecret(db: Kysely<DB>): Promise<string | undefined> {
  const row = await db.selectFrom('instance_secrets').select('value').where('name', '=', 'auth').executeTakeFirst();
  return row?.value;
}
