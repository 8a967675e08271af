import { createHash, randomBytes } from 'node:crypto';
import type { ServiceDeps } from '#server/service-deps.js';
import { AppError, forbidden, notFound } from '#server/lib/errors.js';
import { toIso, toIsoOrNull } from '#server/lib/sql.js';
import { can, type Actor } from '#shared/permissions.js';
import type { TripDetail } from '#shared/contracts/trip-detail.js';
import { BILLING_MESSAGES, billingRoleRefusal, type BillingView, type CalendarSubscription } from '#shared/contracts/billing.js';
import type { TripsService } from '#server/modules/trips/service.js';
import type { ExchangeRatesService } from '#server/modules/exchange-rates/service.js';
import { billingRepo } from './repo.js';
import { buildStatement } from './statement.js';
import { createBillingWrites } from './writes.js';
import { tripCalendar } from './calendar.js';
import { createDocumentCache } from './document-cache.js';
import type { TaskInputs } from '#server/workers/tasks.js';

export { buildStatement };

/**
 * Billing of a trip (spec §2 Billing page, §4, §5, §6, §7 billing_items, §8 Billing, §9). Reading
 * follows the trip's own access (staff, a client of a visible trip); organizing (mark billed,
 * descriptions, lock cost, unselect and unlock all, include toggles) needs organizer powers on the
 * trip; adding and removing items needs team or super_admin. Every write is made with the trip
 * through the trips module's one write (writes.ts, ADR 025).
 */
export function createBillingService(
  { db, config, cpu }: Pick<ServiceDeps, 'db' | 'config' | 'cpu'>,
  deps: { trips: Pick<TripsService, 'getDetail' | 'authorize' | 'saveDays' | 'writeWith'>; exchangeRates: Pick<ExchangeRatesService, 'latest'> },
) {
  const repo = billingRepo(db);

  async function requireOrganize(actor: Actor, tripId: string): Promise<TripDetail> {
    const trip = await deps.trips.getDetail(actor, tripId);
    try {
      await deps.trips.authorize(actor, tripId, 'organize');
    } catch (error) {
      if (error instanceof AppError && error.status === 403) throw forbidden(BILLING_MESSAGES.organizerOnly);
      throw error;
    }
    return trip;
  }

  async function requireAddRemove(actor: Actor, tripId: string): Promise<TripDetail> {
    const trip = await deps.trips.getDetail(actor, tripId);
    if (!can(actor, 'billing:edit')) throw forbidden(billingRoleRefusal(actor.role));
    return trip;
  }

  async function view(actor: Actor, tripId: string, trip?: TripDetail): Promise<BillingView> {
    const detail = trip ?? (await deps.trips.getDetail(actor, tripId));
    const [rows, rate, organize] = await Promise.all([
      repo.list(tripId),
      deps.exchangeRates.latest(),
      deps.trips.authorize(actor, tripId, 'organize').then(
        () => true,
        () => false,
      ),
    ]);
    const statement = buildStatement(detail, rows);
    return {
      tripId: detail.id,
      friendlyId: detail.friendlyId,
      tripName: detail.tripName,
      destination: detail.destination,
      startDate: detail.startDate,
      endDate: detail.endDate,
      travellers: statement.travellers,
      clientName: detail.client?.name || detail.client?.email || '',
      version: detail.version,
      includeFlight: detail.includeFlightInBilling,
      includeHotel: detail.includeHotelInBilling,
      items: statement.items,
      travel: statement.travel,
      totals: statement.totals,
      rate,
      can: { organize, addRemove: organize && can(actor, 'billing:edit') },
    };
  }

  // PDFs are drawn in the worker pool, queued per person, and kept by what they show (ADR 021).
  const documents = createDocumentCache();
  const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url');
  async function draw<K extends 'itinerary-pdf' | 'statement-pdf'>(actor: Actor, task: K, input: TaskInputs[K]): Promise<Buffer> {
    const bytes = await cpu.run<Uint8Array>(task, input, { owner: actor.id });
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /** The agency's contact line of the documents. */
  const contact = () => `${config.agencyEmail} · ${config.publicUrl.replace(/^https?:\/\//, '')}`;

  const website = () => config.publicUrl.replace(/^https?:\/\//, '');

  const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
  const feedUrl = (token: string) => `${config.publicUrl}/api/billing/feeds/${token}/calendar.ics`;
  const calendarOf = (trip: TripDetail, url?: string) => tripCalendar(trip, { url, domain: website().split('/')[0]! || 'maison-voyage' });

  return {
    view,
    ...createBillingWrites({ trips: deps.trips, requireOrganize, requireAddRemove, view }),

    /** The iCalendar text of a trip another module has read and shaped (a companion's link, ADR 031). */
    calendarText: (trip: TripDetail): string => calendarOf(trip),

    /** The trip as an .ics file (anyone who sees the trip). */
    async calendarIcs(actor: Actor, tripId: string): Promise<{ ics: string; fileName: string }> {
      const trip = await deps.trips.getDetail(actor, tripId);
      return { ics: calendarOf(trip), fileName: `trip-${trip.friendlyId}.ics` };
    },

    /** Whether this person has a private calendar subscription of the trip (each person has their own). */
    async subscription(actor: Actor, tripId: string): Promise<CalendarSubscription> {
      await deps.trips.getDetail(actor, tripId);
      const feed = await repo.feed(tripId, actor.id);
      return { active: !!feed, createdAt: toIsoOrNull(feed?.created_at), lastReadAt: toIsoOrNull(feed?.last_read_at), url: null };
    },

    /** A new private subscription URL (replacing this person's earlier one): the secret is shown this once. */
    async subscribe(actor: Actor, tripId: string): Promise<CalendarSubscription> {
      await deps.trips.getDetail(actor, tripId);
      const token = randomBytes(32).toString('base64url');
      const createdAt = await repo.saveFeed(tripId, tokenHash(token), actor.id);
      return { active: true, createdAt: toIso(createdAt), lastReadAt: null, url: feedUrl(token) };
    },

    /** Revokes this person's subscription: its URL answers 404 from now on; others' stay. */
    async revokeSubscription(actor: Actor, tripId: string): Promise<CalendarSubscription> {
      await deps.trips.getDetail(actor, tripId);
      await repo.deleteFeed(tripId, actor.id);
      return { active: false, createdAt: null, lastReadAt: null, url: null };
    },

    /**
     * The subscribed calendar, by its secret (no session: phone calendars fetch it). It keeps the
     * access of the person who made it: a trip hidden from its client, or a revoked link, is 404.
     */
    async feed(token: string): Promise<string> {
      const found = await repo.feedByHash(tokenHash(token));
      if (!found) throw notFound('Unknown calendar link');
      let trip: TripDetail;
      try {
        trip = await deps.trips.getDetail({ id: found.user_id, role: found.role, approved: found.approved }, found.trip_id);
      } catch (error) {
        if (error instanceof AppError && (error.status === 403 || error.status === 404)) throw notFound('Unknown calendar link');
        throw error;
      }
      await repo.touchFeed(found.trip_id, found.user_id).catch(() => undefined);
      return calendarOf(trip, feedUrl(token));
    },

    /**
     * The itinerary PDF: anyone who sees the trip (its clients, staff). Kept per trip version; the
     * rest of the trip (its client's and specialist's names live in other tables) is in the key too.
     */
    async itineraryPdf(actor: Actor, tripId: string): Promise<{ pdf: Buffer; fileName: string }> {
      const trip = await deps.trips.getDetail(actor, tripId);
      const options = { contact: contact(), agencyEmail: config.agencyEmail, website: website() };
      const { days: _days, ...rest } = trip; // a version's days never change
      const key = `itinerary:${trip.id}:${trip.version}:${digest([rest, options])}`;
      const pdf = await documents.get(key, () => draw(actor, 'itinerary-pdf', { trip, options }));
      return { pdf, fileName: `itinerary-trip-${trip.friendlyId}.pdf` };
    },

    /**
     * The statement PDF (spec §2 Print/PDF export): the same view, so the same totals. Kept by the
     * view it shows (the trip's version, its lines, the rate), the currency and the day of issue.
     */
    async statementPdf(actor: Actor, tripId: string, currency: 'EUR' | 'USD'): Promise<{ pdf: Buffer; fileName: string }> {
      const v = await view(actor, tripId);
      const issuedAt = new Date().toISOString().slice(0, 10);
      const { can: _can, ...shown } = v; // what the viewer may do is not printed
      const key = `statement:${v.tripId}:${v.version}:${currency}:${issuedAt}:${digest([shown, contact()])}`;
      const pdf = await documents.get(key, () => draw(actor, 'statement-pdf', { view: v, currency, contact: contact(), issuedAt: `${issuedAt}T12:00:00Z` }));
      return { pdf, fileName: `statement-trip-${v.friendlyId}.pdf` };
    },

    /** For tests and benchmarks: documents drawn and served from memory. */
    documentStats: () => documents.stats(),

  };
}

export type BillingService = ReturnType<typeof createBillingService>;
