import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '#server/providers/places/catalogue/load.js';
import { optionFromPlace } from './spots.js';

describe('an option made from a catalogue place', () => {
  const catalogue = loadCatalogue();
  const place = (id: string) => catalogue.byId.get(id)!;

  it('carries what the place asks of its visitors, for the plan checker', () => {
    expect(optionFromPlace(place('rome-vatican-necropolis-scavi-tour'))).toMatchObject({ placeId: 'rome-vatican-necropolis-scavi-tour', minAge: 15 });
    expect(optionFromPlace(place('rome-basilica-di-san-pietro'))).toMatchObject({ dressCode: 'Covered shoulders' });
    const colosseo = optionFromPlace(place('rome-colosseo'));
    expect(colosseo).not.toHaveProperty('minAge');
    expect(colosseo).not.toHaveProperty('dressCode');
  });
});
