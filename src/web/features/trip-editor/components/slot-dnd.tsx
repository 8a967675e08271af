import { useRef, useState, type ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { cn } from '#web/lib/cn';
import type { Day, TimeSlot } from '#shared/domain/itinerary';
import { moveTimeSlotTo } from '#shared/domain/itinerary-ops';

/** One slot as its day shows it: its position and the number of slots the day shows (during a drag, with the slot dragged in). */
type RenderSlot = (slot: TimeSlot, index: number, count: number, handle: ReactNode) => ReactNode;
type RenderDaySlots = (dayId: string, dayNumber: number, slots: TimeSlot[], renderSlot: RenderSlot) => ReactNode;

const DAY_PREFIX = 'day:';

/** Where a drop lands: on a slot (before it, or where it was in its own day) or on a day's list (at its end). */
export function dropTarget(days: readonly Day[], overId: string): { dayId: string; index: number } | null {
  if (overId.startsWith(DAY_PREFIX)) {
    const day = days.find((d) => d.id === overId.slice(DAY_PREFIX.length));
    return day ? { dayId: day.id, index: day.timeSlots.length } : null;
  }
  for (const day of days) {
    const index = day.timeSlots.findIndex((s) => s.id === overId);
    if (index >= 0) return { dayId: day.id, index };
  }
  return null;
}

/**
 * The days as they look while a slot is dragged over another day: the slot already in that day,
 * before the slot it is over (after it when the dragged slot is below that one's middle), or
 * last when over the day's list. Within its own day the sortable list shows the move itself.
 */
export function withSlotDraggedOver(days: readonly Day[], slotId: string, overId: string, below = false): Day[] {
  const from = days.find((d) => d.timeSlots.some((s) => s.id === slotId));
  const target = dropTarget(days, overId);
  if (!from || !target || target.dayId === from.id) return days as Day[];
  const index = overId.startsWith(DAY_PREFIX) ? target.index : target.index + (below ? 1 : 0);
  return moveTimeSlotTo(days, slotId, target.dayId, index);
}

function slotName(days: readonly Day[], id: string | number): string {
  for (const [d, day] of days.entries()) {
    const i = day.timeSlots.findIndex((s) => s.id === id);
    if (i >= 0) return `slot ${i + 1} of day ${d + 1}`;
    if (`${DAY_PREFIX}${day.id}` === id) return `the end of day ${d + 1}`;
  }
  return 'a slot';
}

/**
 * Drag and drop of time slots within a day and to another day (issue 9, `@dnd-kit`), by mouse,
 * touch or keyboard (Space to pick up, arrows to move, Space to drop, Escape to cancel). The
 * up/down buttons stay beside it for touch screens.
 */
export function SlotList({ days, onMove, children }: { days: Day[]; onMove: (fn: (current: Day[]) => Day[]) => void; children: (render: RenderDaySlots) => ReactNode }) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // While a slot is dragged to another day: the days as they will look once it is dropped
  // (dnd-kit's multiple containers), shown instead of the saved ones; nothing is saved before the drop.
  const [preview, setPreview] = useState<Day[] | null>(null);
  const shown = preview ?? days;
  const shownRef = useRef(shown);
  shownRef.current = shown;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${slotName(shownRef.current, active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${slotName(shownRef.current, active.id)} is over ${slotName(shownRef.current, over.id)}.` : `${slotName(shownRef.current, active.id)} is no longer over a day.`,
    onDragEnd: ({ active, over }) =>
      over ? `${slotName(shownRef.current, active.id)} was dropped on ${slotName(shownRef.current, over.id)}.` : `${slotName(shownRef.current, active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${slotName(days, active.id)} was cancelled.`,
  };
  // Over a day's list that has slots, the nearest of its slots is the target (not the list itself).
  const collisions: CollisionDetection = (args) => {
    const hits = closestCenter(args);
    const first = hits[0] ? String(hits[0].id) : '';
    if (!first.startsWith(DAY_PREFIX)) return hits;
    const ids = new Set(shownRef.current.find((d) => `${DAY_PREFIX}${d.id}` === first)?.timeSlots.map((s) => s.id) ?? []);
    if (ids.size === 0) return hits;
    const inDay = closestCenter({ ...args, droppableContainers: args.droppableContainers.filter((c) => ids.has(String(c.id))) });
    return inDay.length ? inDay : hits;
  };
  function onDragOver({ active, over }: DragOverEvent) {
    if (!over) return;
    const current = shownRef.current;
    const translated = active.rect.current.translated;
    const below = !!translated && translated.top > over.rect.top + over.rect.height / 2;
    const next = withSlotDraggedOver(current, String(active.id), String(over.id), below);
    if (next !== current) {
      shownRef.current = next;
      setPreview(next);
    }
  }
  function onDragEnd({ active, over }: DragEndEvent) {
    const current = shownRef.current;
    setPreview(null);
    if (!over) return;
    // Where the preview shows it, moved within that day onto the slot it is over: one change, one save.
    const target = dropTarget(current, String(over.id));
    if (!target) return;
    onMove((saved) => moveTimeSlotTo(saved, String(active.id), target.dayId, target.index));
  }
  const render: RenderDaySlots = (dayId, dayNumber, slots, renderSlot) => (
    <DaySlots dayId={dayId} dayNumber={dayNumber} slots={preview?.find((d) => d.id === dayId)?.timeSlots ?? slots} renderSlot={renderSlot} />
  );
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => setPreview(null)}
      accessibility={{ announcements }}
    >
      {children(render)}
    </DndContext>
  );
}

function DaySlots({ dayId, dayNumber, slots, renderSlot }: { dayId: string; dayNumber: number; slots: TimeSlot[]; renderSlot: RenderSlot }) {
  const { setNodeRef, isOver } = useDroppable({ id: `${DAY_PREFIX}${dayId}` });
  return (
    <SortableContext id={dayId} items={slots.map((s) => s.id)} strategy={verticalListSortingStrategy}>
      <ul ref={setNodeRef} className={cn('flex min-h-12 flex-col gap-2 rounded-lg', isOver && 'bg-accent-soft/40')}>
        {slots.map((slot, index) => (
          <SortableSlot key={slot.id} id={slot.id} label={`slot ${index + 1} of day ${dayNumber}`}>
            {(handle) => renderSlot(slot, index, slots.length, handle)}
          </SortableSlot>
        ))}
      </ul>
    </SortableContext>
  );
}

function SortableSlot({ id, label, children }: { id: string; label: string; children: (handle: ReactNode) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Drag ${label}`}
      className="flex h-9 w-7 shrink-0 cursor-grab touch-none items-center justify-center rounded text-muted hover:bg-surface-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
    >
      <GripVertical aria-hidden className="size-4" />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      data-testid="slot"
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(isDragging && 'relative z-10 opacity-80 shadow-lg')}
    >
      {children(handle)}
    </li>
  );
}
