// Money shown in one place (issue 18 §7): USD lines that multiply out and totals that add up, a
// budget in its own currency, and chosen activities as estimates until they are billed.
import { describe, expect, it } from 'vitest';
import { budgetStanding, displayCents, lineInCurrency, statementInCurrency, type PricedLine } from './costs.js';
import { unbilledChoices } from './billing-lines.js';
import type { Day } from './itinerary.js';
import { makeSlot } from './slots.js';

const RATE = 1.0869;

describe('a statement in USD (one rule: convert the unit, then multiply)', () => {
  const line: PricedLine = { unitCents: 2500, amountCents: 10_000, billed: false };

  it('a €25.00 x 4 line reads $27.17 x 4 = $108.68, never $108.67', () => {
    expect(displayCents(2500, 'USD', RATE)).toBe(2717);
    expect(displayCents(10_000, 'USD', RATE)).toBe(10_869); // the old way: the total converted on its own
    const shown = lineInCurrency(line, 'USD', RATE);
    expect(shown.unitCents).toBe(2717);
    expect(shown.amountCents).toBe(2717 * 4);
  });

  it('in EUR a line is as stored', () => {
    expect(lineInCurrency(line, 'EUR', RATE)).toBe(line);
  });

  it('a locked or free line, and one not a whole number of units, still convert', () => {
    expect(lineInCurrency({ unitCents: 9999, amountCents: 9999, billed: true }, 'USD', RATE).amountCents).toBe(displayCents(9999, 'USD', RATE));
    expect(lineInCurrency({ unitCents: 0, amountCents: 0, billed: false }, 'USD', RATE).amountCents).toBe(0);
    expect(lineInCurrency({ unitCents: 300, amountCents: 1000, billed: false }, 'USD', RATE).amountCents).toBe(displayCents(1000, 'USD', RATE));
  });

  it("converts today's amount of a line whose cost changed", () => {
    expect(lineInCurrency({ unitCents: 2500, amountCents: 10_000, nowCents: 12_000, billed: false }, 'USD', RATE).nowCents).toBe(13_043);
  });

  it('totals are the sums of the lines shown: billed, unbilled, and travel left out of the totals', () => {
    const view = {
      items: [
        { unitCents: 2500, amountCents: 10_000, billed: true },
        { unitCents: 1333, amountCents: 3999, billed: false },
      ],
      travel: [
        { unitCents: 45_000, amountCents: 90_000, billed: false, counted: true },
        { unitCents: 20_000, amountCents: 60_000, billed: false, counted: false },
      ],
    };
    const usd = statementInCurrency(view, 'USD', RATE);
    const counted = [...usd.items, usd.travel[0]!];
    expect(usd.totals.totalCents).toBe(counted.reduce((s, l) => s + l.amountCents, 0));
    expect(usd.totals.billedCents).toBe(usd.items[0]!.amountCents);
    expect(usd.totals.billedCents + usd.totals.unbilledCents).toBe(usd.totals.totalCents);
    for (const l of [...usd.items, ...usd.travel]) expect(l.amountCents % l.unitCents).toBe(0);
    const eur = statementInCurrency(view, 'EUR', RATE);
    expect(eur.totals).toEqual({ totalCents: 10_000 + 3999 + 90_000, billedCents: 10_000, unbilledCents: 3999 + 90_000 });
  });
});

describe('a budget in its own currency', () => {
  it('EUR: chosen activities subtracted as they are', () => {
    expect(budgetStanding(9500, 'EUR', 3789, RATE)).toEqual({ budget: 9500, currency: 'EUR', chosen: 3789, remaining: 5711 });
  });

  it('USD: the EUR costs are converted at the stored rate before they are subtracted', () => {
    const s = budgetStanding(9500, 'USD', 3789, RATE);
    expect(s.chosen).toBe(4118.26);
    expect(s.remaining).toBe(5381.74);
  });

  it('GBP: never compared with EUR costs (no conversion but EUR <-> USD)', () => {
    expect(budgetStanding(9500, 'GBP', 3789, RATE)).toEqual({ budget: 9500, currency: 'GBP', chosen: null, remaining: null });
  });
});

describe('chosen activities not yet billed (estimates)', () => {
  const day = (id: string, slots: ReturnType<typeof makeSlot>[]): Day => ({ id, date: '2027-05-01', title: id, timeSlots: slots }) as Day;
  const louvre = { ...makeSlot({ startTime: '09:00', endTime: '11:00', title: 'Morning' }), id: 's1', selectedPlace: 'o1', options: [{ id: 'o1', name: 'Louvre', cost: 22 }] };
  const boat = { ...makeSlot({ startTime: '14:00', endTime: '16:00', title: 'Afternoon' }), id: 's2', selectedPlace: 'o2', options: [{ id: 'o2', name: 'Private boat', cost: 600, lockCost: true }] };
  const open = { ...makeSlot({ startTime: '17:00', endTime: '19:00', title: 'Evening' }), id: 's3', options: [{ id: 'o3', name: 'Opera', cost: 150 }] };
  const days = [day('d1', [louvre, boat, open])];

  it('prices each chosen activity as billing would (x travellers, once when locked) and leaves unchosen slots out', () => {
    const { choices, totalCents } = unbilledChoices(days, [], { adults: 2, children: 1 });
    expect(choices.map((c) => [c.option.name, c.amountCents])).toEqual([
      ['Louvre', 6600],
      ['Private boat', 60_000],
    ]);
    expect(totalCents).toBe(66_600);
  });

  it('an activity billed by its slot and option is no longer an estimate, wherever the slot moved', () => {
    const { choices } = unbilledChoices(days, [{ slotId: 's1', optionId: 'o1' }, { slotId: null, optionId: null }], { adults: 2 });
    expect(choices.map((c) => c.option.name)).toEqual(['Private boat']);
  });

  it('a slot whose choice changed since it was billed shows the new choice as an estimate', () => {
    const { choices } = unbilledChoices(days, [{ slotId: 's2', optionId: 'o-old' }], { adults: 2 });
    expect(choices.map((c) => c.option.name)).toEqual(['Louvre', 'Private boat']);
  });
});
