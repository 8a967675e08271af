import { PageLink } from '#web/components/page-link';
import { ArrowRight } from 'lucide-react';
import { buttonClasses } from '#web/components/ui/button';
import type { BlogCard } from '#shared/contracts/blog';
import { LatestPosts } from '#web/features/blog';
import { HomeSection, SectionHeading } from './section-heading';
import { paths } from '#web/lib/paths';

/** #blog: the three latest published posts (spec §2 Home, §7 blog_posts). */
export function BlogSection({ posts }: { posts: BlogCard[] }) {
  return (
    <HomeSection id="blog">
      <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <SectionHeading
          id="blog-title"
          eyebrow="From the journal"
          title="Notes from the road"
          lead="Our specialists write about the places they love, in French: hidden addresses, the right season, the perfect itinerary."
        />
        <PageLink href={paths.blog()} className={buttonClasses('secondary', 'md', 'group shrink-0 self-start md:self-end')}>
          Read the blog
          <ArrowRight aria-hidden className="transition-transform group-hover:translate-x-0.5" />
        </PageLink>
      </div>
      <div className="mt-12">
        {posts.length ? (
          <LatestPosts posts={posts} />
        ) : (
          <p className="rounded-xl border border-dashed border-border px-6 py-12 text-center text-muted">
            New stories are on their way. In the meantime, <PageLink href={paths.blog()} className="text-accent underline underline-offset-4">visit the blog</PageLink>.
          </p>
        )}
      </div>
    </HomeSection>
  );
}
