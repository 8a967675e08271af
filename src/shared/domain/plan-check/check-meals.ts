// (7) A meal slot (titled Lunch, Dinner... or themed as a restaurant) holding a place that is not
// a place to eat.
import { foodOf, report, type PlanRun, type SlotRef } from './context.js';
import { chooseFix, dropFix, isOpenFor, moveFix } from './fixes.js';
import type { PlanFix } from './types.js';
import { isMealSlot } from './venues.js';

/** 'Dinner' from the slot's title when it names the meal, else 'This meal'. */
function mealName(ref: SlotRef): string {
  const title = ref.slot.title.trim();
  return title && isMealSlot({ title, theme: undefined }) ? title : 'This meal';
}

/** Choose a place to eat already offered in the slot (open then), else move the visit to a free slot, else remove it. */
function fixesFor(run: PlanRun, ref: SlotRef): (PlanFix | null)[] {
  const chosen = ref.chosen!;
  const food = ref.slot.options.find((o) => o.id !== chosen.id && foodOf(run, o) === true && isOpenFor(o, ref));
  return [food ? chooseFix(ref, food) : null, moveFix(run, ref, chosen), dropFix(ref, chosen)];
}

export function checkMeals(run: PlanRun): void {
  for (const day of run.days) {
    for (const ref of day.slots) {
      if (!ref.meal) continue;
      const meal = mealName(ref);
      if (ref.chosen) {
        if (foodOf(run, ref.chosen) !== false) continue;
        report(run, {
          code: 'meal-without-food',
          severity: 'warning',
          day,
          slot: ref,
          optionId: ref.chosen.id,
          message: `${meal} holds ${ref.chosen.name}, which is not a place to eat`,
          fixes: fixesFor(run, ref),
        });
        continue;
      }
      for (const option of ref.slot.options) {
        if (foodOf(run, option) !== false) continue;
        report(run, {
          code: 'meal-without-food',
          severity: 'warning',
          day,
          slot: ref,
          optionId: option.id,
          message: `${option.name} is offered for ${meal === 'This meal' ? 'this meal' : meal} but is not a place to eat`,
          fixes: [dropFix(ref, option)],
        });
      }
    }
  }
}
