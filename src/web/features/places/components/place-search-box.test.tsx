import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '#web/lib/api';
import { Field } from '#web/components/ui/input';
import { PLACES_MESSAGES } from '#shared/domain/places';
import type { CataloguePlaceItem, GeocodeResult, PlaceResult } from '#shared/contracts/places';
import { PlaceSearchBox, SuggestionList, geocodeSuggestion, placeSuggestion, searchErrorText } from './place-search-box';
import { PlaceCard, visitLength, websiteLabel } from './place-card';

const render = (node: React.ReactNode) => renderToString(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);

const colosseo: PlaceResult = {
  id: 'rome-colosseo',
  name: 'Colosseo',
  address: 'Piazza del Colosseo, 00184 Roma RM',
  coordinates: { lat: 41.8902, lng: 12.4922 },
  rating: null,
  reviews: null,
  source: 'catalogue',
  kind: 'sight',
  types: ['amphitheatre'],
  description: 'The Flavian amphitheatre.',
  costEur: 18,
  priceLevel: null,
  image: '/api/places/rome-colosseo/image',
  city: 'Rome',
  website: null,
  phone: null,
  openingHours: [],
};

describe('PlaceSearchBox (ARIA combobox)', () => {
  it('is a combobox owning a listbox, named by its label, closed at first', () => {
    const html = render(<PlaceSearchBox id="hotel" label="Hotel" querySuffix="hotel" location={{ lat: 41.9, lng: 12.5 }} onSelect={() => {}} defaultValue="Hotel Eden" />);
    expect(html).toContain('role="combobox"');
    expect(html).toContain('aria-autocomplete="list"');
    expect(html).toContain('aria-expanded="false"');
    // The listbox exists (and is named by aria-controls) while the suggestions are shown.
    expect(html).not.toContain('aria-controls');
    expect(html).not.toContain('role="listbox"');
    expect(html).toMatch(/<label for="hotel" class="sr-only">Hotel<\/label>/);
    expect(html).toContain('value="Hotel Eden"');
    expect(html).not.toContain('aria-activedescendant');
  });

  it('takes its id and error state from a surrounding Field', () => {
    const html = render(
      <Field label="Address" htmlFor="activity-address" error={PLACES_MESSAGES.customActivityRequired}>
        <PlaceSearchBox mode="geocode" onSelect={() => {}} />
      </Field>,
    );
    expect(html).toContain('id="activity-address"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="activity-address-error"');
    expect(html).toContain('Search a city, town or address');
  });

  it('marks the highlighted suggestion, which the input names as its active descendant', () => {
    const suggestions = [placeSuggestion(colosseo), placeSuggestion({ ...colosseo, id: 'rome-pantheon', name: 'Pantheon' })];
    const html = renderToString(<SuggestionList listId="s" suggestions={suggestions} active={1} expanded onHover={() => {}} onChoose={() => {}} />);
    expect(html).not.toContain('hidden=""');
    expect(html).toMatch(/<li id="s-0" role="option" aria-selected="false"/);
    expect(html).toMatch(/<li id="s-1" role="option" aria-selected="true"/);
    expect(html).toContain('Piazza del Colosseo, 00184 Roma RM');
    expect(html).toContain('src="/api/places/rome-colosseo/image"');
  });
});

describe('what a suggestion says', () => {
  it('a catalogue place: its kind and city, no rating (the catalogue has none)', () => {
    expect(placeSuggestion(colosseo)).toMatchObject({ title: 'Colosseo', meta: 'Sight · Rome', image: '/api/places/rome-colosseo/image' });
  });

  it('a Google place: its rating and number of reviews', () => {
    const html = renderToString(<>{placeSuggestion({ ...colosseo, source: 'google', rating: 4.7, reviews: 2114, kind: null, city: null }).meta}</>);
    expect(html).toContain('4.7');
    expect(html.replace(/<!-- -->/g, '')).toContain('(2,114)');
  });

  it('a geocoded city or town: its name, its address, what it is', () => {
    const rome: GeocodeResult = { formatted_address: 'Rome, Italy', location: { lat: 41.9, lng: 12.5 }, photoUrl: '/api/places/rome-colosseo/image', name: 'Rome', kind: 'city', placeId: null };
    expect(geocodeSuggestion(rome)).toMatchObject({ title: 'Rome', detail: 'Rome, Italy', icon: 'city', meta: 'City', image: null });
    expect(geocodeSuggestion({ ...rome, name: 'Italy', formatted_address: 'Italy', kind: 'country' })).toMatchObject({ detail: '', icon: 'country' });
  });

  it('a failure: the spec’s words', () => {
    expect(searchErrorText(new ApiError(401, 'unauthenticated', 'Not authenticated. Please log in again.'))).toBe(PLACES_MESSAGES.signInToSearch);
    expect(searchErrorText(new ApiError(502, 'places_unavailable', 'The places service did not answer in time. Please try again.'))).toBe(
      'Search failed: The places service did not answer in time. Please try again.',
    );
    expect(searchErrorText(new ApiError(0, 'network', 'Unable to connect'))).toBe('Search failed: Unable to connect');
  });
});

describe('PlaceCard', () => {
  const place: CataloguePlaceItem = {
    id: 'rome-pantheon',
    name: 'Pantheon',
    city: 'rome',
    cityLabel: 'Rome',
    kind: 'sight',
    types: ['church'],
    interests: ['history'],
    address: 'Piazza della Rotonda, 00186 Roma RM',
    coordinates: { lat: 41.8986, lng: 12.4769 },
    description: 'The best-preserved building of ancient Rome.',
    costEur: 5,
    priceLevel: null,
    stars: null,
    durationMinutes: 45,
    openingHours: ['Monday: 09:00–19:00', 'Tuesday: 09:00–19:00', 'Wednesday: 09:00–19:00', 'Thursday: 09:00–19:00', 'Friday: 09:00–19:00', 'Saturday: 09:00–19:00', 'Sunday: 09:00–18:00'],
    website: 'https://www.pantheonroma.com/',
    phone: '+39 06 6830 0230',
    image: '/api/places/rome-pantheon/image',
  };

  it('shows the picture, address, cost, first 3 opening lines and +N more, and the website', () => {
    const html = renderToString(<PlaceCard place={place} />);
    expect(html).toContain('src="/api/places/rome-pantheon/image"');
    expect(html).toContain('Piazza della Rotonda, 00186 Roma RM');
    expect(html).toContain('€5 per person');
    expect(html).toContain('Wednesday: 09:00–19:00');
    expect(html).toContain('+4 more');
    expect(html).toMatch(/<ul id="[^"]+" hidden=""/);
    expect(html).toContain('pantheonroma.com');
    expect(html).toContain('href="tel:+390668300230"');
  });

  it('reads a visit’s length and a website the way people say them', () => {
    expect(visitLength(45)).toBe('45 min');
    expect(visitLength(90)).toBe('1 h 30');
    expect(visitLength(180)).toBe('3 h');
    expect(websiteLabel('https://www.colosseo.it/en/')).toBe('colosseo.it');
  });
});
