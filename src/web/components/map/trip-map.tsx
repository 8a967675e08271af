import { useEffect, useId, useMemo, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './map.css';
import { useQuery } from '@tanstack/react-query';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { EyeOff, Map as MapIcon, Maximize2, Route, X } from 'lucide-react';
import { MapConfigResponse, type BasemapConfig } from '#shared/contracts/map';
import { get } from '#web/lib/api';
import { cn } from '#web/lib/cn';
import { basemapLayers, type Basemap } from './basemap-layer';
import {
  buildMapModel,
  COORDINATES_NOT_AVAILABLE,
  DEFAULT_CENTER,
  groupLabel,
  groupNearby,
  withoutCoordinatesNote,
  type MapMarker,
  type MapModel,
  type MapStop,
} from './model';

/**
 * The trip map (spec §2 workspace, issue 8 §5): numbered markers for the chosen
 * place of each slot in order, the day's route, hide and fullscreen controls,
 * and a 'Show full itinerary' switch when the whole trip is given. Leaflet over
 * our own basemap (ADR 010). Load it through <LazyMap>, never directly: Leaflet
 * stays out of every other screen's JavaScript.
 */
export interface TripMapProps {
  /** The day's stops in slot order. */
  stops: readonly MapStop[];
  /** Every stop of the trip, in order: adds the 'Show full itinerary' switch. */
  fullItinerary?: readonly MapStop[];
  /** Names the map for assistive technology and titles the fullscreen view. Default 'Trip Map'. */
  title?: string;
  /** Sizing of the inline map (give it a height). Default h-[420px]. */
  className?: string;
}

const mapConfigQuery = {
  queryKey: ['map', 'config'] as const,
  queryFn: () => get<MapConfigResponse>('/api/map/config').then((r) => r.basemap),
  staleTime: Infinity,
};

export default function TripMap({ stops, fullItinerary, title = 'Trip Map', className }: TripMapProps) {
  const [hidden, setHidden] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const config = useQuery(mapConfigQuery);
  const shown = showAll && fullItinerary ? fullItinerary : stops;
  const model = useMemo(() => buildMapModel(shown), [shown]);
  const showMapRef = useRef<HTMLButtonElement>(null);
  const hideRef = useRef<HTMLButtonElement>(null);
  const wasHidden = useRef(false);

  // Keep keyboard focus on the control that replaces the one just pressed.
  useEffect(() => {
    if (hidden) showMapRef.current?.focus();
    else if (wasHidden.current) hideRef.current?.focus();
    wasHidden.current = hidden;
  }, [hidden]);

  if (hidden) {
    return (
      <div className="mv-trip-map flex items-center justify-between gap-3 rounded-lg border border-border bg-surface px-4 py-3">
        <span className="flex items-center gap-2 text-sm text-muted">
          <MapIcon aria-hidden className="size-4 text-accent" />
          Map hidden
        </span>
        <button ref={showMapRef} type="button" className={controlClass} onClick={() => setHidden(false)}>
          <MapIcon aria-hidden />
          Show map
        </button>
      </div>
    );
  }

  const fullItineraryToggle = fullItinerary ? (
    <button type="button" aria-pressed={showAll} className={controlClass} onClick={() => setShowAll((v) => !v)}>
      <Route aria-hidden />
      Show full itinerary
    </button>
  ) : null;

  return (
    <div className="mv-trip-map flex flex-col gap-2">
      <div className={cn('relative isolate overflow-hidden rounded-lg border border-border bg-surface-muted', className ?? 'h-[420px]')}>
        <MapCanvas model={model} config={config.data} failed={config.isError} label={title} />
        <div className="absolute top-3 right-3 z-[1000] flex flex-wrap justify-end gap-2">
          {fullItineraryToggle}
          <button type="button" className={controlClass} onClick={() => setFullscreen(true)}>
            <Maximize2 aria-hidden />
            <span className="sr-only sm:not-sr-only">Full screen</span>
          </button>
          <button ref={hideRef} type="button" className={controlClass} onClick={() => setHidden(true)}>
            <EyeOff aria-hidden />
            <span className="sr-only sm:not-sr-only">Hide map</span>
          </button>
        </div>
      </div>
      <MissingCoordinates model={model} />

      <DialogPrimitive.Root open={fullscreen} onOpenChange={setFullscreen}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Content
            aria-describedby={undefined}
            className="fixed inset-0 z-50 flex flex-col bg-background text-foreground data-[state=open]:animate-fade-in focus:outline-none"
          >
            <header className="flex flex-wrap items-center justify-between gap-3 border-b border-border bg-surface px-4 py-3 sm:px-6">
              <DialogPrimitive.Title className="font-display text-2xl font-semibold text-foreground">{title}</DialogPrimitive.Title>
              <div className="flex items-center gap-2">
                {fullItineraryToggle}
                <DialogPrimitive.Close className={controlClass}>
                  <X aria-hidden />
                  Close
                </DialogPrimitive.Close>
              </div>
            </header>
            <div className="relative isolate min-h-0 flex-1">
              <MapCanvas model={model} config={config.data} failed={config.isError} label={title} wheelZoom />
            </div>
            {model.withoutCoordinates.length > 0 ? (
              <div className="px-4 py-2 sm:px-6">
                <MissingCoordinates model={model} />
              </div>
            ) : null}
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    </div>
  );
}

const controlClass =
  'inline-flex h-9 items-center gap-2 rounded-md border border-border-strong/60 bg-surface/95 px-3 text-sm font-medium text-foreground shadow-sm backdrop-blur ' +
  'transition-colors hover:border-accent hover:bg-surface-muted aria-pressed:border-accent aria-pressed:bg-accent-soft aria-pressed:text-accent ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-4 [&_svg]:shrink-0';

/** 'N places without coordinates', opening to their names. */
function MissingCoordinates({ model }: { model: MapModel }) {
  const count = model.withoutCoordinates.length;
  if (count === 0) return null;
  return (
    <details className="mv-map-missing text-sm text-muted">
      <summary className="w-fit rounded-sm">{withoutCoordinatesNote(count)}</summary>
      <ul className="mt-2 space-y-1 pl-4">
        {model.withoutCoordinates.map((s) => (
          <li key={s.id}>
            <span className="font-medium text-foreground">
              {s.label}. {s.name}
            </span>{' '}
            — {COORDINATES_NOT_AVAILABLE}
          </li>
        ))}
      </ul>
    </details>
  );
}

interface MapCanvasProps {
  model: MapModel;
  config: BasemapConfig | undefined;
  failed: boolean;
  label: string;
  wheelZoom?: boolean;
}

/** One Leaflet map: the basemap, then the route and the numbered markers, fitted to them. */
function MapCanvas({ model, config, failed, label, wheelZoom = false }: MapCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const overlays = useRef<L.LayerGroup | null>(null);
  const basemap = useRef<Basemap | null>(null);
  const [generation, setGeneration] = useState(0); // counts the maps made, so the markers follow a new one
  const hintId = useId();

  // The map itself, with its basemap, for as long as the configuration holds.
  useEffect(() => {
    const el = container.current;
    if (!el || (!config && !failed)) return;
    const m = L.map(el, {
      zoomControl: false,
      attributionControl: false,
      zoomSnap: 0.5,
      minZoom: 2,
      maxZoom: config?.maxZoom ?? 18,
      scrollWheelZoom: wheelZoom,
      worldCopyJump: true,
    });
    m.createPane('mv-labels').style.zIndex = '350';
    L.control.zoom({ position: 'bottomright', zoomInTitle: 'Zoom in', zoomOutTitle: 'Zoom out' }).addTo(m);
    L.control.scale({ position: 'bottomleft', maxWidth: 120 }).addTo(m);
    const attribution = L.control.attribution({ prefix: false, position: 'bottomright' }).addTo(m);
    let repaint = () => undefined as void;
    if (config) {
      const base = basemapLayers(config);
      base.layers.forEach((layer) => layer.addTo(m));
      attribution.addAttribution(base.attribution);
      repaint = base.repaint;
      basemap.current = base;
    }
    overlays.current = L.layerGroup().addTo(m);
    map.current = m;
    setGeneration((g) => g + 1);

    // Repaint in the other palette when the theme changes.
    const observer = new MutationObserver(() => repaint());
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    // Follow the container's size (side panels resize, the fullscreen dialog opens).
    const resize = new ResizeObserver(() => m.invalidateSize({ pan: false }));
    resize.observe(el);
    return () => {
      observer.disconnect();
      resize.disconnect();
      overlays.current = null;
      basemap.current = null;
      map.current = null;
      m.remove();
    };
  }, [config, failed, wheelZoom]);

  // Markers and route, fitted, whenever the stops change; markers that would
  // overlap at the current zoom stand together as one (the full itinerary).
  useEffect(() => {
    const m = map.current;
    const group = overlays.current;
    if (!m || !group) return;
    group.clearLayers();
    if (model.route.length > 1) {
      L.polyline(model.route, { className: 'mv-route-casing', weight: 7, interactive: false, lineJoin: 'round' }).addTo(group);
      L.polyline(model.route, { className: 'mv-route-line', weight: 2.5, dashArray: '7 6', interactive: false, lineJoin: 'round' }).addTo(group);
    }
    const pins = L.layerGroup().addTo(group);
    let placed = '';
    const placePins = () => {
      const points = model.markers.map((mk) => m.latLngToLayerPoint([mk.lat, mk.lng]));
      const groups = groupNearby(points, PIN_OVERLAP_PX);
      const signature = JSON.stringify(groups);
      if (signature === placed) return; // same pins: keep them (and an open popup)
      placed = signature;
      pins.clearLayers();
      for (const indexes of groups) {
        const members = indexes.map((i) => model.markers[i]!);
        (members.length === 1 ? markerFor(members[0]!) : groupMarkerFor(members, m)).addTo(pins);
      }
    };
    if (model.bounds) {
      const { south, west, north, east } = model.bounds;
      m.fitBounds(
        [
          [south, west],
          [north, east],
        ],
        { padding: [56, 56], maxZoom: 15, animate: false },
      );
    } else {
      m.setView([DEFAULT_CENTER.lat, DEFAULT_CENTER.lng], 12, { animate: false });
    }
    placePins();
    m.on('zoomend', placePins);
    basemap.current?.avoid(model.route);
    return () => {
      m.off('zoomend', placePins);
    };
  }, [model, generation]);

  const count = model.markers.length;
  return (
    <>
      <div
        ref={container}
        className="mv-map absolute inset-0"
        role="region"
        aria-label={label}
        aria-describedby={hintId}
        data-markers={count}
      />
      <p id={hintId} className="sr-only">
        {count === 0 ? 'No places to show on the map.' : `${count} numbered ${count === 1 ? 'place' : 'places'} on the map; press Enter on a place for its details.`}
      </p>
      {failed ? (
        <p className="absolute bottom-10 left-1/2 z-[1000] -translate-x-1/2 rounded-md bg-surface/95 px-3 py-1.5 text-xs text-muted shadow-sm">
          The map background could not be loaded.
        </p>
      ) : null}
    </>
  );
}

/** Pins closer than this (pixels) would cover each other. */
const PIN_OVERLAP_PX = 30;

/** One pin for several stops that overlap at this zoom: opens onto them. */
function groupMarkerFor(members: MapMarker[], map: L.Map): L.Marker {
  const label = groupLabel(members.map((mk) => mk.label));
  const pin = document.createElement('span');
  pin.className = 'mv-map-pin mv-map-pin--group';
  pin.textContent = label;
  const name = `Stops ${label}: ${members.map((mk) => mk.name).join(', ')}. Zoom in`;
  const lat = members.reduce((sum, mk) => sum + mk.lat, 0) / members.length;
  const lng = members.reduce((sum, mk) => sum + mk.lng, 0) / members.length;
  const m = L.marker([lat, lng], {
    icon: L.divIcon({ className: 'mv-map-pin-anchor', html: pin, iconSize: [34, 34], iconAnchor: [17, 17] }),
    title: name,
    keyboard: true,
    riseOnHover: true,
  });
  m.on('add', () => m.getElement()?.setAttribute('aria-label', name));
  m.on('click keypress', (e) => {
    if (e.type === 'keypress' && (e as L.LeafletKeyboardEvent).originalEvent.key !== 'Enter') return;
    const bounds = L.latLngBounds(members.map((mk) => [mk.lat, mk.lng] as [number, number]));
    map.fitBounds(bounds, { padding: [56, 56], maxZoom: 16 });
  });
  return m;
}

function markerFor(marker: MapMarker): L.Marker {
  const pin = document.createElement('span');
  pin.className = 'mv-map-pin';
  pin.textContent = marker.label;
  const m = L.marker([marker.lat, marker.lng], {
    icon: L.divIcon({ className: 'mv-map-pin-anchor', html: pin, iconSize: [34, 34], iconAnchor: [17, 17], popupAnchor: [0, -18] }),
    title: `${marker.label}. ${marker.name}`,
    keyboard: true,
    riseOnHover: true,
  });
  m.bindPopup(() => popupContent(marker), { className: 'mv-map-popup', maxWidth: 280, minWidth: 200, autoPanPadding: [24, 24] });
  m.on('add', () => m.getElement()?.setAttribute('aria-label', `${marker.label}. ${marker.name}`));
  return m;
}

function popupContent(marker: MapMarker): HTMLElement {
  const root = document.createElement('div');
  const eyebrow = document.createElement('p');
  eyebrow.className = 'mv-map-popup__eyebrow';
  eyebrow.textContent = `Stop ${marker.label}`;
  const name = document.createElement('p');
  name.className = 'mv-map-popup__name';
  name.textContent = marker.name;
  root.append(eyebrow, name);
  if (marker.address) {
    const address = document.createElement('p');
    address.className = 'mv-map-popup__address';
    address.textContent = marker.address;
    root.append(address);
  }
  const link = document.createElement('a');
  link.className = 'mv-map-popup__link';
  link.href = marker.directionsUrl;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  link.textContent = 'Directions';
  const hint = document.createElement('span');
  hint.className = 'sr-only';
  hint.textContent = ' (opens Google Maps in a new tab)';
  link.append(hint);
  root.append(link);
  return root;
}
