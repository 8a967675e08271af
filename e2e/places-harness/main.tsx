import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PlaceSearchBox } from '#web/features/places';
import type { GeocodeResult, PlaceResult } from '#shared/contracts/places';
import '#web/styles.css';

/**
 * The place search box as its three users hold it (issue 8 §1), built by e2e/places.spec.ts:
 * the hotel card ('<text> hotel' near the trip), the activity search panel (places near the
 * day) and a destination field (geocoding). The trip editor and the workspace that will hold
 * them are other screens; here each choice is printed below its box. ?theme=dark.
 */
const ROME = { lat: 41.9028, lng: 12.4964 };
const PARIS = { lat: 48.8566, lng: 2.3522 };

function Chosen({ id, value }: { id: string; value: string | null }) {
  return (
    <p data-testid={id} className="min-h-6 text-sm text-muted">
      {value ?? 'Nothing chosen yet'}
    </p>
  );
}

function Harness() {
  const [hotel, setHotel] = useState<PlaceResult | null>(null);
  const [activity, setActivity] = useState<PlaceResult | null>(null);
  const [destination, setDestination] = useState<GeocodeResult | null>(null);
  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-10 px-4 py-12 sm:px-6">
      <header>
        <p className="text-xs font-medium tracking-[0.2em] text-accent uppercase">Trip planning</p>
        <h1 className="font-display text-4xl font-semibold text-foreground">Place search</h1>
      </header>
      <section className="flex flex-col gap-2">
        <h2 className="font-display text-2xl">Hotel</h2>
        <PlaceSearchBox id="hotel" label="Hotel" showLabel querySuffix="hotel" location={ROME} placeholder="Search a hotel in Rome" onSelect={setHotel} />
        <Chosen id="hotel-chosen" value={hotel ? `${hotel.name} · ${hotel.address} · ${hotel.coordinates?.lat}, ${hotel.coordinates?.lng}` : null} />
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="font-display text-2xl">Search Activities</h2>
        <PlaceSearchBox id="activity" label="Activity" showLabel location={PARIS} placeholder="Search museums, restaurants, sights" onSelect={setActivity} />
        <Chosen id="activity-chosen" value={activity ? `${activity.name} · ${activity.city} · ${activity.costEur}` : null} />
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="font-display text-2xl">Destination</h2>
        <PlaceSearchBox id="destination" mode="geocode" fill="name" label="Destination" showLabel placeholder="Search a city or a town" onSelect={setDestination} />
        <Chosen id="destination-chosen" value={destination ? `${destination.formatted_address} · ${destination.location.lat}, ${destination.location.lng}` : null} />
      </section>
    </main>
  );
}

if (new URLSearchParams(location.search).get('theme') === 'dark') document.documentElement.classList.add('dark');
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Harness />
    </QueryClientProvider>
  </StrictMode>,
);
