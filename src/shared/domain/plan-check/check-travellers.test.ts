import { describe, expect, it } from 'vitest';
import { applyFix, checkPlan } from './index.js';
import { day, option, romeTrip, slot } from './rome.fixture.js';

const restricted = (input: Parameters<typeof checkPlan>[0]) => checkPlan(input).filter((f) => f.code === 'age-restriction' || f.code === 'dress-code');
const scaviDay = (chosen: number | null = 0) => [day('d3', '2027-05-12', 'Vatican', [slot('s1', '10:00-12:00', 'Beneath St Peter\'s', [option('scavi'), option('sanPietro')], chosen)])];

describe('an age or access restriction against the travellers (5)', () => {
  it('the Scavi tour with an 8-year-old: an error naming the rule and the child\'s age', () => {
    const trip = romeTrip(scaviDay(), { travellers: { adults: 2, children: 1, childAges: [8] } });
    const [finding, ...rest] = restricted(trip);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({
      code: 'age-restriction',
      severity: 'error',
      message: 'Children under 15 are not admitted (Vatican Necropolis (Scavi) tour): the youngest traveller is 8',
      clientMessage: 'Children under 15 are not admitted (Vatican Necropolis (Scavi) tour).',
    });
    expect(finding!.fixes.map((f) => f.kind)).toEqual(['drop-option']);
    const dropped = applyFix(trip.days, finding!.fixes[0]!);
    expect(dropped[0]!.timeSlots[0]).toMatchObject({ selectedPlace: null, options: [expect.objectContaining({ name: 'Basilica di San Pietro' })] });
  });

  it('children with no ages known: said plainly, as a warning', () => {
    const [finding] = restricted(romeTrip(scaviDay(), { travellers: { adults: 2, children: 1 } }));
    expect(finding).toMatchObject({ severity: 'warning', message: 'Children under 15 are not admitted (Vatican Necropolis (Scavi) tour)' });
  });

  it('offered but not chosen: a warning on that option, removed by its fix', () => {
    const trip = romeTrip(scaviDay(null));
    const [finding, ...rest] = restricted(trip);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ severity: 'warning', optionId: trip.days[0]!.timeSlots[0]!.options[0]!.id });
    expect(finding!.fixes.map((f) => f.kind)).toEqual(['drop-option']);
  });

  it('adults only, or children old enough: nothing', () => {
    expect(restricted(romeTrip(scaviDay(), { travellers: { adults: 2, children: 0 } }))).toEqual([]);
    expect(restricted(romeTrip(scaviDay(), { travellers: { adults: 2, children: 2, childAges: [15, 17] } }))).toEqual([]);
  });

  it('a dress code is information for everyone, chosen places only', () => {
    const trip = romeTrip(scaviDay(1), { travellers: { adults: 2, children: 0 } });
    expect(restricted(trip).map((f) => [f.severity, f.message, f.clientMessage])).toEqual([
      ['info', 'Dress code at Basilica di San Pietro: covered shoulders', 'Dress code at Basilica di San Pietro: covered shoulders.'],
    ]);
  });
});
