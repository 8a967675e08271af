// What a save of the whole itinerary changed, in words for the trip's history (issue 9 §2:
// "who changed which part ... a day"). Days are matched by their stable ids.
import { formatDate } from './dates.js';
import type { Day } from './itinerary.js';

const dayName = (day: Day, index: number) => `day ${index + 1}${day.date ? ` (${formatDate(day.date)})` : ''}`;

/** 'Added day 3 (12 Apr 2027)', 'Changed day 1 (10 Apr 2027)', 'Removed day 2 …', joined; 'Reordered the days'; or 'No change to the itinerary'. */
export function describeItineraryChange(before: readonly Day[], after: readonly Day[]): string {
  const old = new Map(before.map((d, i) => [d.id, { day: d, index: i }]));
  const now = new Set(after.map((d) => d.id));
  const parts: string[] = [];
  after.forEach((day, i) => {
    const prev = old.get(day.id);
    if (!prev) parts.push(`Added ${dayName(day, i)}`);
    else if (JSON.stringify(prev.day) !== JSON.stringify(day)) parts.push(`Changed ${dayName(day, i)}`);
  });
  before.forEach((day, i) => {
    if (!now.has(day.id)) parts.push(`Removed ${dayName(day, i)}`);
  });
  if (parts.length === 0) {
    const moved = before.length === after.length && before.some((d, i) => d.id !== after[i]!.id);
    return moved ? 'Reordered the days' : 'No change to the itinerary';
  }
  if (parts.length > 3) return `${parts.slice(0, 3).join('; ')} and ${parts.length - 3} more`;
  return parts.join('; ');
}
