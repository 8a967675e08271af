import { describe, expect, it } from 'vitest';
import { OWNER_PLACEHOLDER_NAME, displayName, greetingName, isPlaceholderName, mailGreeting } from './names.js';

describe('names (greet a person by the name they chose)', () => {
  it('the first run placeholder, an empty name and an invite e-mail local part are not names', () => {
    expect(isPlaceholderName(OWNER_PLACEHOLDER_NAME)).toBe(true);
    expect(isPlaceholderName('  ')).toBe(true);
    expect(isPlaceholderName(null)).toBe(true);
    expect(isPlaceholderName('giulia.bianchi', 'Giulia.Bianchi@agency.example')).toBe(true);
    expect(isPlaceholderName('Giulia Bianchi', 'giulia.bianchi@agency.example')).toBe(false);
  });

  it("greets by the first name, never as 'Agency'", () => {
    expect(greetingName({ fullName: OWNER_PLACEHOLDER_NAME, email: 'owner@maison-voyage.local' })).toBeNull();
    expect(greetingName({ fullName: 'Camille  Laurent ', email: 'owner@maison-voyage.local' })).toBe('Camille');
    expect(greetingName({ fullName: 'owner', email: 'owner@maison-voyage.local' })).toBeNull();
    expect(greetingName(null)).toBeNull();
  });

  it('labels the top bar with the name, else the e-mail', () => {
    expect(displayName({ fullName: OWNER_PLACEHOLDER_NAME, email: 'owner@maison-voyage.local' })).toBe('owner@maison-voyage.local');
    expect(displayName({ fullName: 'Camille Laurent', email: 'c@x.fr' })).toBe('Camille Laurent');
  });
});

describe('mailGreeting (one greeting for every mail)', () => {
  it("greets by the chosen first name, emoji left out, else 'Hello,'", () => {
    expect(mailGreeting('Claire Martin', 'claire@example.com')).toBe('Dear Claire,');
    expect(mailGreeting('Claire 🌸 Martin')).toBe('Dear Claire,');
    expect(mailGreeting('🌸 Élodie')).toBe('Dear Élodie,');
    expect(mailGreeting('🌸')).toBe('Hello,');
    expect(mailGreeting('Agency Owner')).toBe('Hello,');
    expect(mailGreeting('guest', 'guest@example.com')).toBe('Hello,');
    expect(mailGreeting(null)).toBe('Hello,');
  });
});
