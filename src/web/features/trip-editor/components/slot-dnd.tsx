import type { ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { cn } from '#web/lib/cn';
import type { Day, TimeSlot } from '#shared/domain/itinerary';
import { withSlotMovedTo } from '#web/features/trip-editor/model';

type RenderSlot = (slot: TimeSlot, index: number, handle: ReactNode) => ReactNode;
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
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${slotName(days, active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${slotName(days, active.id)} is over ${slotName(days, over.id)}.` : `${slotName(days, active.id)} is no longer over a day.`),
    onDragEnd: ({ active, over }) => (over ? `${slotName(days, active.id)} was dropped on ${slotName(days, over.id)}.` : `${slotName(days, active.id)} was dropped.`),
    onDragCancel: ({ active }) => `Moving ${slotName(days, active.id)} was cancelled.`,
  };
  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const target = dropTarget(days, String(over.id));
    if (!target) return;
    onMove((current) => withSlotMovedTo(current, String(active.id), target.dayId, target.index));
  }
  const render: RenderDaySlots = (dayId, dayNumber, slots, renderSlot) => (
    <DaySlots dayId={dayId} dayNumber={dayNumber} slots={slots} renderSlot={renderSlot} />
  );
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements }}>
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
            {(handle) => renderSlot(slot, index, handle)}
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
