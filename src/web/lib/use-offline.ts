import { useEffect, useState } from 'react';
import { TRIP_DATA_CACHE } from '#web/lib/offline';

/**
 * Whether the network is gone (ADR 033): the browser says so (navigator.onLine), or the service
 * worker answered a request from its cache because the network failed ('mv-offline'). Back to
 * false when the browser reports the network again.
 */
export function useOffline(): boolean {
  const [offline, setOffline] = useState(() => typeof navigator !== 'undefined' && navigator.onLine === false);
  useEffect(() => {
    const on = () => setOffline(false);
    const off = () => setOffline(true);
    const fromWorker = (e: MessageEvent) => {
      if ((e.data as { type?: string } | null)?.type === 'mv-offline') setOffline(true);
    };
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    navigator.serviceWorker?.addEventListener('message', fromWorker);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
      navigator.serviceWorker?.removeEventListener('message', fromWorker);
    };
  }, []);
  return offline;
}

/** When the kept trip data last came from the server: the newest Date header in the cache, or null. */
export async function lastUpdated(): Promise<Date | null> {
  if (typeof caches === 'undefined') return null;
  const cache = await caches.open(TRIP_DATA_CACHE);
  let newest: Date | null = null;
  for (const request of await cache.keys()) {
    const date = (await cache.match(request))?.headers.get('date');
    const d = date ? new Date(date) : null;
    if (d && !Number.isNaN(d.getTime()) && (!newest || d > newest)) newest = d;
  }
  return newest;
}
