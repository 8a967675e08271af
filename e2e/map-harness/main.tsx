import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LazyMap, type MapStop } from '#web/components/map/lazy-map';
import '#web/styles.css';

/**
 * A page with nothing but the trip map, built by e2e/map.spec.ts (the map has
 * no screen of its own yet): ?scene=paris|rome|italy&theme=dark.
 */
const SCENES: Record<string, { title: string; stops: MapStop[]; all?: MapStop[] }> = {
  paris: {
    title: 'Day 1 in Paris',
    stops: [
      { id: 'p1', name: 'Musée du Louvre', address: 'Rue de Rivoli, 75001 Paris', lat: 48.8606, lng: 2.3376 },
      { id: 'p2', name: 'Jardin des Tuileries', address: 'Place de la Concorde, 75001 Paris', lat: 48.8634, lng: 2.3275 },
      { id: 'p3', name: 'Le Grand Véfour', address: '17 Rue de Beaujolais, 75001 Paris', lat: 48.8655, lng: 2.3381 },
      { id: 'p4', name: 'Sainte-Chapelle', address: '10 Boulevard du Palais, 75001 Paris', lat: 48.8554, lng: 2.345 },
      { id: 'p5', name: 'A private atelier visit', address: 'To be confirmed', lat: 0, lng: 0 },
      { id: 'p6', name: 'Musée d’Orsay', address: "1 Rue de la Légion d'Honneur, 75007 Paris", lat: 48.86, lng: 2.3266 },
    ],
  },
  rome: {
    title: 'Day 2 in Rome',
    stops: [
      { id: 'r1', name: 'Colosseo', address: 'Piazza del Colosseo, 1, 00184 Roma RM', lat: 41.8902, lng: 12.4922 },
      { id: 'r2', name: 'Foro Romano', address: 'Via della Salara Vecchia, 5/6, 00186 Roma RM', lat: 41.8925, lng: 12.4853 },
      { id: 'r3', name: 'Pantheon', address: 'Piazza della Rotonda, 00186 Roma RM', lat: 41.8986, lng: 12.4769 },
      { id: 'r4', name: 'Piazza Navona', address: 'Piazza Navona, 00186 Roma RM', lat: 41.8992, lng: 12.4731 },
      { id: 'r5', name: 'Fontana di Trevi', address: 'Piazza di Trevi, 00187 Roma RM', lat: 41.9009, lng: 12.4833 },
    ],
  },
  'rome-close': {
    title: 'Day 3 in Rome',
    stops: [
      { id: 'c1', name: 'Pantheon', address: 'Piazza della Rotonda, 00186 Roma RM', lat: 41.8986, lng: 12.4769 },
      { id: 'c2', name: 'Caffè Sant’Eustachio', address: 'Piazza di S. Eustachio, 82, 00186 Roma RM', lat: 41.8983, lng: 12.4753 },
      { id: 'c3', name: 'Piazza Navona', address: 'Piazza Navona, 00186 Roma RM', lat: 41.8992, lng: 12.4731 },
      { id: 'c4', name: 'Chiesa di San Luigi dei Francesi', address: 'Piazza di S. Luigi de’ Francesi, 00186 Roma RM', lat: 41.8996, lng: 12.4746 },
      { id: 'c5', name: 'Campo de’ Fiori', address: 'Campo de’ Fiori, 00186 Roma RM', lat: 41.8957, lng: 12.4722 },
      { id: 'c6', name: 'Trattoria Da Enzo al 29', address: 'Via dei Vascellari, 29, 00153 Roma RM', lat: 41.8886, lng: 12.4776 },
    ],
  },
  italy: {
    title: 'Grand tour of Italy',
    stops: [
      { id: 'i1', name: 'Duomo di Milano', address: 'Piazza del Duomo, 20122 Milano MI', lat: 45.4642, lng: 9.1916 },
      { id: 'i2', name: 'Piazza San Marco', address: 'Piazza San Marco, 30124 Venezia VE', lat: 45.4341, lng: 12.3388 },
      { id: 'i3', name: 'Galleria degli Uffizi', address: 'Piazzale degli Uffizi, 6, 50122 Firenze FI', lat: 43.7678, lng: 11.2553 },
      { id: 'i4', name: 'Colosseo', address: 'Piazza del Colosseo, 1, 00184 Roma RM', lat: 41.8902, lng: 12.4922 },
      { id: 'i5', name: 'Duomo di Amalfi', address: 'Piazza Duomo, 84011 Amalfi SA', lat: 40.6346, lng: 14.6026 },
    ],
  },
};

const params = new URLSearchParams(location.search);
if (params.get('theme') === 'dark') document.documentElement.classList.add('dark');
const scene = SCENES[params.get('scene') ?? 'paris'] ?? SCENES.paris!;
const withAll = params.get('all') === '1';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <main className="mx-auto flex max-w-5xl flex-col gap-4 p-4 sm:p-8">
        <h1 className="font-display text-3xl">{scene.title}</h1>
        <LazyMap
          stops={scene.stops}
          fullItinerary={withAll ? [...SCENES.paris!.stops, ...SCENES.rome!.stops] : undefined}
          title="Trip Map"
          className="h-[70vh] min-h-[360px]"
        />
      </main>
    </QueryClientProvider>
  </StrictMode>,
);
