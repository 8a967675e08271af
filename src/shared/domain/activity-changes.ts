// What changed in the activities of an itinerary between two versions (spec §4 notifications:
// staff in organizer mode add, change, validate or remove an activity; §3 notifications types).
import type { NotificationType } from './constants.js';
import type { Day, Option } from './itinerary.js';


export interface ActivityChange {
  type: Extract<NotificationType, `activity_${string}`>;
  activityName: string;
  /** 1-based position of the day in the trip (days sorted by date). */
  dayNumber: number;
  dayId: string;
  slotId: string;
  optionId: string;
}

/** The fields of an option a client sees: a change of one of them is an update. */
const VISIBLE_FIELDS = ['name', 'description', 'cost', 'address', 'lockCost', 'image', 'website', 'phone', 'notes'] as const;

function changed(a: Option, b: Option): boolean {
  return VISIBLE_FIELDS.some((f) => JSON.stringify(a[f] ?? null) !== JSON.stringify(b[f] ?? null));
}

/**
 * The activity changes from `before` to `after`, matched by day, slot and option ids:
 * an option that appears is created, one that goes is removed (a whole slot or day
 * removed removes its activities), one whose visible fields change is updated, and a
 * slot whose chosen option becomes another one is validated.
 */
export function diffActivities(before: readonly Day[], after: readonly Day[]): ActivityChange[] {
  const out: ActivityChange[] = [];
  const oldSlots = new Map<string, { slot: Day['timeSlots'][number]; dayNumber: number; dayId: string }>();
  before.forEach((day, i) => day.timeSlots.forEach((slot) => oldSlots.set(slot.id, { slot, dayNumber: i + 1, dayId: day.id })));
  const seenSlots = new Set<string>();

  after.forEach((day, i) => {
    const dayNumber = i + 1;
    for (const slot of day.timeSlots) {
      seenSlots.add(slot.id);
      const old = oldSlots.get(slot.id)?.slot;
      const oldOptions = new Map((old?.options ?? []).map((o) => [o.id, o]));
      for (const option of slot.options) {
        const prev = oldOptions.get(option.id);
        const base = { activityName: option.name, dayNumber, dayId: day.id, slotId: slot.id, optionId: option.id };
        if (!prev) out.push({ type: 'activity_created', ...base });
        else if (changed(prev, option)) out.push({ type: 'activity_updated', ...base });
        oldOptions.delete(option.id);
      }
      for (const gone of oldOptions.values()) {
        out.push({ type: 'activity_removed', activityName: gone.name, dayNumber, dayId: day.id, slotId: slot.id, optionId: gone.id });
      }
      const chosen = slot.selectedPlace ?? null;
      if (chosen && chosen !== (old?.selectedPlace ?? null)) {
        const option = slot.options.find((o) => o.id === chosen);
        if (option) out.push({ type: 'activity_validated', activityName: option.name, dayNumber, dayId: day.id, slotId: slot.id, optionId: option.id });
      }
    }
  });

  for (const [slotId, { slot, dayNumber, dayId }] of oldSlots) {
    if (seenSlots.has(slotId)) continue;
    for (const gone of slot.options) {
      out.push({ type: 'activity_removed', activityName: gone.name, dayNumber, dayId, slotId, optionId: gone.id });
    }
  }
  return out;
}

/** Title and message of a notification, as the client reads it. */
export function notificationText(change: Pick<ActivityChange, 'type' | 'activityName' | 'dayNumber'>): { title: string; message: string } {
  const day = `Day ${change.dayNumber}`;
  switch (change.type) {
    case 'activity_created':
      return { title: 'New activity proposed', message: `${change.activityName} was added to ${day} of your trip.` };
    case 'activity_updated':
      return { title: 'Activity updated', message: `${change.activityName} on ${day} was updated.` };
    case 'activity_validated':
      return { title: 'Activity confirmed', message: `${change.activityName} is now the choice for ${day}.` };
    case 'activity_removed':
      return { title: 'Activity removed', message: `${change.activityName} was removed from ${day}.` };
  }
}
