import type { ServiceDeps } from '#server/service-deps.js';
import type { BlogCard, BlogPost, BlogPostResponse, RelatedPost } from '#shared/contracts/blog.js';
import { BLOG_SLUG_PATTERN } from '#shared/contracts/blog.js';
import { RELATED_POSTS_LIMIT } from '#shared/domain/constants.js';
import { blogRepo } from './repo.js';
import { renderContent } from './content.js';

type CardRow = Awaited<ReturnType<ReturnType<typeof blogRepo>['listPublished']>>[number];

const iso = (d: Date | null | undefined) => (d ?? new Date(0)).toISOString();

function toCard(row: CardRow): BlogCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    featured_image: row.featured_image,
    featured_image_alt: row.featured_image_alt,
    category: row.category,
    tags: row.tags ?? [],
    published_at: iso(row.published_at),
    reading_time: row.reading_time,
  };
}

function toRelated(row: CardRow): RelatedPost {
  const { tags: _tags, ...rest } = toCard(row);
  return rest;
}

/**
 * The public blog (spec §2 Blog, §4 "shown only when published", §7 blog_posts).
 * Content is formatted and sanitised here, before it leaves the server.
 */
export function createBlogService({ db }: Pick<ServiceDeps, 'db'>) {
  const repo = blogRepo(db);
  // Sanitised HTML by post id and last update: posts are read far more often than written.
  const rendered = new Map<string, { key: string; html: string }>();

  function html(id: string, updatedAt: Date, content: string): string {
    const key = `${updatedAt.getTime()}:${content.length}`;
    const hit = rendered.get(id);
    if (hit?.key === key) return hit.html;
    const out = renderContent(content);
    if (rendered.size > 500) rendered.clear();
    rendered.set(id, { key, html: out });
    return out;
  }

  return {
    /** Published posts, newest first (the list searches them in the browser: there are few). */
    async list(): Promise<BlogCard[]> {
      return (await repo.listPublished()).map(toCard);
    },

    /** The latest published posts, for the home page. */
    async latest(limit = 3): Promise<BlogCard[]> {
      return (await repo.listPublished(limit)).map(toCard);
    },

    /**
     * Opens a published post: adds one view and returns it with up to 3 related
     * posts of its category. Null when the slug is unknown or not published.
     */
    async open(slug: string, opts: { countView?: boolean } = {}): Promise<BlogPostResponse | null> {
      if (!BLOG_SLUG_PATTERN.test(slug) || slug.length > 200) return null;
      const row = await repo.findPublishedBySlug(slug);
      if (!row) return null;
      const views = opts.countView === false ? row.views : ((await repo.addView(row.id)) ?? row.views + 1);
      const post: BlogPost = {
        ...toCard(row),
        content: html(row.id, row.updated_at, row.content),
        views,
        meta_title: row.meta_title,
        meta_description: row.meta_description,
        seo_keywords: row.seo_keywords ?? [],
        updated_at: iso(row.updated_at),
      };
      const related = (await repo.related(row.category, row.id, RELATED_POSTS_LIMIT)).map(toRelated);
      return { post, related };
    },

    /** Published posts for /sitemap.xml. */
    async sitemap(): Promise<{ slug: string; lastmod: string }[]> {
      const rows = await repo.sitemapEntries();
      return rows.map((r) => {
        const changed = r.published_at && r.published_at > r.updated_at ? r.published_at : r.updated_at;
        return { slug: r.slug, lastmod: iso(changed) };
      });
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
