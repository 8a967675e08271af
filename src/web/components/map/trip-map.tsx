import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent, type WheelEvent } from 'react';
import './map.css';
import { useQuery } from '@tanstack/react-query';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { EyeOff, Map as MapIcon, Maximize2, Minus, Plus, Route, X } from 'lucide-react';
import { MapConfigResponse, MapLabelsResponse, type BasemapConfig, type MapLabel, type VectorTile } from '#shared/contracts/map';
import {
  fitView,
  panView,
  rasterTilesFor,
  renderMap,
  SCREEN_STYLE,
  vectorTilesFor,
  zoomView,
  type LabelStyle,
  type MapView,
  type MarkerItem,
  type TileKey,
} from '#shared/domain/map-render';
import { get } from '#web/lib/api';
import { cn } from '#web/lib/cn';
import { mapKeys } from '#web/lib/query-keys';
import { MapSvg, type RasterTile } from './map-svg';
import { fetchVectorTile } from './tiles';
import { buildMapModel, COORDINATES_NOT_AVAILABLE, withoutCoordinatesNote, type MapMarker, type MapModel, type MapStop } from './model';

/**
 * The trip map (spec §2 workspace, issues 8 §5, 19 and 21): the chosen place of each slot,
 * numbered in order with its name beside it, the day's route, the rivers and the catalogue's
 * landmarks, drawn by the renderer the itinerary PDF uses (ADR 027) as SVG. Its controls (hide,
 * zoom, fullscreen, 'Show full itinerary') sit in a bar above the drawing, never over a marker.
 * Load it through <LazyMap>, never directly: it stays out of every other screen's JavaScript.
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
  /** False where the page already has its own show/hide control for the map (one control, not two). */
  hideable?: boolean;
}

const mapConfigQuery = {
  queryKey: mapKeys.config(),
  queryFn: () => get<MapConfigResponse>('/api/map/config').then((r) => r.basemap),
  staleTime: Infinity,
};

export default function TripMap({ stops, fullItinerary, title = 'Trip Map', className, hideable = true }: TripMapProps) {
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
      <div className="flex flex-wrap items-center justify-end gap-2" role="toolbar" aria-label={`${title} controls`}>
        {fullItineraryToggle}
        <button type="button" className={controlClass} onClick={() => setFullscreen(true)}>
          <Maximize2 aria-hidden />
          <span className="sr-only sm:not-sr-only">Full screen</span>
        </button>
        {hideable ? (
          <button ref={hideRef} type="button" className={controlClass} onClick={() => setHidden(true)}>
            <EyeOff aria-hidden />
            <span className="sr-only sm:not-sr-only">Hide map</span>
          </button>
        ) : null}
      </div>
      <div className={cn('relative isolate overflow-hidden rounded-lg border border-border bg-surface-muted', className ?? 'h-[420px]')}>
        <MapCanvas model={model} config={config.data} failed={config.isError} label={title} />
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

const ZOOM_LIMITS = { min: 3, max: 18 };
/** The strip under the drawing where the zoom buttons sit: no marker is fitted and no name placed there. */
const CONTROLS_PADDING = { top: 0, right: 0, bottom: 52, left: 0 };

/** Text widths from the browser's own fonts (the renderer's estimate until a canvas is at hand). */
function browserMeasure(): ((text: string, size: number, style: LabelStyle) => number) | undefined {
  if (typeof document === 'undefined') return undefined;
  const ctx = document.createElement('canvas').getContext('2d');
  if (!ctx) return undefined;
  const css = getComputedStyle(document.documentElement);
  const sans = css.getPropertyValue('--font-sans').trim() || 'sans-serif';
  const serif = css.getPropertyValue('--font-display').trim() || 'serif';
  return (text, size, style) => {
    ctx.font = style === 'river' ? `italic 500 ${size}px ${serif}` : `${style === 'stop' || style === 'country' ? 600 : 400} ${size}px ${sans}`;
    const w = ctx.measureText(text).width;
    return style === 'country' ? w + text.length * size * 0.3 : w + 1;
  };
}

/** The offline basemap's names: countries, cities and the catalogue's landmarks. */
function useBasemapLabels(config: BasemapConfig | undefined): MapLabel[] {
  const url = config?.kind === 'offline' ? config.labelsUrl : null;
  const query = useQuery({
    queryKey: mapKeys.labels(url),
    queryFn: () => get<MapLabelsResponse>(url!).then((r) => r.labels),
    enabled: url !== null,
    staleTime: Infinity,
  });
  return query.data ?? [];
}

/** The vector tiles of the view, as they arrive. */
function useVectorTiles(config: BasemapConfig | undefined, keys: TileKey[]): { key: TileKey; tile: VectorTile }[] {
  const [loaded, setLoaded] = useState<Map<string, VectorTile | null>>(() => new Map());
  const template = config?.kind === 'offline' ? config.tileUrl : null;
  const id = (k: TileKey) => `${k.z}/${k.x}/${k.y}`;
  const wanted = keys.map(id).join(',');
  useEffect(() => {
    if (!template) return;
    let live = true;
    for (const key of keys) {
      const n = 2 ** key.z;
      const url = template.replace('{z}', String(key.z)).replace('{x}', String(((key.x % n) + n) % n)).replace('{y}', String(key.y));
      void fetchVectorTile(url).then((tile) => {
        if (live) setLoaded((m) => (m.get(id(key)) === tile ? m : new Map(m).set(id(key), tile)));
      });
    }
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `wanted` names the keys
  }, [template, wanted]);
  return keys.flatMap((key) => {
    const tile = loaded.get(id(key));
    return tile ? [{ key, tile }] : [];
  });
}

/** One drawing of the map: fitted to the stops, then zoomed and dragged by the reader. */
function MapCanvas({ model, config, failed, label, wheelZoom = false }: MapCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [userView, setUserView] = useState<MapView | null>(null);
  const [open, setOpen] = useState<MapMarker | null>(null);
  const hintId = useId();
  const measure = useMemo(() => browserMeasure(), []);

  useLayoutEffect(() => {
    const el = container.current;
    if (!el) return;
    const update = () => setSize({ width: el.clientWidth, height: el.clientHeight });
    update();
    const resize = new ResizeObserver(update);
    resize.observe(el);
    return () => resize.disconnect();
  }, []);

  // A new set of stops or a new size: fit again.
  useEffect(() => {
    setUserView(null);
    setOpen(null);
  }, [model, size?.width, size?.height]);

  const stops = useMemo(() => model.markers.map((m) => ({ id: m.id, label: m.label, name: m.name, lat: m.lat, lng: m.lng })), [model]);
  const fitted = useMemo(
    () => (size && size.width > 0 ? fitView(stops, size.width, size.height, { padding: CONTROLS_PADDING, margin: { x: size.width < 480 ? 40 : 70, y: 30 }, maxZoom: 16, minZoom: ZOOM_LIMITS.min }) : null),
    [stops, size],
  );
  const view = userView ?? fitted;
  const keys = useMemo(() => (view && config?.kind === 'offline' ? vectorTilesFor(view) : []), [view, config]);
  const tiles = useVectorTiles(config, keys);
  const labels = useBasemapLabels(config);
  const list = useMemo(
    () =>
      view
        ? renderMap({
            view,
            stops,
            tiles,
            labels,
            padding: CONTROLS_PADDING,
            style: size && size.width < 480 ? { ...SCREEN_STYLE, maxLandmarks: 6 } : SCREEN_STYLE,
            measure,
            attribution: config?.attribution,
          })
        : null,
    [view, stops, tiles, labels, size, measure, config],
  );
  const raster = useMemo<RasterTile[] | undefined>(() => {
    if (!view || config?.kind !== 'remote') return undefined;
    return rasterTilesFor(view, config.maxZoom).map((t) => ({
      key: `${t.z}/${t.x}/${t.y}/${t.px.toFixed(0)}`,
      href: config.tileUrl.replace('{s}', 'a').replace('{r}', '').replace('{z}', String(t.z)).replace('{x}', String(t.x)).replace('{y}', String(t.y)),
      x: t.px,
      y: t.py,
      size: t.size,
    }));
  }, [view, config]);

  // Dragging pans; a click without movement reaches the markers.
  const drag = useRef<{ x: number; y: number; moved: boolean; id: number } | null>(null);
  const onPointerDown = (e: ReactPointerEvent) => {
    if (!view || e.button !== 0) return;
    drag.current = { x: e.clientX, y: e.clientY, moved: false, id: e.pointerId };
  };
  const onPointerMove = (e: ReactPointerEvent) => {
    const d = drag.current;
    if (!d || !view || d.id !== e.pointerId) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) < 4) return;
    if (!d.moved) (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
    d.moved = true;
    d.x = e.clientX;
    d.y = e.clientY;
    setUserView(panView(view, dx, dy));
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onWheel = (e: WheelEvent) => {
    if (!wheelZoom || !view) return;
    const rect = container.current!.getBoundingClientRect();
    setUserView(zoomView(view, e.deltaY < 0 ? 0.5 : -0.5, { x: e.clientX - rect.left, y: e.clientY - rect.top }, ZOOM_LIMITS));
  };
  const zoomBy = (delta: number) => view && setUserView(zoomView(view, delta, undefined, ZOOM_LIMITS));

  const markerOf = (m: MarkerItem) => model.markers.find((x) => x.id === m.id) ?? null;
  const openAt = open && list ? list.markers.find((m) => m.id === open.id) : null;
  const count = model.markers.length;
  return (
    <>
      <div
        ref={container}
        className="mv-map absolute inset-0 touch-none select-none"
        role="region"
        aria-label={label}
        aria-describedby={hintId}
        data-markers={count}
        data-basemap={config?.kind ?? 'none'}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onWheel={onWheel}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && open) {
            e.stopPropagation();
            setOpen(null);
          }
        }}
      >
        {list ? (
          <MapSvg
            list={list}
            raster={raster}
            label={label}
            selected={open?.id ?? null}
            onMarker={(m) => {
              if (drag.current?.moved) return;
              setOpen(markerOf(m));
            }}
          />
        ) : null}
        {openAt && open ? <Popup marker={open} at={openAt} width={list!.width} onClose={() => setOpen(null)} /> : null}
      </div>
      <div className="absolute right-2 bottom-1 z-10 flex overflow-hidden rounded-md border border-border bg-surface/95 shadow-sm" style={{ display: view ? undefined : 'none' }}>
        <button type="button" className={zoomClass} onClick={() => zoomBy(-1)} aria-label="Zoom out" title="Zoom out">
          <Minus aria-hidden />
        </button>
        <button type="button" className={cn(zoomClass, 'border-l border-border')} onClick={() => zoomBy(1)} aria-label="Zoom in" title="Zoom in">
          <Plus aria-hidden />
        </button>
      </div>
      <p id={hintId} className="sr-only">
        {count === 0 ? 'No places to show on the map.' : `${count} numbered ${count === 1 ? 'place' : 'places'} on the map; press Enter on a place for its details.`}
      </p>
      {failed ? (
        <p className="absolute bottom-10 left-1/2 z-10 -translate-x-1/2 rounded-md bg-surface/95 px-3 py-1.5 text-xs text-muted shadow-sm">
          The map background could not be loaded.
        </p>
      ) : null}
    </>
  );
}

const zoomClass =
  'flex size-11 items-center justify-center text-foreground hover:bg-surface-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring [&_svg]:size-4';

/** A stop's details beside its marker: name, address and directions out to Google Maps. */
function Popup({ marker, at, width, onClose }: { marker: MapMarker; at: MarkerItem; width: number; onClose: () => void }) {
  const left = Math.max(8, Math.min(width - 248, at.x - 120));
  const below = at.y < 150;
  return (
    <div
      className="mv-map-popup absolute z-20 w-60 rounded-lg border border-border bg-surface p-4 text-sm shadow-lg"
      style={{ left, top: below ? at.y + at.r + 10 : undefined, bottom: below ? undefined : `calc(100% - ${at.y - at.r - 10}px)` }}
      role="dialog"
      aria-label={`Stop ${marker.label}: ${marker.name}`}
      onPointerDown={(e) => e.stopPropagation()}
    >
      <button type="button" onClick={onClose} className="absolute top-1 right-1 flex size-9 items-center justify-center rounded-md text-muted hover:text-foreground" aria-label="Close">
        <X aria-hidden className="size-4" />
      </button>
      <p className="mv-map-popup__eyebrow">Stop {marker.label}</p>
      <p className="mv-map-popup__name">{marker.name}</p>
      {marker.address ? <p className="mv-map-popup__address">{marker.address}</p> : null}
      <a className="mv-map-popup__link" href={marker.directionsUrl} target="_blank" rel="noopener noreferrer">
        Directions<span className="sr-only"> (opens Google Maps in a new tab)</span>
      </a>
    </div>
  );
}
