import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { IsoDate } from '#shared/contracts/common.js';
import { BLOG_SLUG_PATTERN } from '#shared/contracts/blog.js';
import { TripStatus } from '#shared/contracts/trips.js';
import { CURRENCIES } from '#shared/domain/constants.js';
import { CoordinatesSchema, ItinerarySchema } from '#shared/domain/itinerary.js';
import { HotelSchema } from '#shared/domain/travel.js';

/**
 * Starter content is data (ADR 008): template trips as JSON in content/trips/
 * (the file name is the trip's key), blog posts as Markdown with front matter in
 * content/blog/ (the file name is the slug). Each file is checked against the
 * shared schemas when the seed reads it; a bad file stops the seed with a message
 * naming the file and the field.
 */

const CONTENT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'content');

/** A template trip file: the trip's columns, its itinerary (spec §3 Day) and its hotel. */
export const TemplateTripFile = z.strictObject({
  trip_name: z.string().min(1),
  destination: z.string().min(1),
  trip_description: z.string().min(1),
  destination_latitude: z.number().min(-90).max(90),
  destination_longitude: z.number().min(-180).max(180),
  destination_photo_url: z.string().startsWith('/images/'),
  start_date: IsoDate,
  end_date: IsoDate,
  travelers_adults: z.number().int().min(1),
  travelers_children: z.number().int().min(0),
  status: TripStatus,
  budget_eur: z.number().min(0),
  currency: z.enum(CURRENCIES),
  days: ItinerarySchema.min(1),
  hotel: HotelSchema.extend({ name: z.string().min(1), address: z.string().min(1), coordinates: CoordinatesSchema }),
});
export type TemplateTripFile = z.infer<typeof TemplateTripFile>;

/** The front matter of a post file; the body after it is the post's content. */
export const BlogPostFrontMatter = z.strictObject({
  title: z.string().min(1),
  excerpt: z.string().min(1),
  category: z.string().min(1),
  tags: z.array(z.string().min(1)),
  status: z.enum(['published', 'draft']),
  published_at: z.iso.datetime(),
  /** The last change after publication, when the post was revised; otherwise its publication date is its last change. */
  updated_at: z.iso.datetime().optional(),
  featured_image: z.string().startsWith('/images/'),
  featured_image_alt: z.string().min(1),
  meta_title: z.string().min(1),
  meta_description: z.string().min(1),
  seo_keywords: z.array(z.string().min(1)),
});

export interface StarterPost extends z.infer<typeof BlogPostFrontMatter> {
  slug: string;
  /** Text with a little HTML; a blank line separates paragraphs (modules/blog/content.ts renders it). */
  content: string;
  /** Minutes, at 200 words per minute. */
  reading_time: number;
}

/** Words of a post body, HTML tags ignored. */
export function countWords(content: string): number {
  return content
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Reading time in minutes at 200 words per minute. */
export function readingTime(content: string): number {
  return Math.ceil(countWords(content) / 200);
}

/**
 * Splits `---` front matter from the body. The front matter is one `key: value`
 * per line, each value written as JSON (strings quoted, lists in brackets): a
 * subset of YAML that needs no parser beyond JSON.
 */
export function parseFrontMatter(text: string, file: string): { data: Record<string, unknown>; body: string } {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
  if (!m) throw new Error(`${file}: expected front matter between two '---' lines at the top`);
  const data: Record<string, unknown> = {};
  m[1]!.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === '') return;
    const kv = /^([a-z_]+):\s*(.+)$/.exec(line);
    if (!kv) throw new Error(`${file}:${i + 2}: expected 'key: value'`);
    try {
      data[kv[1]!] = JSON.parse(kv[2]!);
    } catch (err) {
      throw new Error(`${file}:${i + 2}: the value of ${kv[1]} is not a JSON value (quote text, bracket lists)`, {
        cause: err,
      });
    }
  });
  return { data, body: m[2]!.trim() };
}

function check<T>(schema: z.ZodType<T>, value: unknown, file: string): T {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const lines = r.error.issues.map((i) => `  ${i.path.join('.') || '(file)'}: ${i.message}`);
  throw new Error(`Invalid starter content ${file}:\n${lines.join('\n')}`);
}

function filesOf(dir: string, ext: string): string[] {
  return readdirSync(path.join(CONTENT_DIR, dir))
    .filter((f) => f.endsWith(ext))
    .sort();
}

/** The template trips, by key (file name without .json), in the order of their dates. */
export function loadTemplateTrips(): Array<TemplateTripFile & { key: string }> {
  const trips = filesOf('trips', '.json').map((f) => {
    const file = `trips/${f}`;
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(path.join(CONTENT_DIR, file), 'utf8'));
    } catch (err) {
      throw new Error(`Invalid starter content ${file}: ${(err as Error).message}`, { cause: err });
    }
    return { key: f.replace(/\.json$/, ''), ...check(TemplateTripFile, raw, file) };
  });
  return trips.sort((a, b) => a.start_date.localeCompare(b.start_date) || a.key.localeCompare(b.key));
}

/** The blog posts, by slug (file name without .md), oldest first. */
export function loadBlogPosts(): StarterPost[] {
  const posts = filesOf('blog', '.md').map((f): StarterPost => {
    const file = `blog/${f}`;
    const slug = f.replace(/\.md$/, '');
    if (!BLOG_SLUG_PATTERN.test(slug)) throw new Error(`Invalid starter content ${file}: the file name must be a slug`);
    const { data, body } = parseFrontMatter(readFileSync(path.join(CONTENT_DIR, file), 'utf8'), file);
    if (!body) throw new Error(`Invalid starter content ${file}: the post has no text`);
    return { slug, ...check(BlogPostFrontMatter, data, file), content: body, reading_time: readingTime(body) };
  });
  return posts.sort((a, b) => a.published_at.localeCompare(b.published_at) || a.slug.localeCompare(b.slug));
}
