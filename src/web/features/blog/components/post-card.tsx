import { PageLink } from '#web/components/page-link';
import { Clock } from 'lucide-react';
import type { BlogCard, RelatedPost } from '#shared/contracts/blog';
import { frenchSpacing } from '#shared/domain/french-typography';
import { Badge } from '#web/components/ui/badge';
import { frenchDate, readingTimeLabel } from '#web/features/blog/format';
import { paths } from '#web/lib/paths';

/**
 * Tags shown on a card (spec §9; BLOG_CARD_TAGS in shared/domain/constants.ts). Not imported:
 * that module is shared with the signed-in areas and would ride along in the public bundle.
 */
const CARD_TAGS = 3;

/** The featured image of a post, or a quiet tinted panel when it has none. */
export function PostImage({
  src,
  alt,
  className,
  eager = false,
}: {
  src: string | null;
  alt: string | null;
  className?: string;
  eager?: boolean;
}) {
  if (!src) return <div aria-hidden className={`bg-linear-to-br from-accent-soft to-surface-muted ${className ?? ''}`} />;
  return (
    <img
      src={src}
      alt={alt ?? ''}
      width={1200}
      height={630}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      className={`bg-surface-muted object-cover ${className ?? ''}`}
    />
  );
}

/**
 * A card of /blog and of 'Articles similaires': featured image, category,
 * French long date, reading time, title, excerpt and up to 3 tags; the whole
 * card opens /blog/{slug}.
 */
export function PostCard({
  post,
  heading: Heading = 'h2',
  eager = false,
}: {
  post: BlogCard | RelatedPost;
  heading?: 'h2' | 'h3';
  eager?: boolean;
}) {
  const tags = 'tags' in post ? post.tags.slice(0, CARD_TAGS) : [];
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-lg border border-border bg-surface shadow-sm shadow-ink/5 transition duration-300 hover:-translate-y-0.5 hover:border-accent-decor/50 hover:shadow-lg hover:shadow-ink/10 focus-within:ring-2 focus-within:ring-ring">
      <div className="overflow-hidden">
        <PostImage
          src={post.featured_image}
          alt={post.featured_image_alt}
          eager={eager}
          className="aspect-[1200/630] w-full transition-transform duration-700 ease-out group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-muted">
          <Badge tone="gold">{post.category}</Badge>
          <time dateTime={post.published_at} className="whitespace-nowrap">
            {frenchDate(post.published_at)}
          </time>
          <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
            <Clock className="size-3.5 text-accent" aria-hidden />
            {readingTimeLabel(post.reading_time)}
          </span>
        </div>
        <Heading className="font-display text-2xl leading-snug font-semibold text-foreground">
          <PageLink
            href={paths.blogPost(post.slug)}
            className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-accent"
          >
            {frenchSpacing(post.title)}
          </PageLink>
        </Heading>
        <p className="line-clamp-3 text-sm leading-relaxed text-muted">{frenchSpacing(post.excerpt)}</p>
        {tags.length ? (
          <ul aria-label="Mots-clés" className="mt-auto flex flex-wrap gap-2 pt-2">
            {tags.map((tag) => (
              <li key={tag} className="rounded-full border border-border px-2.5 py-0.5 text-xs text-muted">
                #{tag}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
