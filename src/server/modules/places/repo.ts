import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB, NewPlace, PlaceRow } from '#server/db/types.js';
import type { LatLng } from '#shared/contracts/places.js';
import type { FoldedQuery } from '#server/providers/places/catalogue-provider.js';
import type { CataloguePlace } from '#server/providers/places/catalogue/schema.js';
import { escapeLike } from '#server/lib/sql.js';

/** The app_settings key under which the loaded catalogue's hash is kept. */
export const CATALOGUE_SETTING = 'places.catalogue';

export interface PlaceListFilter {
  query?: FoldedQuery;
  city?: string;
  kind?: string;
}

const contains = (word: string) => `%${escapeLike(word)}%`;

/**
 * How well a place matches, best first (0..6): the name is the query; the name starts with it;
 * every word starts a word of the name; every word is in the name; every word starts a word of
 * the search text (address, city, kind, types); every word is in it; only similar (typos).
 */
function matchTier(q: FoldedQuery): RawBuilder<number> {
  const all = (column: RawBuilder<unknown>, pattern: (w: string) => string) =>
    sql.join(
      q.words.map((w) => sql`${column} like ${pattern(w)}`),
      sql` and `,
    );
  const name = sql`p.name_folded`;
  const spacedName = sql`(' ' || p.name_folded)`;
  const text = sql`p.search_text`;
  const spacedText = sql`(' ' || p.search_text)`;
  const wordStart = (w: string) => `% ${escapeLike(w)}%`;
  return sql<number>`case
    when ${name} = ${q.folded} then 0
    when ${name} like ${`${escapeLike(q.folded)}%`} then 1
    when ${all(spacedName, wordStart)} then 2
    when ${all(name, contains)} then 3
    when ${all(spacedText, wordStart)} then 4
    when ${all(text, contains)} then 5
    else 6 end`;
}

/** How many words of the query the name holds: among equal tiers, 'bristol hotel' prefers Le Bristol to a restaurant inside it. */
function nameHits(q: FoldedQuery): RawBuilder<number> {
  return sql<number>`(${sql.join(
    q.words.map((w) => sql`(case when p.name_folded like ${contains(w)} then 1 else 0 end)`),
    sql` + `,
  )})`;
}

/** Every word of the query in the search text: one trigram index scan per word (BitmapAnd), or on a table this small a scan of it. */
function containsEvery(q: FoldedQuery): RawBuilder<boolean> {
  return sql<boolean>`(${sql.join(
    q.words.map((w) => sql`p.search_text like ${contains(w)}`),
    sql` and `,
  )})`;
}

/** Squared distance in degrees of latitude (longitude shrunk by the cosine): enough to order by nearness. */
function nearness(location: LatLng): RawBuilder<number> {
  const cos = Math.cos((location.lat * Math.PI) / 180);
  return sql<number>`((p.lat - ${location.lat}) * (p.lat - ${location.lat}) + (p.lng - ${location.lng}) * (p.lng - ${location.lng}) * ${cos * cos})`;
}

/** A row of the places table read back as the catalogue's place. */
export function toCataloguePlace(row: PlaceRow): CataloguePlace {
  const place: CataloguePlace = {
    id: row.id,
    city: row.city as CataloguePlace['city'],
    name: row.name,
    address: row.address,
    lat: row.lat,
    lng: row.lng,
    kind: row.kind as CataloguePlace['kind'],
    types: row.types,
    interests: row.interests as CataloguePlace['interests'],
    description: row.description,
    costEur: Number(row.cost_eur),
    durationMinutes: row.duration_minutes,
    hours: row.hours,
  };
  if (row.price_level !== null) place.priceLevel = row.price_level;
  if (row.stars !== null) place.stars = row.stars;
  if (row.website) place.website = row.website;
  if (row.phone) place.phone = row.phone;
  if (row.min_age !== null) place.minAge = row.min_age;
  if (row.dress_code) place.dressCode = row.dress_code;
  return place;
}

/**
 * SQL of the places module, the only one that writes `places` and `place_cache` (ADR 008):
 * the search box's search, the backoffice list, the catalogue's load at start and the cache of
 * Google's answers. `db` may be a transaction.
 */
export function placesRepo(db: Kysely<DB>) {
  return {
    /**
     * The search box: places holding every word of the query, best match first (matchTier, then
     * how many words the name holds), then nearest, then the catalogue's order. When no place
     * holds them all (a typo: 'coloseum'), the places whose text resembles the query instead.
     */
    async search(q: FoldedQuery, location: LatLng | null, limit: number): Promise<CataloguePlace[]> {
      if (!q.words.length) return [];
      const near = location ? sql`${nearness(location)},` : sql``;
      const found = await sql<PlaceRow>`
        select p.* from places p
        where ${containsEvery(q)}
        order by ${matchTier(q)}, ${nameHits(q)} desc, ${near} p.position
        limit ${limit}`.execute(db);
      if (found.rows.length || q.folded.length < 4) return found.rows.map(toCataloguePlace);
      // Word similarity (`<%`) costs ~50 µs a row on the embedded database: through the trigram
      // index it reads a handful of rows, but the planner prices the index above a scan of so
      // small a table and would compare every row (~30 ms). For this one query, no scan.
      const similar = await db.transaction().execute(async (tx) => {
        await sql`set local enable_seqscan = off`.execute(tx);
        return sql<PlaceRow>`
          select p.* from places p
          where ${q.folded} <% p.search_text
          order by word_similarity(${q.folded}, p.search_text) desc, ${near} p.position
          limit ${limit}`.execute(tx);
      });
      return similar.rows.map(toCataloguePlace);
    },

    /** A page of the backoffice list: catalogue order, or best match first when searching; and the total. */
    async list(f: PlaceListFilter, page: { limit: number; offset: number }): Promise<{ rows: CataloguePlace[]; total: number }> {
      const conditions: RawBuilder<boolean>[] = [];
      if (f.city) conditions.push(sql<boolean>`p.city = ${f.city}`);
      if (f.kind) conditions.push(sql<boolean>`p.kind = ${f.kind}`);
      if (f.query?.words.length) conditions.push(containsEvery(f.query));
      const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
      const order = f.query?.words.length
        ? sql`${matchTier(f.query)}, ${nameHits(f.query)} desc, p.position`
        : sql`p.position, p.id`;
      const [rows, count] = await Promise.all([
        sql<PlaceRow>`select p.* from places p ${where} order by ${order} limit ${page.limit} offset ${page.offset}`.execute(db),
        sql<{ n: number }>`select count(*)::int as n from places p ${where}`.execute(db),
      ]);
      return { rows: rows.rows.map(toCataloguePlace), total: Number(count.rows[0]?.n ?? 0) };
    },

    /** Places per city and per kind, for the filters. */
    async facets(): Promise<{ cities: Map<string, number>; kinds: Map<string, number> }> {
      const rows = await db
        .selectFrom('places')
        .select(['city', 'kind', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy(['city', 'kind'])
        .execute();
      const cities = new Map<string, number>();
      const kinds = new Map<string, number>();
      for (const r of rows) {
        cities.set(r.city, (cities.get(r.city) ?? 0) + Number(r.n));
        kinds.set(r.kind, (kinds.get(r.kind) ?? 0) + Number(r.n));
      }
      return { cities, kinds };
    },

    async find(id: string): Promise<CataloguePlace | undefined> {
      const row = await db.selectFrom('places').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toCataloguePlace(row) : undefined;
    },

    /* ------------------------------------------------ the catalogue's load at start */

    async catalogueHash(): Promise<string | null> {
      const row = await db.selectFrom('app_settings').select('value').where('key', '=', CATALOGUE_SETTING).executeTakeFirst();
      const value = row?.value as { hash?: unknown } | undefined;
      return typeof value?.hash === 'string' ? value.hash : null;
    },

    /**
     * Replaces the catalogue with `rows` (call inside a transaction): upserts each place,
     * removes places no longer in the files, and records the files' hash.
     */
    async replaceCatalogue(rows: NewPlace[], hash: string): Promise<void> {
      // One loader at a time across processes; the caller re-reads the hash after this lock.
      for (let i = 0; i < rows.length; i += 100) {
        await db
          .insertInto('places')
          .values(rows.slice(i, i + 100))
          .onConflict((oc) =>
            oc.column('id').doUpdateSet((eb) => ({
              city: eb.ref('excluded.city'),
              city_label: eb.ref('excluded.city_label'),
              position: eb.ref('excluded.position'),
              name: eb.ref('excluded.name'),
              address: eb.ref('excluded.address'),
              lat: eb.ref('excluded.lat'),
              lng: eb.ref('excluded.lng'),
              kind: eb.ref('excluded.kind'),
              types: eb.ref('excluded.types'),
              interests: eb.ref('excluded.interests'),
              description: eb.ref('excluded.description'),
              cost_eur: eb.ref('excluded.cost_eur'),
              price_level: eb.ref('excluded.price_level'),
              stars: eb.ref('excluded.stars'),
              duration_minutes: eb.ref('excluded.duration_minutes'),
              hours: eb.ref('excluded.hours'),
              website: eb.ref('excluded.website'),
              phone: eb.ref('excluded.phone'),
              min_age: eb.ref('excluded.min_age'),
              dress_code: eb.ref('excluded.dress_code'),
              name_folded: eb.ref('excluded.name_folded'),
              search_text: eb.ref('excluded.search_text'),
              updated_at: new Date(),
            })),
          )
          .execute();
      }
      const ids = rows.map((r) => r.id);
      await db.deleteFrom('places').where('id', 'not in', ids.length ? ids : ['']).execute();
      const value = JSON.stringify({ hash, count: rows.length, loadedAt: new Date().toISOString() });
      await db
        .insertInto('app_settings')
        .values({ key: CATALOGUE_SETTING, value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: new Date() }))
        .execute();
    },

    /** Takes the catalogue loader's lock until the transaction ends (PostgreSQL and PGlite alike). */
    async lockCatalogue(): Promise<void> {
      await sql`select pg_advisory_xact_lock(hashtext('maison-voyage.places.catalogue'))`.execute(db);
    },

    /* ------------------------------------------------ Google's answers */

    async cacheGet(key: string): Promise<unknown> {
      const row = await db
        .selectFrom('place_cache')
        .select('value')
        .where('key', '=', key)
        .where('expires_at', '>', new Date())
        .executeTakeFirst();
      return row?.value;
    },

    async cacheSet(key: string, value: unknown, ttlMs: number): Promise<void> {
      const expires = new Date(Date.now() + ttlMs);
      const json = JSON.stringify(value);
      await db
        .insertInto('place_cache')
        .values({ key, value: json, expires_at: expires })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, expires_at: expires, created_at: new Date() }))
        .execute();
      // Expired answers go as new ones come (place_cache_expires_idx).
      await db.deleteFrom('place_cache').where('expires_at', '<', new Date()).execute();
    },
  };
}

export type PlacesRepo = ReturnType<typeof placesRepo>;
