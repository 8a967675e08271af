import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { labelledValues } from './labelled.js';

describe('labelledValues', () => {
  it('lists the values in the order written and looks their labels up', () => {
    const { values, labels } = labelledValues({ paris: 'Paris', 'amalfi-coast': 'Amalfi Coast', rome: 'Rome' });
    expect(values).toEqual(['paris', 'amalfi-coast', 'rome']);
    expect(labels['amalfi-coast']).toBe('Amalfi Coast');
    expect(z.enum(values).safeParse('rome').success).toBe(true);
    expect(z.enum(values).safeParse('milan').success).toBe(false);
  });

  it('refuses an enumeration without values', () => {
    expect(() => labelledValues({})).toThrow(RangeError);
  });
});
