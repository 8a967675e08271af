import { Suspense, useEffect } from 'react';
import type { BlogCard } from '#shared/contracts/blog';
import { usePageData } from '#web/lib/page-data';
import { QuestionnaireProvider } from '#web/features/questionnaire';
import { RESET_USER_TYPE_KEY } from '#web/lib/reset-area';
import { hashRedirect } from '#web/features/home/recovery-redirect';
import { SiteHeader } from './site-header';
import { Hero } from './hero';
import { Methodology } from './methodology';
import { Packages } from './packages';
import { Services } from './services';
import { WhoWeAre } from './who-we-are';
import { BlogSection } from './blog-section';
import { Contact } from './contact';
import { SiteFooter } from './site-footer';

/** The home page's data (its loader is in src/web/routes/public/home.tsx). */
export interface HomeData {
  posts: BlogCard[];
  /** The configured public origin (PUBLIC_URL) when rendered by the server. */
  siteOrigin: string;
}

/**
 * Spec §2 Home: recovery links landing on / go to the reset screens, keeping
 * the hash. Those screens belong to the signed-in app, so this is a page load.
 */
function useHashRedirect(siteOrigin: string) {
  useEffect(() => {
    let resetUserType: string | null = null;
    try {
      resetUserType = localStorage.getItem(RESET_USER_TYPE_KEY);
    } catch {
      /* storage unavailable */
    }
    const { hostname, pathname, search, hash } = window.location;
    const target = hashRedirect({ hostname, pathname, search, hash, resetUserType, siteOrigin });
    if (target) window.location.replace(target.kind === 'internal' ? target.to : target.href);
  }, [siteOrigin]);
}

/** / (spec §2 Home), a public page: server-rendered, hydrated without the router (ADR 003). */
export function HomePage() {
  const { posts, siteOrigin } = usePageData<HomeData>();
  useHashRedirect(siteOrigin);
  return (
    <QuestionnaireProvider>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      {/*
        Each section is its own Suspense boundary: React hydrates server-rendered
        boundaries one by one and yields to the browser in between, so the page
        answers input at once instead of after one long hydration task.
      */}
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Suspense>
          <Hero />
        </Suspense>
        <Suspense>
          <Methodology />
        </Suspense>
        <Suspense>
          <Packages />
        </Suspense>
        <Suspense>
          <Services />
        </Suspense>
        <Suspense>
          <WhoWeAre />
        </Suspense>
        <Suspense>
          <BlogSection posts={posts} />
        </Suspense>
        <Suspense>
          <Contact />
        </Suspense>
      </main>
      <Suspense>
        <SiteFooter />
      </Suspense>
    </QuestionnaireProvider>
  );
}
