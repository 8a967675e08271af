import type { LiveStream, StreamCheck } from '#server/lib/sse.js';
import type { SessionUser } from '#shared/contracts/auth.js';
import type { Actor } from '#shared/permissions.js';

/** What the re-check of live streams needs: the session of a Cookie header, and who may read trips. */
export interface StreamCheckDeps {
  accounts: { sessionUser(headers: { cookie?: string }): Promise<SessionUser | null> };
  trips: { viewersOf(ids: readonly string[]): Promise<Map<string, (actor: Actor) => boolean>> };
}

/**
 * The access re-check before a live event (ADR 012, 021), for all the listeners of one topic at
 * once: each distinct Cookie header resolved once (the session cache answers it, forgotten at once
 * when a session or user changes, ADR 017), and one query for every trip they follow. A stream
 * may go on when its session is still its user's and that user may still read its trip.
 */
export function createStreamCheck(deps: StreamCheckDeps): StreamCheck {
  return async (streams: readonly LiveStream[]) => {
    const cookies = [...new Set(streams.map((s) => s.cookie))];
    const tripIds = [...new Set(streams.map((s) => s.tripId).filter((id): id is string => id !== null))];
    const [users, viewers] = await Promise.all([
      Promise.all(cookies.map((cookie) => deps.accounts.sessionUser({ cookie }))),
      tripIds.length ? deps.trips.viewersOf(tripIds) : Promise.resolve(new Map<string, (actor: Actor) => boolean>()),
    ]);
    const userOf = new Map(cookies.map((c, i) => [c, users[i]]));
    const allowed = new Set<LiveStream>();
    for (const s of streams) {
      const user = userOf.get(s.cookie);
      if (!user || user.id !== s.userId) continue;
      if (s.tripId !== null && !viewers.get(s.tripId)?.(user)) continue;
      allowed.add(s);
    }
    return allowed;
  };
}
