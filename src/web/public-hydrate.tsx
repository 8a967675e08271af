import { StrictMode, startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PageDataProvider } from './lib/page-data';
import type { PublicPageState } from './public-pages';

/**
 * Hydrates a server-rendered public page: the same tree the server rendered
 * (src/web/entry-server.tsx), so useId and the markup match. Loaded by
 * src/web/public-main.tsx once the page has painted (ADR 003, issue 13 §13).
 *
 * In a transition, so React hydrates in short slices and the main thread stays
 * free for the reader's first taps and scrolls (React replays a click that
 * lands on a part not hydrated yet).
 */
export function hydratePage(state: PublicPageState, Page: ComponentType) {
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <PageDataProvider value={state.data}>
          <Page />
        </PageDataProvider>
      </StrictMode>,
    );
  });
}
