import { PageLink } from '#web/components/page-link';
import { usePageData } from '#web/lib/page-data';
import type { ReactNode } from 'react';
import { ArrowLeft, ArrowRight, CalendarDays, Clock, Eye, type LucideIcon } from 'lucide-react';
import type { BlogPostResponse } from '#shared/contracts/blog';
import { frenchSpacing } from '#shared/domain/french-typography';
import { Badge } from '#web/components/ui/badge';
import { BLOG_CTA_TITLE, frenchDate, readingTimeLabel, viewsLabel } from '#web/features/blog/format';
import { BlogShell } from './blog-shell';
import { PostCard, PostImage } from './post-card';
import { ShareButton } from './share-button';
import { paths } from '#web/lib/paths';

/** Typography of the sanitised post HTML (p, h2, h3, lists, links, quotes, images). */
const prose =
  'text-[1.0625rem] leading-8 text-foreground/90 ' +
  '[&_p]:my-6 [&_h2]:mt-14 [&_h2]:mb-5 [&_h2]:font-display [&_h2]:text-3xl [&_h2]:font-semibold [&_h2]:text-foreground sm:[&_h2]:text-[2.125rem] ' +
  '[&_h3]:mt-10 [&_h3]:mb-4 [&_h3]:font-display [&_h3]:text-2xl [&_h3]:text-foreground ' +
  '[&_ul]:my-6 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-2.5 [&_li]:pl-1.5 [&_li::marker]:text-accent-decor ' +
  '[&_strong]:font-semibold [&_strong]:text-foreground [&_a]:text-accent [&_a]:underline [&_a]:underline-offset-4 ' +
  '[&_blockquote]:my-8 [&_blockquote]:border-l-2 [&_blockquote]:border-accent-decor [&_blockquote]:pl-6 [&_blockquote]:font-display [&_blockquote]:text-2xl [&_blockquote]:italic ' +
  '[&_img]:my-10 [&_img]:h-auto [&_img]:w-full [&_img]:rounded-lg ' +
  '[&>p:first-child]:text-xl [&>p:first-child]:leading-9 [&>p:first-child]:text-foreground';

/** One fact of the article's byline (date, reading time, views) after its icon. */
function MetaItem({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-2">
      <Icon className="size-4 text-accent" aria-hidden />
      {children}
    </span>
  );
}

/** The /blog/:slug page (lazy chunk); a new post is a new page (fresh share state). */
export function PostRoute() {
  const data = usePageData<BlogPostResponse>();
  return <PostPage key={data.post.id} data={data} />;
}

/** /blog/{slug} (spec §2 Blog): the article, its tags, the call to action and 'Articles similaires'. */
export function PostPage({ data }: { data: BlogPostResponse }) {
  const { post, related } = data;
  return (
    <BlogShell>
      <main>
        <article>
          <header className="mx-auto max-w-3xl px-5 pt-10 sm:px-8 sm:pt-14">
            <PageLink
              href={paths.blog()}
              className="inline-flex items-center gap-2 rounded-sm text-sm text-muted transition-colors hover:text-foreground"
            >
              <ArrowLeft className="size-4" aria-hidden />
              Retour au blog
            </PageLink>
            <div className="mt-10">
              <Badge tone="gold">{post.category}</Badge>
            </div>
            <h1 className="mt-5 font-display text-4xl leading-[1.08] font-medium sm:text-[3.4rem]">{frenchSpacing(post.title)}</h1>
            <p className="mt-5 text-lg leading-relaxed text-muted">{frenchSpacing(post.excerpt)}</p>
            <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3 border-y border-border py-4 text-sm text-muted">
              <MetaItem icon={CalendarDays}>
                <time dateTime={post.published_at}>{frenchDate(post.published_at)}</time>
              </MetaItem>
              <MetaItem icon={Clock}>{readingTimeLabel(post.reading_time)}</MetaItem>
              <MetaItem icon={Eye}>{viewsLabel(post.views)}</MetaItem>
              <div className="sm:ml-auto">
                <ShareButton title={post.title} text={post.excerpt} />
              </div>
            </div>
          </header>

          <figure className="mx-auto mt-10 max-w-5xl px-5 sm:px-8">
            <PostImage
              src={post.featured_image}
              alt={post.featured_image_alt}
              eager
              className="aspect-[1200/630] w-full rounded-lg shadow-sm shadow-ink/10"
            />
          </figure>

          <div className={`mx-auto mt-12 max-w-3xl px-5 sm:px-8 ${prose}`} dangerouslySetInnerHTML={{ __html: post.content }} />

          {post.tags.length ? (
            <footer className="mx-auto mt-12 max-w-3xl px-5 sm:px-8">
              <h2 className="sr-only">Mots-clés</h2>
              <ul className="flex flex-wrap gap-2">
                {post.tags.map((tag) => (
                  <li key={tag} className="rounded-full border border-border bg-surface px-3 py-1 text-sm text-muted">
                    #{tag}
                  </li>
                ))}
              </ul>
            </footer>
          ) : null}
        </article>

        <section aria-labelledby="cta-title" className="mx-auto mt-16 max-w-5xl px-5 sm:px-8">
          <div className="relative overflow-hidden rounded-xl bg-ink px-6 py-14 text-center text-ivory-100 sm:px-12 dark:bg-surface-muted">
            <div aria-hidden className="absolute inset-x-0 top-0 h-px bg-linear-to-r from-transparent via-gold-400 to-transparent" />
            <p className="text-xs font-medium tracking-[0.28em] text-gold-300 uppercase">Maison Voyage</p>
            <h2 id="cta-title" className="mt-4 font-display text-3xl font-medium text-ivory-50 sm:text-4xl">
              {BLOG_CTA_TITLE}
            </h2>
            <p className="mx-auto mt-4 max-w-xl text-ivory-300">
              Nos spécialistes composent chaque séjour sur mesure, à Paris, à Rome et partout en Italie.
            </p>
            <PageLink
              href={paths.home()}
              className="mt-8 inline-flex h-12 items-center justify-center gap-2 rounded-md bg-gold-400 px-7 text-base font-medium tracking-wide text-ink shadow-sm transition-colors hover:bg-gold-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300 [&_svg]:size-5"
            >
              Planifier mon voyage
              <ArrowRight aria-hidden />
            </PageLink>
          </div>
        </section>

        {related.length ? (
          <section aria-labelledby="related-title" className="mx-auto max-w-6xl px-5 py-16 sm:px-8 sm:py-20">
            <h2 id="related-title" className="font-display text-3xl font-medium sm:text-4xl">
              Articles similaires
            </h2>
            <div className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((p) => (
                <PostCard key={p.id} post={p} heading="h3" />
              ))}
            </div>
          </section>
        ) : (
          <div className="h-16" />
        )}
      </main>
    </BlogShell>
  );
}
