// (4) Not enough time to get there from the previous stop: the stored durationFromPrevious of
// the chosen option, else the context's lookup or the offline estimator, against the time
// between the two slots plus what back-to-back slots absorb (TRAVEL_ALLOWANCE_MINUTES).
import { optionPoint } from '#shared/domain/distances.js';
import type { Coordinates } from '#shared/domain/geo.js';
import { dayWindow, hotelStart, report, travelMinutes, type PlanRun, type SlotRef } from './context.js';
import { timesFix } from './fixes.js';
import { MIN_SLOT_MINUTES, TRAVEL_ALLOWANCE_MINUTES } from './rules.js';
import { clock, duration, roundUp, timeWindow } from './text.js';
import type { PlanFix } from './types.js';

/** Where the traveller comes from and when they are free to go. */
interface Origin {
  name: string;
  point: Coordinates;
  /** Minutes of the day the traveller can leave it. */
  freeAt: number;
  /** The slot left (null: the hotel). */
  ref: SlotRef | null;
}

function storedMinutes(seconds: unknown): number | null {
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? seconds / 60 : null;
}

/** Start later by what is missing; keep the end when the slot stays long enough, else move the whole slot if the next one allows. */
function shiftFix(ref: SlotRef, start: number, next: SlotRef | undefined, latest: number): PlanFix | null {
  if (ref.end - start >= MIN_SLOT_MINUTES) return timesFix(ref, start, ref.end, `Start at ${clock(start)}`);
  const end = start + (ref.end - ref.start);
  const limit = Math.min(latest, next && !Number.isNaN(next.start) ? next.start : 24 * 60);
  return end <= limit ? timesFix(ref, start, end, `Move to ${timeWindow(start, end)}`) : null;
}

export function checkTravel(run: PlanRun): void {
  for (const day of run.days) {
    const { earliest, latest } = dayWindow(run, day);
    // On the arrival day the first stop is reached from the hotel once the traveller is there.
    const arrivalDay = Number.isFinite(earliest) && earliest > 0 && earliest < 24 * 60;
    let origin: Origin | null | undefined = arrivalDay ? undefined : null;
    day.slots.forEach((ref, i) => {
      const option = ref.chosen;
      if (!option || Number.isNaN(ref.start)) return;
      const point = optionPoint(option);
      if (!point) {
        origin = null; // the way from a stop without coordinates is unknown
        return;
      }
      if (origin === undefined) {
        const hotel = hotelStart(run, point);
        origin = hotel ? { name: 'the hotel', point: hotel, freeAt: earliest, ref: null } : null;
      }
      const from = origin;
      origin = { name: option.name, point, freeAt: ref.end, ref };
      const gap = from ? ref.start - from.freeAt : NaN;
      if (!from || gap < 0) return; // overlaps and arrivals are reported by their own checks
      const travel = storedMinutes(option.durationFromPrevious) ?? travelMinutes(run, from.point, point);
      if (travel === null || travel <= gap + TRAVEL_ALLOWANCE_MINUTES) return;
      const about = duration(roundUp(travel));
      report(run, {
        code: 'travel-time',
        severity: 'warning',
        day,
        slot: ref,
        optionId: option.id,
        message: `About ${about} from ${from.name}, ${gap === 0 ? 'with no time between the two' : `but only ${duration(gap)} between the two`}`,
        clientMessage: `Allow about ${about} to get here from ${from.name}.`,
        fixes: [shiftFix(ref, roundUp(from.freeAt + travel - TRAVEL_ALLOWANCE_MINUTES), day.slots[i + 1], latest)],
      });
    });
  }
}
