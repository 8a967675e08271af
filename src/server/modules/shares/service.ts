import { createHash, randomBytes } from 'node:crypto';
import type { ServiceDeps } from '#server/service-deps.js';
import { AppError, notFound, unprocessable } from '#server/lib/errors.js';
import { toIso, toIsoOrNull } from '#server/lib/sql.js';
import type { Actor } from '#shared/permissions.js';
import type { TripDetail } from '#shared/contracts/trip-detail.js';
import {
  SHARE_ACTIVE_MAX,
  SHARE_MESSAGES,
  type CreateShareLinkBody,
  type ShareLink,
  type ShareLinkCreated,
  type ShareLinksResponse,
  type SharedTrip,
} from '#shared/contracts/shares.js';
import { daysOfShared, shareLinkExpiry, sharedTripOf } from '#shared/domain/shared-trip.js';
import type { TripsService } from '#server/modules/trips/service.js';
import { sharesRepo } from './repo.js';

/** A token as made here: 32 random bytes in base64url (43 characters). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The link's answer when it is known but no longer opens the trip: 410, calm words. */
const gone = () => new AppError(410, 'link_invalid', SHARE_MESSAGES.invalid);
const unknown = () => notFound(SHARE_MESSAGES.invalid);

type LinkRow = { id: string; trip_id: string; label: string | null; created_at: Date; expires_at: Date; revoked_at: Date | null };

function linkOf(row: LinkRow, now: number): ShareLink {
  return {
    id: row.id,
    label: row.label,
    createdAt: toIso(row.created_at),
    expiresAt: toIso(row.expires_at),
    revokedAt: toIsoOrNull(row.revoked_at),
    active: row.revoked_at === null && new Date(row.expires_at).getTime() > now,
  };
}

/**
 * Links for a trip's companions (issue 21, ADR 031). Whoever reads the trip (its clients while
 * they see it, its organizers, staff) makes, lists and revokes its links; a link opens the trip
 * read-only, without a session, through the allow-list of shared-trip.ts, while the trip is
 * visible to its clients, not deleted, and the link neither revoked nor expired. The token is in
 * the URL only: the table keeps its SHA-256, as the calendar feeds do.
 */
export function createSharesService(
  { db, config }: Pick<ServiceDeps, 'db' | 'config'>,
  deps: {
    trips: Pick<TripsService, 'getDetail' | 'forCompanion'>;
    calendar: (trip: TripDetail) => string;
    now?: () => number;
  },
) {
  const repo = sharesRepo(db);
  const now = deps.now ?? Date.now;
  const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
  const shareUrl = (token: string) => `${config.publicUrl}/shared/${token}`;

  /** The link and its trip, or why not (404 unknown, 410 no longer valid). */
  async function open(token: string): Promise<{ trip: TripDetail; shared: SharedTrip }> {
    if (!TOKEN_PATTERN.test(token)) throw unknown();
    const link = await repo.byHash(tokenHash(token));
    if (!link) throw unknown();
    if (link.revoked_at !== null || new Date(link.expires_at).getTime() <= now()) throw gone();
    const trip = await deps.trips.forCompanion(link.trip_id);
    if (!trip) throw gone();
    return { trip, shared: sharedTripOf(trip, new Date(link.expires_at)) };
  }

  return {
    async list(actor: Actor, tripId: string): Promise<ShareLinksResponse> {
      await deps.trips.getDetail(actor, tripId);
      const at = now();
      return { items: (await repo.list(tripId)).map((r) => linkOf(r, at)) };
    },

    /** A new link: its address is answered this once. */
    async create(actor: Actor, tripId: string, body: CreateShareLinkBody): Promise<ShareLinkCreated> {
      const trip = await deps.trips.getDetail(actor, tripId);
      const at = now();
      if ((await repo.activeCount(tripId, new Date(at))) >= SHARE_ACTIVE_MAX) throw unprocessable(SHARE_MESSAGES.tooMany);
      const token = randomBytes(32).toString('base64url');
      const row = await repo.create({
        trip_id: tripId,
        token_hash: tokenHash(token),
        created_by: actor.id,
        expires_at: shareLinkExpiry(trip.endDate, at),
        label: body.label?.trim() || null,
      });
      return { ...linkOf(row, at), url: shareUrl(token) };
    },

    async revoke(actor: Actor, tripId: string, linkId: string): Promise<ShareLink> {
      await deps.trips.getDetail(actor, tripId);
      const row = await repo.revoke(tripId, linkId, new Date(now()));
      if (!row) throw notFound(SHARE_MESSAGES.notFound);
      return linkOf(row, now());
    },

    /** The trip as the link's companion reads it (no session). */
    async shared(token: string): Promise<SharedTrip> {
      return (await open(token)).shared;
    },

    /** The companion's calendar: the shared days only (no flights, no hotel, no notes but the places' advice). */
    async calendar(token: string): Promise<{ ics: string; fileName: string }> {
      const { trip, shared } = await open(token);
      const companionTrip: TripDetail = { ...trip, days: daysOfShared(shared.days), outboundFlight: null, returnFlight: null, hotel: null };
      const name = (shared.tripName || shared.destination || 'trip').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'trip';
      return { ics: deps.calendar(companionTrip), fileName: `${name.slice(0, 60)}.ics` };
    },
  };
}

export type SharesService = ReturnType<typeof createSharesService>;
