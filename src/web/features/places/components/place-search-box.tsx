import { useEffect, useId, useReducer, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { Building2, Globe2, Landmark, MapPin, Search, Star, X } from 'lucide-react';
import { Input, useField } from '#web/components/ui/input';
import { Spinner } from '#web/components/ui/spinner';
import { PlaceImage } from '#web/components/trip';
import { ApiError } from '#web/lib/api';
import { cn } from '#web/lib/cn';
import { PLACE_SEARCH_DEBOUNCE_MS, placeSearchReady } from '#shared/domain/constants';
import { PLACE_KIND_LABELS, PLACE_QUERY_MAX, PLACE_SUGGESTIONS, PLACES_MESSAGES, searchFailedMessage } from '#shared/domain/places';
import type { GeocodeResult, LatLng, PlaceResult } from '#shared/contracts/places';
import { geocodeSuggestionsQuery, placeSuggestionsQuery } from '#web/features/places/api/search-places';
import { escapeAction, initialSearchBox, searchBoxReducer } from './search-box-state';

interface CommonProps {
  /** The input's id; inside a <Field> the field's id is used. */
  id?: string;
  /** The accessible name. Omit it inside a <Field>, whose label names the box. */
  label?: string;
  /** Show the label above the box (default: for screen readers only). */
  showLabel?: boolean;
  placeholder?: string;
  /** The text shown at first (a hotel's or destination's current name). */
  defaultValue?: string;
  /** Set to replace the text from outside (a form reset); typing does not need it. */
  value?: string;
  /** Every change of the typed text (destination fields keep free text too). */
  onTextChange?: (text: string) => void;
  disabled?: boolean;
  autoFocus?: boolean;
  name?: string;
  className?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

export interface PlacesSearchProps extends CommonProps {
  /** Places (default): the hotel card and the activity search panel. */
  mode?: 'places';
  /** Places near here first: the trip's coordinates (spec §7). */
  location?: LatLng | null;
  /** Added to every search: the hotel card searches '<text> hotel' (spec §7). */
  querySuffix?: string;
  onSelect: (place: PlaceResult) => void;
}

export interface GeocodeSearchProps extends CommonProps {
  /** Destinations and addresses: countries, cities, towns and places (google-geocode-search). */
  mode: 'geocode';
  /** What the box shows once a result is chosen: its name ('Rome') or its full address (default). */
  fill?: 'name' | 'address';
  onSelect: (result: GeocodeResult) => void;
}

export type PlaceSearchBoxProps = PlacesSearchProps | GeocodeSearchProps;

/** One row of the suggestions, whatever its mode. */
export interface Suggestion {
  key: string;
  title: string;
  detail: string;
  image: string | null;
  icon: 'country' | 'city' | 'place';
  /** Right-hand note: Google's rating, or the kind and city of a catalogue place. */
  meta: ReactNode;
}

export function placeSuggestion(p: PlaceResult): Suggestion {
  const rating =
    p.rating !== null ? (
      <span className="inline-flex items-center gap-1 text-foreground">
        <Star aria-hidden className="size-3.5 fill-accent-decor text-accent-decor" />
        {p.rating.toFixed(1)}
        {p.reviews !== null ? <span className="text-muted">({p.reviews.toLocaleString('en-GB')})</span> : null}
      </span>
    ) : null;
  const kind = p.kind ? PLACE_KIND_LABELS[p.kind] : null;
  return {
    key: `${p.source}:${p.id}`,
    title: p.name,
    detail: p.address,
    image: p.image,
    icon: 'place',
    meta: rating ?? ([kind, p.city].filter(Boolean).join(' · ') || null),
  };
}

export function geocodeSuggestion(g: GeocodeResult): Suggestion {
  return {
    key: `${g.kind}:${g.placeId ?? g.formatted_address}`,
    title: g.name,
    detail: g.formatted_address === g.name ? '' : g.formatted_address,
    image: g.kind === 'place' ? g.photoUrl : null,
    icon: g.kind === 'country' ? 'country' : g.kind === 'city' || g.kind === 'town' ? 'city' : 'place',
    meta: g.kind === 'place' || g.kind === 'address' ? null : g.kind.charAt(0).toUpperCase() + g.kind.slice(1),
  };
}

/** The text a debounced field searches: the value typed, once the person paused for `ms`. */
function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    if (value === debounced) return;
    // An emptied field stops searching at once.
    if (!value) {
      setDebounced('');
      return;
    }
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, debounced, ms]);
  return debounced;
}

/** The failure as the box says it: 'Search failed: ...', or the spec's sign-in prompt (§8). */
export function searchErrorText(err: unknown): string {
  if (err instanceof ApiError && err.status === 401) return PLACES_MESSAGES.signInToSearch;
  return searchFailedMessage(err instanceof Error && err.message ? err.message : 'Unknown error');
}

const ICONS = { country: Globe2, city: Building2, place: MapPin } as const;

/** The suggestions' rows (role=option), drawn from their state: tested on its own. */
export function SuggestionList({
  listId,
  suggestions,
  active,
  expanded,
  onHover,
  onChoose,
}: {
  listId: string;
  suggestions: readonly Suggestion[];
  active: number;
  expanded: boolean;
  onHover: (index: number) => void;
  onChoose: (index: number) => void;
}) {
  return (
    <ul id={listId} role="listbox" hidden={!expanded} className="flex flex-col py-1">
      {suggestions.map((s, i) => {
        const Icon = ICONS[s.icon];
        return (
          <li
            key={s.key}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            // Keep the focus in the box: the choice is made on click.
            onMouseDown={(e) => e.preventDefault()}
            onMouseMove={() => i !== active && onHover(i)}
            onClick={() => onChoose(i)}
            className={cn(
              'flex cursor-pointer items-center gap-3 px-3 py-2.5 text-left transition-colors duration-100',
              i === active ? 'bg-accent-soft shadow-[inset_3px_0_0_var(--color-accent-decor)]' : 'hover:bg-surface-muted',
            )}
          >
            {s.image ? (
              <PlaceImage src={s.image} width={64} height={36} className="h-9 w-16 shrink-0 rounded-sm object-top" />
            ) : (
              <span aria-hidden className="flex h-9 w-16 shrink-0 items-center justify-center rounded-sm bg-surface-muted text-accent">
                <Icon className="size-5" />
              </span>
            )}
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="truncate text-sm font-medium text-foreground">{s.title}</span>
              {s.detail ? <span className="truncate text-xs text-muted">{s.detail}</span> : null}
            </span>
            {s.meta ? <span className="hidden shrink-0 text-xs text-muted sm:inline">{s.meta}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The place search box (spec §5, §8, §9): searches from 3 characters, 300 ms after typing
 * stops, shows up to 5 suggestions; arrow keys and Enter choose, Escape closes, an empty box
 * clears. An ARIA combobox: the input owns a listbox and names the highlighted option with
 * aria-activedescendant. Three users: the hotel card ('<text> hotel' near the trip), the
 * activity search panel (places near the day), and destination and address fields (geocode).
 */
export function PlaceSearchBox(props: PlaceSearchBoxProps) {
  const mode = props.mode ?? 'places';
  const field = useField();
  const generated = useId();
  const inputId = props.id ?? field?.id ?? `${generated}-place`;
  const listId = `${inputId}-suggestions`;
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, dispatch] = useReducer(searchBoxReducer, props.defaultValue ?? props.value ?? '', initialSearchBox);

  // A new value from outside (a form reset) replaces the text (React's adjust-while-rendering pattern).
  const [outside, setOutside] = useState(props.value);
  if (props.value !== outside) {
    setOutside(props.value);
    if (props.value !== undefined && props.value !== state.text) dispatch({ type: 'reset', text: props.value });
  }

  const debounced = useDebounced(state.query, PLACE_SEARCH_DEBOUNCE_MS);
  const searching = placeSearchReady(debounced) && state.query !== '';
  const suffix = props.mode !== 'geocode' && props.querySuffix ? ` ${props.querySuffix.trim()}` : '';
  const location = props.mode !== 'geocode' ? props.location : null;
  const places = useQuery({
    ...placeSuggestionsQuery(`${debounced}${suffix}`.slice(0, PLACE_QUERY_MAX), location),
    enabled: mode === 'places' && searching,
    placeholderData: keepPreviousData,
  });
  const geocode = useQuery({ ...geocodeSuggestionsQuery(debounced), enabled: mode === 'geocode' && searching, placeholderData: keepPreviousData });
  const query = mode === 'geocode' ? geocode : places;

  const suggestions: Suggestion[] =
    mode === 'geocode' ? (geocode.data ?? []).slice(0, PLACE_SUGGESTIONS).map(geocodeSuggestion) : (places.data ?? []).slice(0, PLACE_SUGGESTIONS).map(placeSuggestion);
  const count = suggestions.length;

  useEffect(() => {
    dispatch({ type: 'results', count });
  }, [count]);

  const waiting = state.open && (debounced !== state.query || (query.isFetching && !query.data));
  const message = !state.open
    ? null
    : query.isError && !query.isFetching
      ? searchErrorText(query.error)
      : !waiting && query.isSuccess && count === 0
        ? PLACES_MESSAGES.noResults
        : count === 0 && waiting
          ? 'Searching…'
          : null;
  const expanded = state.open && count > 0 && !(query.isError && !query.isFetching);

  function choose(index: number) {
    const s = suggestions[index];
    if (!s) return;
    if (props.mode === 'geocode') {
      const result = (geocode.data ?? [])[index]!;
      const text = props.fill === 'name' ? result.name : result.formatted_address;
      dispatch({ type: 'chosen', text });
      props.onTextChange?.(text);
      props.onSelect(result);
    } else {
      const place = (places.data ?? [])[index]!;
      dispatch({ type: 'chosen', text: place.name });
      props.onTextChange?.(place.name);
      props.onSelect(place);
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        e.preventDefault();
        dispatch({ type: 'move', by: e.key === 'ArrowDown' ? 1 : -1, count });
        break;
      case 'Enter':
        // With suggestions open, Enter chooses (never submits the form around the box).
        if (state.open && count > 0) {
          e.preventDefault();
          if (state.active >= 0) choose(state.active);
        }
        break;
      case 'Escape': {
        const action = escapeAction(state);
        if (action) {
          e.preventDefault();
          e.stopPropagation();
          dispatch(action);
        }
        break;
      }
      case 'Tab':
        dispatch({ type: 'close' });
        break;
    }
  }

  const setText = (text: string) => {
    dispatch({ type: 'typed', text });
    props.onTextChange?.(text);
  };

  const announce = message ?? (expanded ? `${count} suggestion${count === 1 ? '' : 's'}. Use the up and down arrows to choose.` : '');
  const fetchingMore = state.open && (waiting || query.isFetching) && !query.isError;

  const popupVisible = state.open && (expanded || message !== null);

  return (
    <PopoverPrimitive.Root open={popupVisible} onOpenChange={(open) => !open && dispatch({ type: 'close' })}>
      <div
        ref={containerRef}
        className={cn('relative w-full', props.className)}
        onBlur={(e) => {
          if (!containerRef.current?.contains(e.relatedTarget as Node | null)) dispatch({ type: 'close' });
        }}
      >
        {props.label ? (
          <label htmlFor={inputId} className={props.showLabel ? 'mb-1.5 block text-sm font-medium text-foreground' : 'sr-only'}>
            {props.label}
          </label>
        ) : null}
        <PopoverPrimitive.Anchor asChild>
          <div className="relative">
            {mode === 'geocode' ? (
              <MapPin aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
            ) : (
              <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
            )}
            <Input
              id={inputId}
              name={props.name}
              type="text"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={popupVisible ? listId : undefined}
              aria-activedescendant={expanded && state.active >= 0 ? `${listId}-${state.active}` : undefined}
              aria-describedby={props['aria-describedby']}
              aria-invalid={props['aria-invalid']}
              autoComplete="off"
              spellCheck={false}
              autoFocus={props.autoFocus}
              disabled={props.disabled}
              maxLength={PLACE_QUERY_MAX}
              placeholder={props.placeholder ?? (mode === 'geocode' ? 'Search a city, town or address' : 'Search a place')}
              value={state.text}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={onKeyDown}
              onFocus={() => dispatch({ type: 'reopen' })}
              className="h-11 pr-16 pl-9"
            />
            <span className="absolute top-1/2 right-2 flex -translate-y-1/2 items-center gap-1">
              {fetchingMore ? <Spinner className="text-accent" /> : null}
              {state.text && !props.disabled ? (
                <button
                  type="button"
                  aria-label="Clear"
                  tabIndex={-1}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => setText('')}
                  className="inline-flex size-7 items-center justify-center rounded-md text-muted hover:bg-surface-muted hover:text-foreground"
                >
                  <X aria-hidden className="size-4" />
                </button>
              ) : null}
            </span>
          </div>
        </PopoverPrimitive.Anchor>
        <PopoverPrimitive.Portal>
          <PopoverPrimitive.Content
            side="bottom"
            align="start"
            sideOffset={6}
            collisionPadding={12}
            // The focus stays in the box: the suggestions are chosen with the arrow keys or a click.
            onOpenAutoFocus={(e) => e.preventDefault()}
            onCloseAutoFocus={(e) => e.preventDefault()}
            onInteractOutside={(e) => {
              if (containerRef.current?.contains(e.target as Node)) e.preventDefault();
            }}
            // Five rows at most: the panel opens below the box, or above it where there is more room.
            style={{ width: 'var(--radix-popover-trigger-width)' }}
            data-testid="place-suggestions"
            className="z-50 overflow-hidden rounded-md border border-border bg-surface text-foreground shadow-xl shadow-ink/10 data-[state=open]:animate-fade-in"
          >
            <SuggestionList listId={listId} suggestions={suggestions} active={state.active} expanded={expanded} onHover={(i) => dispatch({ type: 'hover', index: i })} onChoose={choose} />
            {message ? (
              // Said by the box's live region below; shown here.
              <p aria-hidden className={cn('flex items-center gap-2 px-4 py-3 text-sm', query.isError ? 'text-danger' : 'text-muted')}>
                {query.isError || message === 'Searching…' ? null : <Landmark aria-hidden className="size-4 shrink-0 text-accent" />}
                {message}
              </p>
            ) : null}
            {expanded && mode === 'places' && places.data?.every((p) => p.source === 'catalogue') ? (
              <p className="border-t border-border px-4 py-2 text-[11px] tracking-wide text-muted uppercase">From the Maison Voyage catalogue</p>
            ) : null}
          </PopoverPrimitive.Content>
        </PopoverPrimitive.Portal>
        <p role="status" aria-live="polite" className="sr-only">
          {state.open ? announce : ''}
        </p>
      </div>
    </PopoverPrimitive.Root>
  );
}
