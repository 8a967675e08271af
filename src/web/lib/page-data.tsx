import { createContext, use, type ReactNode } from 'react';

/**
 * The data of a server-rendered public page (its loader's result), without
 * React Router. Public pages hydrate as "islands" (src/web/public-main.tsx,
 * ADR 003): the server renders them inside <PageDataProvider value={data}> and
 * the browser hydrates the same tree from the page's JSON. When such a page is
 * opened inside the signed-in app's router instead, its route wraps it in a
 * provider fed by useLoaderData() (src/web/routes/public/page-route.tsx).
 */
const PageDataContext = createContext<unknown>(undefined);

export function PageDataProvider({ value, children }: { value: unknown; children: ReactNode }) {
  return <PageDataContext value={value}>{children}</PageDataContext>;
}

/** The current public page's data (what its loader returned). */
export function usePageData<T>(): T {
  return use(PageDataContext) as T;
}
