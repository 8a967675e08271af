// (5) What a venue asks of its visitors against who travels: a minimum age with children in the
// party (their ages known or not), and a dress code worth telling the travellers.
import { optionsToCheck, report, type PlanRun } from './context.js';
import { dropFix } from './fixes.js';
import { dressCodeOf, minAgeOf } from './venues.js';

function youngest(ages: readonly number[] | null | undefined): number | null {
  const known = (ages ?? []).filter((a) => Number.isFinite(a) && a >= 0);
  return known.length ? Math.min(...known) : null;
}

export function checkTravellers(run: PlanRun): void {
  const travellers = run.input.travellers;
  const children = Math.max(0, Number(travellers?.children ?? 0) || 0);
  const ages = youngest(travellers?.childAges);
  for (const day of run.days) {
    for (const ref of day.slots) {
      for (const { option, chosen } of optionsToCheck(ref)) {
        const minAge = minAgeOf(option);
        if (minAge !== null && children > 0 && (ages === null || ages < minAge)) {
          const rule = `Children under ${minAge} are not admitted (${option.name})`;
          report(run, {
            code: 'age-restriction',
            severity: chosen && (ages !== null || minAge >= 18) ? 'error' : 'warning',
            day,
            slot: ref,
            optionId: option.id,
            message: ages === null ? rule : `${rule}: the youngest traveller is ${ages}`,
            clientMessage: `${rule}.`,
            fixes: [dropFix(ref, option)],
          });
        }
        const dressCode = chosen ? dressCodeOf(option) : null;
        if (dressCode) {
          const text = `Dress code at ${option.name}: ${dressCode.charAt(0).toLowerCase()}${dressCode.slice(1)}`;
          report(run, { code: 'dress-code', severity: 'info', day, slot: ref, optionId: option.id, message: text, clientMessage: `${text}.` });
        }
      }
    }
  }
}
