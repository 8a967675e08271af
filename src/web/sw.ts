/**
 * The service worker (ADR 033), built by vite-plugin-pwa (injectManifest) into dist/client/sw.js.
 * - Precaches the app's JavaScript, styles, fonts and icons (the list Workbox injects at build).
 * - A client's screens (/account, /itinerary, ...) and a client's own answers (their trips, days,
 *   itinerary PDF, session) are network first, kept for a visit with no network. An answer is
 *   kept only when the server marked it for a client (OFFLINE_HEADER): staff's never are, and
 *   /backoffice pages and staff APIs are not even routed here.
 * - The public basemap is kept as it is fetched (versioned tiles: cache first).
 * - When the network fails and a kept answer is served, the page is told ('mv-offline'), for the
 *   'Offline – last updated' line. Signing out deletes the kept trip data (clearTripData).
 */
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { CLIENT_PAGES, MAP_CACHE, OFFLINE_HEADER, PAGES_CACHE, TRIP_DATA_CACHE, isClientRead } from '#web/lib/offline';

/** The parts of the worker's global scope used here (the app's TypeScript program has the DOM's types, not the worker's). */
interface WorkerScope {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  location: Location;
  clients: { get(id: string): Promise<{ postMessage(m: unknown): void } | undefined>; claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', fn: (e: { waitUntil(p: Promise<unknown>): void }) => void): void;
}
const sw = self as unknown as WorkerScope;

// Written as `self.__WB_MANIFEST`, the place Workbox injects the precache list at build.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);
cleanupOutdatedCaches();
sw.addEventListener('install', () => void sw.skipWaiting());
sw.addEventListener('activate', (e) => e.waitUntil(sw.clients.claim()));

const sameOrigin = (url: URL) => url.origin === sw.location.origin;

/** Keeps only a complete answer the server marked for a client. */
const onlyClientAnswers: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 && response.headers.get(OFFLINE_HEADER) === 'client' ? response : null),
};

/** Tells the page that asked that the network failed (it shows the 'Offline' line). */
const tellOffline: WorkboxPlugin = {
  fetchDidFail: async ({ event }) => {
    const clientId = (event as unknown as { clientId?: string; resultingClientId?: string } | undefined)?.clientId;
    if (!clientId) return;
    const client = await sw.clients.get(clientId);
    client?.postMessage({ type: 'mv-offline' });
  },
};

registerRoute(
  ({ url, request }) => request.method === 'GET' && sameOrigin(url) && isClientRead(url.pathname),
  new NetworkFirst({ cacheName: TRIP_DATA_CACHE, networkTimeoutSeconds: 8, plugins: [onlyClientAnswers, tellOffline] }),
);

registerRoute(
  ({ url, request }) => request.mode === 'navigate' && sameOrigin(url) && CLIENT_PAGES.test(url.pathname),
  // One shell serves every address of a screen (?tripId=...&day=3): the screens render in the browser.
  new NetworkFirst({ cacheName: PAGES_CACHE, networkTimeoutSeconds: 8, matchOptions: { ignoreSearch: true } }),
);

registerRoute(
  ({ url, request }) => request.method === 'GET' && sameOrigin(url) && url.pathname === '/api/map/config',
  new NetworkFirst({ cacheName: MAP_CACHE, networkTimeoutSeconds: 8 }),
);
registerRoute(
  ({ url, request }) => request.method === 'GET' && sameOrigin(url) && /^\/api\/map\/(tiles|labels)\//.test(url.pathname),
  new CacheFirst({ cacheName: MAP_CACHE }),
);
