import { Suspense, use, useCallback, useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { PageLink } from '#web/components/page-link';
import { usePageData } from '#web/lib/page-data';
import { ArrowLeft, Search } from 'lucide-react';
import type { BlogCard } from '#shared/contracts/blog';
import {
  ALL_CATEGORIES,
  blogCategories,
  blogFiltersHref,
  filterBlogPosts,
  foundCountLabel,
  knownCategory,
  parseBlogFilters,
  type BlogFilters,
} from '#shared/domain/blog-search';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { CardSkeleton } from '#web/components/ui/skeleton';
import { cn } from '#web/lib/cn';
import { loadBlogPostsResult, type BlogListData, type BlogListResult } from '#web/features/blog/api';
import { BLOG_DESCRIPTION } from '#web/features/blog/seo';
import { BlogShell } from './blog-shell';
import { PostCard } from './post-card';
import { paths } from '#web/lib/paths';

/** The /blog page (lazy chunk): its data comes from the page (server JSON or the router's loader). */
export function BlogListRoute() {
  return <BlogListPage data={usePageData<BlogListData>()} />;
}

/** /blog (spec §2 Blog): search, categories, count and the grid of published posts. */
export function BlogListPage({ data }: { data: BlogListData }) {
  return (
    <BlogShell>
      <main>
        <section className="border-b border-border/70 bg-surface/60">
          <div className="mx-auto max-w-6xl px-5 pt-10 pb-12 sm:px-8 sm:pt-14 sm:pb-16">
            <PageLink
              href={paths.home()}
              className="inline-flex items-center gap-2 rounded-sm text-sm text-muted transition-colors hover:text-foreground"
            >
              <ArrowLeft className="size-4" aria-hidden />
              Retour à l’accueil
            </PageLink>
            <p className="mt-10 flex items-center gap-3 text-xs font-medium tracking-[0.28em] text-accent uppercase">
              <span aria-hidden className="h-px w-8 bg-accent-decor" />
              Le journal de Maison Voyage
            </p>
            <h1 className="mt-4 font-display text-5xl font-medium sm:text-6xl">Blog Voyage</h1>
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-muted">{BLOG_DESCRIPTION}</p>
          </div>
        </section>
        <div className="mx-auto max-w-6xl px-5 py-12 sm:px-8 sm:py-16">
          {Array.isArray(data.posts) ? (
            <PostBrowser posts={data.posts} filters={data.filters} />
          ) : (
            <PendingPosts initial={data.posts} filters={data.filters} />
          )}
        </div>
      </main>
    </BlogShell>
  );
}

/** Browser navigation: the posts arrive after the page, with a loading and an error state. */
function PendingPosts({ initial, filters }: { initial: Promise<BlogListResult>; filters: BlogFilters }) {
  const [retried, setRetried] = useState<{ of: Promise<BlogListResult>; promise: Promise<BlogListResult> } | null>(null);
  const promise = retried?.of === initial ? retried.promise : initial;
  return (
    <Suspense fallback={<LoadingPosts />}>
      <ResolvedPosts
        promise={promise}
        filters={filters}
        retry={() => setRetried({ of: initial, promise: loadBlogPostsResult() })}
      />
    </Suspense>
  );
}

function ResolvedPosts({
  promise,
  filters,
  retry,
}: {
  promise: Promise<BlogListResult>;
  filters: BlogFilters;
  retry: () => void;
}) {
  const result = use(promise);
  if ('posts' in result) return <PostBrowser posts={result.posts} filters={filters} />;
  return (
    <div role="alert" className="flex flex-col items-center gap-4 rounded-lg border border-border bg-surface px-6 py-14 text-center">
      <p className="font-display text-2xl font-semibold">Impossible de charger les articles</p>
      <p className="max-w-md text-sm text-muted">Vérifiez votre connexion puis réessayez.</p>
      <Button variant="secondary" onClick={retry}>
        Réessayer
      </Button>
    </div>
  );
}

function LoadingPosts() {
  return (
    <div>
      <p role="status" className="flex items-center gap-3 text-sm text-muted">
        <Spinner className="text-accent" />
        Chargement des articles...
      </p>
      <div className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <CardSkeleton key={i} picture="aspect-[1200/630]" lines={['h-4 w-1/2', 'h-7 w-5/6', 'h-4 w-full', 'h-4 w-2/3']} />
        ))}
      </div>
    </div>
  );
}

const pill =
  'inline-flex h-9 items-center rounded-full border px-4 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** How long typing pauses before the address takes the search (history.replaceState). */
const ADDRESS_DEBOUNCE_MS = 300;

const currentHref = () => `${window.location.pathname}${window.location.search}`;

/**
 * The filters live in the address (issue 13 §10): typing replaces the current
 * history entry once it pauses, choosing a category adds an entry, and back or
 * forward brings the filters of that entry back. The server renders the same
 * filtered list from the address, so a filtered list can be shared or reloaded.
 */
function useFiltersInAddress(filters: BlogFilters, categories: string[]) {
  const [query, setQuery] = useState(filters.query);
  const [category, setCategory] = useState(() => knownCategory(filters.category, categories));

  useEffect(() => {
    const timer = setTimeout(() => {
      const href = blogFiltersHref({ query, category }, window.location.pathname);
      if (href !== currentHref()) window.history.replaceState(window.history.state, '', href);
    }, ADDRESS_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, category]);

  useEffect(() => {
    const restore = () => {
      const next = parseBlogFilters(window.location.search, categories);
      setQuery(next.query);
      setCategory(next.category);
    };
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
  }, [categories]);

  /** A new history entry with these filters (a category chosen, or every filter cleared). */
  const go = useCallback(
    (next: BlogFilters) => {
      if (next.query === query && next.category === category) return;
      const { pathname } = window.location;
      // The entry being left keeps the search typed so far.
      window.history.replaceState(window.history.state, '', blogFiltersHref({ query, category }, pathname));
      window.history.pushState(window.history.state, '', blogFiltersHref(next, pathname));
      setQuery(next.query);
      setCategory(next.category);
    },
    [query, category],
  );

  return {
    query,
    setQuery,
    category,
    chooseCategory: (next: string) => go({ query, category: next }),
    clear: () => go({ query: '', category: ALL_CATEGORIES }),
  };
}

/** Search over title, excerpt and tags, one button per category, the count and the grid. */
function PostBrowser({ posts, filters }: { posts: BlogCard[]; filters: BlogFilters }) {
  const categories = useMemo(() => blogCategories(posts), [posts]);
  const { query, setQuery, category, chooseCategory, clear } = useFiltersInAddress(filters, categories);
  const deferredQuery = useDeferredValue(query);
  const shown = useMemo(() => filterBlogPosts(posts, { query: deferredQuery, category }), [posts, deferredQuery, category]);
  const searchId = useId();

  return (
    <>
      <div className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="relative w-full lg:max-w-sm">
          <label htmlFor={searchId} className="sr-only">
            Rechercher un article
          </label>
          <Search className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted" aria-hidden />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Rechercher un article..."
            autoComplete="off"
            className="h-11 w-full rounded-full border border-border-strong bg-surface pr-4 pl-10 text-base text-foreground transition-colors placeholder:text-muted hover:border-foreground/60 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring sm:text-sm"
          />
        </div>
        <div role="group" aria-label="Catégories" className="flex flex-wrap gap-2">
          {[ALL_CATEGORIES, ...categories].map((c) => (
            <button
              key={c}
              type="button"
              aria-pressed={category === c}
              onClick={() => chooseCategory(c)}
              className={cn(
                pill,
                category === c
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border-strong/60 bg-surface text-foreground hover:border-accent hover:bg-surface-muted',
              )}
            >
              {c}
            </button>
          ))}
        </div>
      </div>

      <p role="status" className="mt-8 text-sm text-muted">
        {foundCountLabel(shown.length)}
      </p>

      {shown.length ? (
        <div className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((post, i) => (
            <PostCard key={post.id} post={post} eager={i < 3} />
          ))}
        </div>
      ) : (
        <div className="mt-6 flex flex-col items-center gap-3 rounded-lg border border-dashed border-border px-6 py-16 text-center">
          <Search className="size-6 text-accent" aria-hidden />
          <p className="font-display text-2xl font-semibold">Aucun article trouvé</p>
          {query || category !== ALL_CATEGORIES ? (
            <Button
              variant="link"
              onClick={clear}
            >
              Voir tous les articles
            </Button>
          ) : null}
        </div>
      )}
    </>
  );
}
