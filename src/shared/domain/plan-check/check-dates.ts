// (8) A day outside the trip's dates.
import { dayNumberOf, report, type DayRef, type PlanRun } from './context.js';
import { shortDate } from './text.js';
import type { PlanFix } from './types.js';

function isoOf(dayNumber: number): string {
  return new Date(dayNumber * 86_400_000).toISOString().slice(0, 10);
}

/** The trip's dates that no day holds, in order: where outside days can go, one each. */
function freeDates(run: PlanRun): string[] {
  const first = dayNumberOf(run.input.startDate ?? '');
  const last = dayNumberOf(run.input.endDate ?? '');
  if (first === null || last === null || last < first || last - first > 366) return [];
  const taken = new Set(run.days.map((d) => d.day.date));
  const free: string[] = [];
  for (let n = first; n <= last; n++) if (!taken.has(isoOf(n))) free.push(isoOf(n));
  return free;
}

export function checkDates(run: PlanRun): void {
  const { startDate, endDate } = run.input;
  const outside = run.days.filter((d) => d.outside);
  const free = outside.length ? freeDates(run) : [];
  outside.forEach((day, i) => {
    const date = day.day.date;
    const before = Boolean(startDate) && date < startDate!;
    report(run, {
      code: 'outside-dates',
      severity: 'error',
      day,
      message: before
        ? `${shortDate(date)} is before the trip's first day (${shortDate(startDate!)})`
        : `${shortDate(date)} is after the trip's last day (${shortDate(endDate!)})`,
      fixes: [free[i] ? moveDayFix(day, free[i]) : null],
    });
  });
}

function moveDayFix(day: DayRef, date: string): PlanFix {
  return { kind: 'set-day-date', label: `Move this day to ${shortDate(date)}`, dayId: day.day.id, date };
}
