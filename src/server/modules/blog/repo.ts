import type { Kysely } from 'kysely';
import type { DB } from '#server/db/types.js';

/** The columns of a card (list, latest, related). Indexed by blog_posts_published_idx / _category_idx. */
const CARD = [
  'id',
  'slug',
  'title',
  'excerpt',
  'featured_image',
  'featured_image_alt',
  'category',
  'tags',
  'published_at',
  'reading_time',
] as const;

/** SQL of the blog (spec §7 blog_posts). Only status 'published' is ever read for the public. */
export function blogRepo(db: Kysely<DB>) {
  const published = () => db.selectFrom('blog_posts').where('status', '=', 'published');
  return {
    /** Published posts, newest first. */
    listPublished(limit?: number) {
      let q = published().select(CARD).orderBy('published_at', 'desc').orderBy('id');
      if (limit !== undefined) q = q.limit(limit);
      return q.execute();
    },

    findPublishedBySlug(slug: string) {
      return published().selectAll().where('slug', '=', slug).executeTakeFirst();
    },

    /** Same category, excluding the current post, newest first. */
    related(category: string, excludeId: string, limit: number) {
      return published()
        .select(CARD)
        .where('category', '=', category)
        .where('id', '!=', excludeId)
        .orderBy('published_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** Adds one view atomically and returns the new count (undefined if the post vanished). */
    async addView(id: string) {
      const row = await db
        .updateTable('blog_posts')
        .set((eb) => ({ views: eb('views', '+', 1) }))
        .where('id', '=', id)
        .returning('views')
        .executeTakeFirst();
      return row?.views;
    },

    /** Slugs and last changes of the published posts, for the sitemap. */
    sitemapEntries() {
      return published().select(['slug', 'updated_at', 'published_at']).orderBy('published_at', 'desc').execute();
    },
  };
}
