import { isPublicPageId, publicPages, type PublicPageState } from './public-pages';
import './styles.css';

/**
 * Browser entry of the server-rendered public pages (home, blog, post, not
 * found). The server's HTML is the page: this entry is tiny and lets the
 * browser paint it first, then loads React, the page's chunk and hydrates
 * (src/web/public-hydrate.tsx). No router: links are plain page loads
 * (ADR 003). The signed-in app is src/web/main.tsx.
 *
 * Why after the first paint (issue 13 §13): on a phone the stylesheet, the
 * fonts and the hero image then have the connection to themselves, and the
 * largest paint no longer waits for ~100 kB of script the page does not need
 * to be read.
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

/** Resolves once the browser has painted the server's HTML (the next frame, then a task). */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

async function hydrate(state: PublicPageState) {
  await afterFirstPaint();
  const [{ hydratePage }, Page] = await Promise.all([import('./public-hydrate'), publicPages[state.page].load()]);
  hydratePage(state, Page);
}

const state = readPageState();
if (state) void hydrate(state);
else console.error('This page has no hydration data (#__rr_data): it stays static.');
