import type { KeyboardEvent } from 'react';
import type { DisplayList, LabelItem, MarkerItem } from '#shared/domain/map-render';

/**
 * The screens' back-end of the shared map renderer (ADR 027): the display list drawn as SVG,
 * coloured by the CSS custom properties of map.css (light and dark follow the `dark` class with
 * no repaint). Raster tiles of a configured tile server, when given, lie under everything else.
 */
export interface RasterTile {
  href: string;
  x: number;
  y: number;
  size: number;
  key: string;
}

interface MapSvgProps {
  list: DisplayList;
  raster?: RasterTile[];
  label: string;
  onMarker?: (marker: MarkerItem) => void;
  selected?: string | null;
}

const path = (flat: number[], close: boolean) => {
  let d = `M${flat[0]!.toFixed(1)} ${flat[1]!.toFixed(1)}`;
  for (let i = 2; i < flat.length; i += 2) d += `L${flat[i]!.toFixed(1)} ${flat[i + 1]!.toFixed(1)}`;
  return close ? `${d}Z` : d;
};

export function MapSvg({ list, raster, label, onMarker, selected }: MapSvgProps) {
  const remote = raster !== undefined;
  const keyDown = (m: MarkerItem) => (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onMarker?.(m);
    }
  };
  return (
    <svg
      className="mv-map-svg"
      width={list.width}
      height={list.height}
      viewBox={`0 0 ${list.width} ${list.height}`}
      role="group"
      aria-label={label}
      data-zoom={list.zoom.toFixed(2)}
    >
      <rect className={remote ? 'mv-map-remote-bg' : 'mv-map-water'} width={list.width} height={list.height} />
      {remote
        ? raster.map((t) => <image key={t.key} className="mv-remote-tile" href={t.href} x={t.x} y={t.y} width={t.size + 0.5} height={t.size + 0.5} />)
        : null}
      {list.land.map((group, i) => (
        <path key={`l${i}`} className="mv-map-land" d={group.map((r) => path(r, true)).join('')} fillRule="evenodd" />
      ))}
      {list.urban.map((group, i) => (
        <path key={`u${i}`} className="mv-map-urban" d={group.map((r) => path(r, true)).join('')} fillRule="evenodd" />
      ))}
      {list.lakes.map((group, i) => (
        <path key={`k${i}`} className="mv-map-lake" d={group.map((r) => path(r, true)).join('')} fillRule="evenodd" />
      ))}
      {list.rivers.length ? <path className="mv-map-river" d={list.rivers.map((r) => path(r.line, false)).join('')} strokeWidth={list.rivers[0]!.width} /> : null}
      {list.borders.length ? <path className="mv-map-border" d={list.borders.map((b) => path(b, false)).join('')} /> : null}
      {list.route.length ? (
        <g className="mv-route">
          {['mv-route-casing', 'mv-route-line'].map((cls) => (
            <path
              key={cls}
              className={cls}
              d={list.route.map((s) => `M${s.from.x.toFixed(1)} ${s.from.y.toFixed(1)}Q${s.control.x.toFixed(1)} ${s.control.y.toFixed(1)} ${s.to.x.toFixed(1)} ${s.to.y.toFixed(1)}`).join('')}
            />
          ))}
        </g>
      ) : null}
      {list.labels.filter((l) => l.style !== 'stop').map((l, i) => (
        <Label key={`c${i}`} label={l} />
      ))}
      {list.leaders.map((l, i) => (
        <g key={`d${i}`} className="mv-map-leader">
          <line x1={l.from.x} y1={l.from.y} x2={l.to.x} y2={l.to.y} />
          <circle cx={l.to.x} cy={l.to.y} r={2.6} />
        </g>
      ))}
      {list.markers.map((m) => (
        <g
          key={m.id}
          className={`mv-map-pin mv-map-pin--${m.kind}`}
          data-selected={selected === m.id || undefined}
          transform={`translate(${m.x.toFixed(1)} ${m.y.toFixed(1)})`}
          role={m.kind === 'stop' && onMarker ? 'button' : undefined}
          tabIndex={m.kind === 'stop' && onMarker ? 0 : undefined}
          aria-label={m.kind === 'stop' ? `${m.text}. ${m.name}` : m.name}
          onClick={m.kind === 'stop' ? () => onMarker?.(m) : undefined}
          onKeyDown={m.kind === 'stop' ? keyDown(m) : undefined}
        >
          {m.kind === 'hotel' ? (
            <rect className="mv-map-pin__shape" x={-m.r * 0.85} y={-m.r * 0.85} width={m.r * 1.7} height={m.r * 1.7} rx={3} />
          ) : (
            <circle className="mv-map-pin__shape" r={m.r} />
          )}
          <text className="mv-map-pin__text" dy="0.35em" textAnchor="middle" fontSize={m.text.length > 1 ? m.r * 0.85 : m.r * 1.0}>
            {m.text}
          </text>
        </g>
      ))}
      {list.labels.filter((l) => l.style === 'stop').map((l, i) => (
        <Label key={`s${i}`} label={l} />
      ))}
      {list.scale ? (
        <g className="mv-map-scale" aria-hidden>
          <path d={`M${list.scale.x} ${list.scale.y - 4}V${list.scale.y}H${list.scale.x + list.scale.length}V${list.scale.y - 4}`} />
          <text x={list.scale.x + list.scale.length + 6} y={list.scale.y} dy="0.1em">
            {list.scale.text}
          </text>
        </g>
      ) : null}
      {list.attribution ? (
        <text className="mv-map-credit" x={list.attribution.x} y={list.attribution.y} dy="0.9em" fontSize={list.attribution.size}>
          {list.attribution.text}
        </text>
      ) : null}
    </svg>
  );
}

function Label({ label: l }: { label: LabelItem }) {
  return (
    <g className={`mv-map-label mv-map-label--${l.style}`} aria-hidden={l.style === 'stop' ? true : undefined}>
      {l.dot ? <circle className="mv-map-label__dot" cx={l.dot.x} cy={l.dot.y} r={l.style === 'city' ? 3 : 2} /> : null}
      <text
        x={l.cx}
        y={l.cy}
        dy="0.35em"
        textAnchor="middle"
        fontSize={l.size}
        transform={l.angle ? `rotate(${l.angle.toFixed(1)} ${l.cx.toFixed(1)} ${l.cy.toFixed(1)})` : undefined}
      >
        {l.text}
      </text>
    </g>
  );
}
