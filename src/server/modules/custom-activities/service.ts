import type { Claim } from '#server/modules/idempotency/service.js';
import type { ServiceDeps } from '#server/service-deps.js';
import { notFound, stale } from '#server/lib/errors.js';
import { toIso } from '#server/lib/sql.js';
import { isStaff, type Actor } from '#shared/permissions.js';
import { PLACES_MESSAGES } from '#shared/domain/places.js';
import type { CreateCustomActivity, CustomActivity, CustomActivityPage, UpdateCustomActivity } from '#shared/contracts/places.js';
import { customActivitiesRepo, type CustomActivityRecord, type CustomActivityValues } from './repo.js';

function toCustomActivity(row: CustomActivityRecord): CustomActivity {
  const hasPoint = row.latitude !== null && row.longitude !== null;
  return {
    id: row.id,
    title: row.title,
    description: row.description ?? '',
    address: row.address,
    placeId: row.place_id,
    coordinates: hasPoint ? { lat: row.latitude!, lng: row.longitude! } : null,
    price: Number(row.price),
    currency: row.currency as CustomActivity['currency'],
    version: row.version,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    createdBy: row.user_id
      ? { id: row.user_id, name: row.creator_name ?? '', email: row.creator_email ?? '', role: row.creator_role ?? '' }
      : null,
  };
}

/** The columns of an edit: only what the body names. */
function changes(body: UpdateCustomActivity): Partial<CustomActivityValues> {
  const v: Partial<CustomActivityValues> = {};
  if (body.title !== undefined) v.title = body.title;
  if (body.description !== undefined) v.description = body.description;
  if (body.address !== undefined) v.address = body.address;
  if (body.placeId !== undefined) v.place_id = body.placeId || null;
  if (body.coordinates !== undefined) {
    v.latitude = body.coordinates?.lat ?? null;
    v.longitude = body.coordinates?.lng ?? null;
  }
  if (body.price !== undefined) v.price = body.price;
  if (body.currency !== undefined) v.currency = body.currency;
  return v;
}

/**
 * Custom activities (spec §3, §5, §7 custom_activities insert): anyone signed in adds one
 * (a client in their workspace, staff in the backoffice); a client lists their own, staff list
 * every one; staff edit (versioned: 409 stale when someone changed it since) and delete them.
 */
export function createCustomActivitiesService({ db }: Pick<ServiceDeps, 'db'>) {
  const repo = customActivitiesRepo(db);

  async function get(id: string): Promise<CustomActivity> {
    const row = await repo.find(id);
    if (!row) throw notFound(PLACES_MESSAGES.customActivityNotFound);
    return toCustomActivity(row);
  }

  return {
    /** With `claim` (an Idempotency-Key, ADR 022), the key is recorded in the insert's transaction. */
    async create(actor: Actor, body: CreateCustomActivity, claim?: Claim): Promise<CustomActivity> {
      const values = {
        title: body.title,
        description: body.description,
        address: body.address,
        place_id: body.placeId || null,
        latitude: body.coordinates?.lat ?? null,
        longitude: body.coordinates?.lng ?? null,
        price: body.price,
        currency: body.currency,
      };
      const id = claim
        ? await db.transaction().execute(async (tx) => {
            const made = await customActivitiesRepo(tx).insert(actor.id, values);
            await claim(tx, made);
            return made;
          })
        : await repo.insert(actor.id, values);
      return get(id);
    },

    /** One activity as the create answered it (a retry of an idempotent create, ADR 022). */
    get,

    /** Staff see every activity; anyone else their own. */
    async list(actor: Actor, input: { q?: string; page: number; pageSize: number }): Promise<CustomActivityPage> {
      const text = input.q?.trim() || undefined;
      const { rows, total } = await repo.list(
        { ...(isStaff(actor) ? {} : { userId: actor.id }), ...(text ? { text } : {}) },
        { limit: input.pageSize, offset: (input.page - 1) * input.pageSize },
      );
      return { items: rows.map(toCustomActivity), total, page: input.page, pageSize: input.pageSize };
    },

    async update(id: string, body: UpdateCustomActivity): Promise<CustomActivity> {
      const result = await repo.update(id, changes(body), body.version);
      if (result === 'missing') throw notFound(PLACES_MESSAGES.customActivityNotFound);
      if (result === 'stale') throw stale(PLACES_MESSAGES.customActivityStale);
      return get(id);
    },

    async remove(id: string): Promise<{ ok: true; id: string }> {
      if (!(await repo.delete(id))) throw notFound(PLACES_MESSAGES.customActivityNotFound);
      return { ok: true, id };
    },
  };
}

export type CustomActivitiesService = ReturnType<typeof createCustomActivitiesService>;
