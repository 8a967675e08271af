import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOGO_CID, escapeHtml, renderMail, type MailContent } from './layout.js';

const content: MailContent = {
  subject: 'Your Rome journey',
  preheader: 'A specialist will call you.',
  heading: 'Your Rome journey begins',
  greeting: 'Dear <script>alert("x")</script> & Co,',
  blocks: [
    { kind: 'paragraph', text: 'First line\nsecond line <b>not bold</b>' },
    { kind: 'button', label: 'Open "it"', url: 'https://voyage.example/reset-password?token=a-b&activate=1' },
    { kind: 'details', title: 'What you told us', rows: [['Special requests', '<img src=x onerror=alert(1)>']] },
    { kind: 'note', text: 'Works once.' },
  ],
  signature: ['With warm regards,', 'Maison Voyage'],
};

describe('renderMail (the one layout of every e-mail)', () => {
  const mail = renderMail(content, { publicUrl: 'https://voyage.example' });

  it('escapes every piece of content: no markup from a name or a request reaches the HTML', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).not.toContain('<b>not bold</b>');
    expect(mail.html).toContain('Dear &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co,');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('Open &quot;it&quot;');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('gives the same words and links in the text alternative', () => {
    expect(mail.text).toContain('Dear <script>alert("x")</script> & Co,');
    expect(mail.text).toContain('First line\nsecond line <b>not bold</b>');
    expect(mail.text).toContain('Open "it":\nhttps://voyage.example/reset-password?token=a-b&activate=1');
    expect(mail.text).toContain('What you told us:\n  Special requests: <img src=x onerror=alert(1)>');
    expect(mail.text).toContain('With warm regards,\nMaison Voyage');
    // The button's link, escaped as an attribute, opens the same address.
    expect(mail.html).toContain('href="https://voyage.example/reset-password?token=a-b&amp;activate=1"');
  });

  it('is readable in dark mode: color-scheme, a dark palette for clients that ask for it, Outlook.com too', () => {
    expect(mail.html).toContain('<meta name="color-scheme" content="light dark">');
    expect(mail.html).toContain('<meta name="supported-color-schemes" content="light dark">');
    expect(mail.html).toMatch(/@media \(prefers-color-scheme: dark\)\{[^}]*\.mv-page\{background-color:#121110!important\}/);
    expect(mail.html).toContain('[data-ogsc] .mv-text{color:#f2ede3!important}');
  });

  it('lays out with tables and inline styles, 580 px wide at most, and shows the embedded logo mark', () => {
    expect(mail.html).toMatch(/^<!DOCTYPE html>/);
    expect(mail.html).toContain('role="presentation"');
    expect(mail.html).toContain('max-width:580px');
    expect(mail.html).toContain(`src="cid:${LOGO_CID}"`);
    expect(mail.attachments).toEqual([expect.objectContaining({ cid: LOGO_CID, contentType: 'image/png', contentDisposition: 'inline' })]);
    expect(mail.attachments[0]!.content.subarray(1, 4).toString()).toBe('PNG');
  });

  it('refuses a link that is not http(s)', () => {
    expect(() => renderMail({ ...content, blocks: [{ kind: 'button', label: 'x', url: 'javascript:alert(1)' }] }, { publicUrl: 'https://voyage.example' })).toThrow();
  });

  it('the embedded logo was made from the current mark (run `node scripts/mail-logo.mjs` after changing it)', () => {
    const svg = readFileSync(new URL('../../../../public/images/logo-mark.svg', import.meta.url));
    const recorded = readFileSync(new URL('./assets/logo-mark.svg.sha256', import.meta.url), 'utf8').trim();
    expect(createHash('sha256').update(svg).digest('hex')).toBe(recorded);
  });
});
