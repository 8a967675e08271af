import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PageDataProvider } from './lib/page-data';
import { isPublicPageId, publicPages, type PublicPageState } from './public-pages';
import './styles.css';

/**
 * Browser entry of the server-rendered public pages (home, blog, post, not
 * found): reads the page's JSON, loads that page's chunk, then hydrates the
 * same tree the server rendered (src/web/entry-server.tsx). No router: links
 * are plain page loads (ADR 003). The signed-in app is src/web/main.tsx.
 */
function readPageState(): PublicPageState | undefined {
  const text = document.getElementById('__rr_data')?.textContent;
  if (!text) return undefined;
  try {
    const state = JSON.parse(text) as PublicPageState;
    return isPublicPageId(state?.page) ? state : undefined;
  } catch {
    return undefined;
  }
}

async function hydrate(state: PublicPageState) {
  const Page = await publicPages[state.page].load();
  hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      <PageDataProvider value={state.data}>
        <Page />
      </PageDataProvider>
    </StrictMode>,
  );
}

const state = readPageState();
if (state) void hydrate(state);
else console.error('This page has no hydration data (#__rr_data): it stays static.');
