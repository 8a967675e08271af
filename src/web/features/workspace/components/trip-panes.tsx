import type { ReactNode } from 'react';
import { Group, Panel, Separator } from 'react-resizable-panels';
import { MainRegion } from './main-region';

export interface TripPanesProps {
  sidebar: ReactNode;
  main: ReactNode;
  side: ReactNode;
  /** The main region's name ('Day 3', 'Trip Overview'). */
  mainLabel: string;
}

/**
 * The trip's three resizable panes from 1024 px (days, the day, map and details). React Resizable
 * Panels loads with this chunk, after the trip's first paint (trip-workspace.tsx shows the same
 * panes at their default widths meanwhile; ADR 033). Phones never load it.
 */
export default function TripPanes({ sidebar, main, side, mainLabel }: TripPanesProps) {
  return (
    <Group orientation="horizontal" className="min-h-0 flex-1">
      <Panel id="sidebar" defaultSize={280} minSize={200} maxSize={600} className="border-r border-border bg-surface-muted/40">
        {sidebar}
      </Panel>
      <Separator className="w-1.5 bg-transparent transition-colors hover:bg-accent-decor/40 data-[separator=active]:bg-accent-decor/60" aria-label="Resize the day list" />
      <Panel id="main" minSize={360}>
        <MainRegion label={mainLabel}>{main}</MainRegion>
      </Panel>
      <Separator className="w-1.5 bg-transparent transition-colors hover:bg-accent-decor/40" aria-label="Resize the map panel" />
      <Panel id="side" defaultSize={400} minSize={300} maxSize={800} className="border-l border-border">
        <div className="h-full overflow-y-auto">{side}</div>
      </Panel>
    </Group>
  );
}
