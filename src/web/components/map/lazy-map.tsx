import { lazy, Suspense } from 'react';
import { Skeleton } from '#web/components/ui/skeleton';
import { cn } from '#web/lib/cn';
import type { TripMapProps } from './trip-map';

/**
 * The trip map, loaded on first render: Leaflet, its stylesheet and our basemap
 * code come in a chunk of their own, fetched only by the screens that show a map
 * (never part of the public pages' JavaScript: `npm run size`).
 */
const TripMap = lazy(() => import('./trip-map'));

export type { TripMapProps };
export type { MapStop } from './model';

export function LazyMap(props: TripMapProps) {
  return (
    <Suspense
      fallback={
        <div role="status" aria-label="Loading the map" className="flex flex-col gap-2">
          <Skeleton className={cn('w-full rounded-lg', props.className ?? 'h-[420px]')} />
        </div>
      }
    >
      <TripMap {...props} />
    </Suspense>
  );
}
