import { Suspense, useEffect } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { useLoaderData, useNavigate } from 'react-router';
import type { RouteHandle } from '../../lib/head';
import { originOf } from '../../lib/public-data';
import { loadLatestPosts, type BlogCard } from '../../features/blog/api';
import { QuestionnaireProvider } from '../../features/questionnaire/launcher';
import { SiteHeader } from '../../features/home/components/site-header';
import { Hero } from '../../features/home/components/hero';
import { Methodology } from '../../features/home/components/methodology';
import { Packages } from '../../features/home/components/packages';
import { Services } from '../../features/home/components/services';
import { WhoWeAre } from '../../features/home/components/who-we-are';
import { BlogSection } from '../../features/home/components/blog-section';
import { Contact } from '../../features/home/components/contact';
import { SiteFooter } from '../../features/home/components/site-footer';
import { hashRedirect, RESET_USER_TYPE_KEY } from '../../features/home/recovery-redirect';

interface HomeData {
  posts: BlogCard[];
  /** The configured public origin (PUBLIC_URL) when rendered by the server. */
  siteOrigin: string;
}

async function loader({ context }: LoaderFunctionArgs): Promise<HomeData> {
  let posts: BlogCard[] = [];
  try {
    posts = await loadLatestPosts(context);
  } catch {
    // The journal is a bonus on this page: without it the page still renders.
  }
  return { posts, siteOrigin: originOf(context) };
}

/** Spec §2 Home: recovery links landing on / go to the reset screens, keeping the hash. */
function useHashRedirect(siteOrigin: string) {
  const navigate = useNavigate();
  useEffect(() => {
    let resetUserType: string | null = null;
    try {
      resetUserType = localStorage.getItem(RESET_USER_TYPE_KEY);
    } catch {
      /* storage unavailable */
    }
    const { hostname, pathname, search, hash } = window.location;
    const target = hashRedirect({ hostname, pathname, search, hash, resetUserType, siteOrigin });
    if (!target) return;
    if (target.kind === 'internal') void navigate(target.to, { replace: true });
    else window.location.replace(target.href);
  }, [navigate, siteOrigin]);
}

function HomePage() {
  const { posts, siteOrigin } = useLoaderData() as HomeData;
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

/** 1200x630 raster of the hero panorama, for link previews (social networks do not read SVG). */
const SHARE_IMAGE = '/images/packages/home-og.jpg';

const DESCRIPTION =
  'Tailor-made luxury journeys to Paris, Rome and Italy. Palace hotels, private access and a 24/7 concierge, composed by specialists. Plan your trip in three steps.';

const handle: RouteHandle = {
  ssr: true,
  head: (_data, { origin }) => ({
    title: 'Maison Voyage · Luxury trips to Paris, Rome and Italy',
    description: DESCRIPTION,
    canonical: '/',
    image: SHARE_IMAGE,
    type: 'website',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'TravelAgency',
      name: 'Maison Voyage',
      url: `${origin}/`,
      description: DESCRIPTION,
      image: `${origin}${SHARE_IMAGE}`,
      logo: `${origin}/images/logo-mark.svg`,
      slogan: 'Journeys to Paris, Rome and Italy, composed around you',
      priceRange: '€€€€',
      currenciesAccepted: 'EUR',
      foundingDate: '2009',
      areaServed: [
        { '@type': 'City', name: 'Paris' },
        { '@type': 'City', name: 'Rome' },
        { '@type': 'Country', name: 'Italy' },
      ],
      knowsAbout: ['Luxury travel', 'Paris', 'Rome', 'Italy', 'Tailor-made itineraries'],
      potentialAction: {
        '@type': 'CommunicateAction',
        name: 'Plan My Trip',
        target: `${origin}/#contact`,
      },
    },
  }),
};

export const homeRoute: Pick<RouteObject, 'Component' | 'loader' | 'handle'> = { Component: HomePage, loader, handle };
