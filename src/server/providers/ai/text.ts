import type { Day } from '#shared/domain/itinerary.js';

/** An itinerary as plain text (for reading a plan in a terminal or a log). */
export function itineraryAsText(days: readonly Day[]): string {
  const lines: string[] = [];
  for (const day of days) {
    lines.push(`${day.date} — ${day.title}`);
    for (const slot of day.timeSlots) {
      lines.push(`  ${slot.startTime}–${slot.endTime}  ${slot.title} · ${slot.theme ?? ''}`);
      if (slot.notes) lines.push(`      ${slot.notes}`);
      slot.options.forEach((o, i) => {
        const cost = typeof o.cost === 'number' ? (o.cost === 0 ? 'free' : `€${o.cost} pp`) : '';
        lines.push(`      ${i + 1}. ${o.name} (${cost}) — ${o.address ?? ''}`);
        if (o.notes) lines.push(`         ${o.notes}`);
      });
    }
    lines.push('');
  }
  return lines.join('\n');
}
