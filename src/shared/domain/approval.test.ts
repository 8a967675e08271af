import { describe, expect, it } from 'vitest';
import { approvedLabel, typedNameMatches } from './approval.js';

describe('approval', () => {
  it('takes the full name whatever its case, accents and spacing, and nothing else', () => {
    const account = { fullName: 'Claire Dûrand-Leroy', email: 'claire@example.com' };
    expect(typedNameMatches('  claire  durand leroy ', account)).toBe(true);
    expect(typedNameMatches('Claire', account)).toBe(false);
    expect(typedNameMatches('Otto Other', account)).toBe(false);
  });
  it('an account without a real name takes any typed name', () => {
    expect(typedNameMatches('Claire Durand', { fullName: 'claire', email: 'claire@example.com' })).toBe(true);
    expect(typedNameMatches('x', { fullName: '', email: 'claire@example.com' })).toBe(false);
  });
  it('says who approved which version when', () => {
    expect(approvedLabel({ name: 'Claire Durand', at: '2027-05-10T09:00:00.000Z', version: 12 })).toBe('Approved by Claire Durand on 10 May 2027, version 12');
  });
});
