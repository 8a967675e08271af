import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { RouteHandle } from '#web/lib/head';
import { originOf } from '#web/lib/public-data';
import type { BlogCard } from '#web/features/blog/api';
import { loadLatestPosts } from '#web/features/blog/loaders';
import type { HomeData } from '#web/features/home/components/home-page';
import { pageRoute } from './page-route';
import { paths } from '#web/lib/paths';
import { shareImage } from '#shared/domain/share-image';
import { HERO_IMAGE } from '#web/features/home/hero-image';

async function loader({ context }: LoaderFunctionArgs): Promise<HomeData> {
  let posts: BlogCard[] = [];
  try {
    posts = await loadLatestPosts(context);
  } catch {
    // The journal is a bonus on this page: without it the page still renders.
  }
  return { posts, siteOrigin: originOf(context) };
}

/** The hero panorama: link previews get its 1200x630 PNG, made by `npm run build` (issue 13 §5). */
const SHARE_IMAGE = HERO_IMAGE;
const SHARE_IMAGE_ALT = 'Paris and Rome side by side at golden hour';

const DESCRIPTION =
  'Tailor-made luxury journeys to Paris, Rome and Italy. Palace hotels, private access and a 24/7 concierge, composed by specialists. Plan your trip in three steps.';

const handle: RouteHandle = {
  ssr: true,
  head: (_data, { origin }) => ({
    title: 'Maison Voyage · Luxury trips to Paris, Rome and Italy',
    description: DESCRIPTION,
    canonical: paths.home(),
    image: SHARE_IMAGE,
    imageAlt: SHARE_IMAGE_ALT,
    type: 'website',
    // An Organization, not a TravelAgency: a local business needs a street address and a telephone
    // (Google's local-business rules) that the agency does not publish; it is reached online.
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Maison Voyage',
      url: `${origin}/`,
      description: DESCRIPTION,
      image: `${origin}${shareImage(SHARE_IMAGE).url}`,
      logo: `${origin}/images/logo-mark.svg`,
      slogan: 'Journeys to Paris, Rome and Italy, composed around you',
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

/** The page (HomePage, see public-pages.tsx) is its own chunk; this route gives it its loader and head. */
export const homeRoute: Pick<RouteObject, 'loader' | 'handle' | 'lazy'> = {
  loader,
  handle,
  lazy: { Component: async () => pageRoute((await import('#web/features/home/components/home-page')).HomePage) },
};
