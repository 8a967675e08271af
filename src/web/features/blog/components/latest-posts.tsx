import { PageLink } from '#web/components/page-link';
import { ArrowRight } from 'lucide-react';
import type { BlogCard } from '#web/features/blog/api';
import { frenchSpacing } from '#shared/domain/french-typography';
import { englishDate } from '#web/features/blog/format';
import { PostImage } from './post-card';
import { paths } from '#web/lib/paths';

/**
 * The home page's #blog row: the latest posts as three cards in the English
 * site's style (English dates and labels), the French titles and excerpts
 * marked lang="fr".
 */
export function LatestPosts({ posts }: { posts: BlogCard[] }) {
  return (
    <ul className="grid gap-8 md:grid-cols-3">
      {posts.map((p) => (
        <li key={p.slug} className="flex">
          <article className="group relative flex w-full flex-col overflow-hidden rounded-lg border border-border bg-surface shadow-sm shadow-ink/5 transition duration-300 hover:-translate-y-0.5 hover:border-accent-decor/50 hover:shadow-lg hover:shadow-ink/10 focus-within:ring-2 focus-within:ring-ring">
            <div className="overflow-hidden">
              <PostImage
                src={p.featured_image}
                alt={p.featured_image_alt}
                className="aspect-[1200/630] w-full transition-transform duration-700 ease-out group-hover:scale-[1.03]"
              />
            </div>
            <div className="flex flex-1 flex-col p-6">
              <p className="flex flex-wrap items-center gap-x-2.5 text-xs tracking-[0.18em] text-accent uppercase">
                <span lang="fr">{p.category}</span>
                <span aria-hidden className="text-accent-decor">·</span>
                <time dateTime={p.published_at} className="tracking-normal normal-case text-muted">
                  {englishDate(p.published_at)}
                </time>
              </p>
              <h3 lang="fr" className="mt-3 font-display text-2xl leading-snug font-semibold text-foreground">
                <PageLink
                  href={paths.blogPost(p.slug)}
                  className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-accent"
                >
                  {frenchSpacing(p.title)}
                </PageLink>
              </h3>
              <p lang="fr" className="mt-3 line-clamp-3 text-sm leading-relaxed text-muted">
                {frenchSpacing(p.excerpt)}
              </p>
              <p className="mt-auto flex items-center justify-between gap-4 pt-6 text-sm">
                <span className="text-muted">{p.reading_time} min read</span>
                <span aria-hidden className="inline-flex items-center gap-1.5 font-medium text-accent">
                  Read the article
                  <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
                </span>
              </p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
