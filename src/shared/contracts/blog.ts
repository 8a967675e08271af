import { z } from 'zod';

/**
 * The public blog (spec §2 Blog, §3 blog_posts, §7 blog_posts). Only posts with
 * status 'published' ever leave the server; their HTML content is sanitised
 * there. Dates are ISO 8601 strings.
 */

/** A post as listed: the cards of /blog and of the home page's #blog section. */
export const BlogCard = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  featured_image: z.string().nullable(),
  featured_image_alt: z.string().nullable(),
  category: z.string(),
  tags: z.array(z.string()),
  published_at: z.string(),
  /** Minutes. */
  reading_time: z.number().int(),
});
export type BlogCard = z.infer<typeof BlogCard>;

/** A related post (spec §7: same category, current excluded, at most 3). */
export const RelatedPost = BlogCard.omit({ tags: true });
export type RelatedPost = z.infer<typeof RelatedPost>;

/** A whole post; `content` is sanitised HTML with paragraphs and line breaks already applied. */
export const BlogPost = BlogCard.extend({
  content: z.string(),
  views: z.number().int(),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  seo_keywords: z.array(z.string()),
  updated_at: z.string(),
});
export type BlogPost = z.infer<typeof BlogPost>;

export const BlogListResponse = z.object({ posts: z.array(BlogCard) });
export type BlogListResponse = z.infer<typeof BlogListResponse>;

export const BlogPostResponse = z.object({ post: BlogPost, related: z.array(RelatedPost) });
export type BlogPostResponse = z.infer<typeof BlogPostResponse>;

/** Slugs are lowercase words joined by hyphens. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const BlogSlugParams = z.object({
  slug: z.string().max(200, 'Invalid article address').regex(BLOG_SLUG_PATTERN, 'Invalid article address'),
});

export const BlogLatestQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 12')
    .max(12, 'limit must be between 1 and 12')
    .default(3),
});
