import { useMemo } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { LazyMap } from '#web/components/map/lazy-map';
import { formatDate } from '#shared/domain/dates';
import type { Day } from '#shared/domain/itinerary';
import { dayStops, tripStops } from '#shared/domain/distances';

/** A small map of the selected day's chosen places, in slot order (issue 9 §1). */
export function DayMap({ days, selectedDayId }: { days: Day[]; selectedDayId: string | null }) {
  const index = Math.max(0, days.findIndex((d) => d.id === selectedDayId));
  const day = days[index];
  const stops = useMemo(() => dayStops(day), [day]);
  const all = useMemo(() => tripStops(days), [days]);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-xl">
          {day ? `Day ${index + 1} map` : 'Map'}
        </CardTitle>
        <CardDescription>
          {day ? `${day.title || 'Untitled day'}${day.date ? ` · ${formatDate(day.date)}` : ''} · the chosen places in order` : 'Add a day to see its places.'}
        </CardDescription>
      </CardHeader>
      {day && (
        <CardContent>
          {stops.length ? (
            <LazyMap stops={stops} fullItinerary={all} title={`Day ${index + 1} map`} className="h-64" />
          ) : (
            <p className="rounded-md border border-dashed border-border p-6 text-center text-sm text-muted">No place chosen for this day yet.</p>
          )}
        </CardContent>
      )}
    </Card>
  );
}
