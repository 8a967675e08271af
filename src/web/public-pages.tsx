import type { ComponentType } from 'react';

/**
 * The public pages (ADR 003, "islands"): server-rendered, then hydrated in the
 * browser by src/web/public-main.tsx WITHOUT React Router, which keeps their
 * JavaScript inside the budget (scripts/size-budget.mjs). A page reads its
 * data with usePageData() and links with <PageLink>; it imports nothing from
 * 'react-router'.
 *
 * Keys are the ids of their routes in src/web/app/routes.tsx (the routes keep
 * the loaders, redirects, status and head), plus 'error' for a loader failure.
 * Each page is its own chunk, loaded with React once the server's HTML has
 * painted (src/web/public-main.tsx); `module` names it in the build manifest
 * (scripts/size-budget.mjs counts it with the entry).
 */
export interface PublicPage {
  /** Source file of the page's module (a key of dist/client/.vite/manifest.json). */
  module: string;
  load(): Promise<ComponentType>;
}

export const publicPages = {
  home: {
    module: 'src/web/features/home/components/home-page.tsx',
    load: () => import('./features/home/components/home-page').then((m) => m.HomePage),
  },
  blog: {
    module: 'src/web/features/blog/components/blog-list-page.tsx',
    load: () => import('./features/blog/components/blog-list-page').then((m) => m.BlogListRoute),
  },
  'blog-post': {
    module: 'src/web/features/blog/components/post-page.tsx',
    load: () => import('./features/blog/components/post-page').then((m) => m.PostRoute),
  },
  'not-found': {
    module: 'src/web/routes/not-found.tsx',
    load: () => import('./routes/not-found').then((m) => m.NotFoundPage),
  },
  error: {
    module: 'src/web/routes/server-error.tsx',
    load: () => import('./routes/server-error').then((m) => m.ServerErrorPage),
  },
} satisfies Record<string, PublicPage>;

export type PublicPageId = keyof typeof publicPages;

export function isPublicPageId(id: unknown): id is PublicPageId {
  return typeof id === 'string' && Object.hasOwn(publicPages, id);
}

/** The JSON of a server-rendered public page (<script type="application/json" id="__rr_data">). */
export interface PublicPageState {
  page: PublicPageId;
  data?: unknown;
}
