import type { SessionUser } from '#shared/contracts/auth.js';

/**
 * Signed-in users by session cookie, for a few seconds (issue 12, speed under load): resolving a
 * session through better-auth costs three queries and about 2 ms of CPU, on every request. An
 * entry is kept only for the exact signed cookie that resolved it, never past the session's own
 * expiry, and is forgotten at once when anything a session is made of changes:
 * - in this process, by every write to users (but the sign-in time), auth_sessions or
 *   password_reset_required (db/auth-writes.ts sees them all, better-auth's included): the whole
 *   cache is dropped, and a lookup that was under way meanwhile does not store its answer;
 * - in other processes on the same PostgreSQL database, by the NOTIFY of migration
 *   009_change_notices' triggers, which drops the entries of that user.
 * The TTL only bounds how long a missed notification (a dropped listening connection) could last.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  user: SessionUser;
  until: number;
}

export function createSessionCache(ttlMs = SESSION_CACHE_TTL_MS) {
  const entries = new Map<string, Entry>();
  let generation = 0;

  return {
    /** The user of `key` (the signed session cookie), from the cache or `load`. */
    async resolve(key: string, load: () => Promise<{ user: SessionUser; expiresAt: Date } | null>): Promise<SessionUser | null> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit) {
        if (hit.until > now) return hit.user;
        entries.delete(key);
      }
      const seen = generation;
      const found = await load();
      if (!found) return null;
      // Something changed sessions while we looked: answer, but do not keep it.
      if (seen === generation) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(key, { user: found.user, until: Math.min(Date.now() + ttlMs, found.expiresAt.getTime()) });
      }
      return found.user;
    },
    /** Drops everything (a write to sessions in this process). */
    clear() {
      generation++;
      entries.clear();
    },
    /** Drops one user's entries (a change heard from another process). */
    forgetUser(userId: string) {
      generation++;
      for (const [k, e] of entries) if (e.user.id === userId) entries.delete(k);
    },
    get size() {
      return entries.size;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;

/** The signed session cookie of a Cookie header (better-auth's `mv.session_token`, `__Secure-` on https). */
export function sessionCookieOf(cookie: string): string | null {
  const m = /(?:^|;\s*)(?:__Secure-)?mv\.session_token=([^;]+)/.exec(cookie);
  return m ? m[1]! : null;
}
