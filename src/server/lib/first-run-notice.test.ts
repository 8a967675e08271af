import { describe, expect, it } from 'vitest';
import { firstRunNotice } from './first-run-notice.js';

describe('firstRunNotice (the generated owner password, printed once at the first start)', () => {
  const notice = firstRunNotice({
    ownerEmail: 'owner@maison-voyage.local',
    password: 'q1W2e3R4t5Y6',
    signInUrl: 'http://localhost:3000/backoffice/login',
  });
  const lines = notice.split('\n').filter((l) => l !== '');

  it('says where to sign in, with which e-mail and password, on lines of their own', () => {
    expect(lines).toContainEqual(expect.stringMatching(/^│\s+Sign in at\s+http:\/\/localhost:3000\/backoffice\/login\s+│$/));
    expect(lines).toContainEqual(expect.stringMatching(/^│\s+E-mail\s+owner@maison-voyage\.local\s+│$/));
    expect(lines).toContainEqual(expect.stringMatching(/^│\s+Password\s+q1W2e3R4t5Y6\s+│$/));
    expect(notice).toContain('shown only once');
  });

  it('is a framed block of plain text, not a JSON log line', () => {
    expect(notice.trim().startsWith('{')).toBe(false);
    expect(lines[0]).toMatch(/^┌─+┐$/);
    expect(lines.at(-1)).toMatch(/^└─+┘$/);
    // Every line of the frame has the same width, whatever the length of the e-mail.
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
    const long = firstRunNotice({ ownerEmail: 'a.very.long.address.for.the.owner@agency.example.com', password: 'x', signInUrl: 'https://voyage.example/backoffice/login' });
    expect(new Set(long.split('\n').filter(Boolean).map((l) => l.length)).size).toBe(1);
  });
});
