/**
 * The block printed once on the console when the first run generated the owner's password
 * (README quick start): framed and set apart from the JSON log lines, so the person starting
 * the product sees where to sign in and with what.
 */
export function firstRunNotice(input: { ownerEmail: string; password: string; signInUrl: string }): string {
  const lines = [
    'Maison Voyage: first start',
    '',
    'The owner account (super admin) has been created.',
    '',
    `  Sign in at  ${input.signInUrl}`,
    `  E-mail      ${input.ownerEmail}`,
    `  Password    ${input.password}`,
    '',
    'This password is shown only once and is not stored anywhere',
    'in clear. At the first sign-in you choose your own password',
    'and the name the team will know you by.',
  ];
  const width = Math.max(...lines.map((l) => l.length));
  const rule = '─'.repeat(width + 4);
  return ['', `┌${rule}┐`, ...lines.map((l) => `│  ${l.padEnd(width)}  │`), `└${rule}┘`, '', ''].join('\n');
}
