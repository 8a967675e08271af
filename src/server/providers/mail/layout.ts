// The one layout of every e-mail (issue 13): branded HTML with a plain-text alternative, built
// from the same content. HTML mail is its own medium: tables for layout, inline styles (many
// clients drop <style>), no web fonts or SVG, a logo embedded as a cid: image, colours that read
// on the ivory page and, with `color-scheme` and a dark stylesheet, on the dark backgrounds that
// Apple Mail, Outlook and Gmail apply. Every string that reaches the HTML is escaped here, so a
// visitor's name or request cannot inject markup.
import { readFileSync } from 'node:fs';

/** The agency's palette (src/web/styles.css), light and dark. */
const C = {
  page: '#f7f3ea',
  card: '#fffdf8',
  panel: '#efe9dc',
  ink: '#1c1b19',
  muted: '#5c564c',
  border: '#e3dbcc',
  gold: '#b08d57',
  goldText: '#7d5f32',
  dark: {
    page: '#121110',
    card: '#1b1a17',
    panel: '#272520',
    ink: '#f2ede3',
    muted: '#b5ad9e',
    border: '#34312b',
    gold: '#c9a66b',
    goldText: '#d4b47e',
  },
} as const;

const SERIF = "'Cormorant Garamond', Cormorant, Garamond, 'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, serif";
const SANS = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** The logo mark, embedded in each message and shown with `cid:`. */
export const LOGO_CID = 'logo-mark@maison-voyage';
let logo: Buffer | undefined;
function logoPng(): Buffer {
  logo ??= readFileSync(new URL('./assets/logo-mark.png', import.meta.url));
  return logo;
}

/** A piece of a mail's body, rendered both as HTML and as text. */
export type MailBlock =
  /** A paragraph of plain text (escaped; line breaks kept). */
  | { kind: 'paragraph'; text: string }
  /** The mail's one call to action: a button in HTML, the label and the URL on their own lines in text. */
  | { kind: 'button'; label: string; url: string }
  /** Label / value pairs (a questionnaire's answers, a digest's lines). */
  | { kind: 'details'; title?: string; rows: ReadonlyArray<readonly [string, string]> }
  /** Small print under the rest (why you got this mail, how long a link works), with an optional link after it. */
  | { kind: 'note'; text: string; link?: { label: string; url: string } };

export interface MailContent {
  /** Language of the content ('en' today; 'fr' for French mails). */
  lang?: 'en' | 'fr';
  subject: string;
  /** The line a mail client shows after the subject in the inbox. */
  preheader: string;
  /** The serif title at the top of the card. */
  heading: string;
  /** 'Dear Claire,' (optional). */
  greeting?: string;
  blocks: MailBlock[];
  /** Closing lines: ['With warm regards,', 'Maison Voyage']. */
  signature?: string[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  attachments: Array<{ filename: string; content: Buffer; cid: string; contentType: string; contentDisposition: 'inline' }>;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** Only http(s) and mailto links are rendered as links. */
function safeUrl(url: string): string {
  if (!/^(https?:\/\/|mailto:)/i.test(url.trim())) throw new Error(`refusing a mail link that is not http(s): ${url}`);
  return url.trim();
}

const lines = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p class="mv-text" style="margin:0 0 18px;font-family:${SANS};font-size:16px;line-height:26px;color:${C.ink};">${lines(block.text)}</p>`;
    case 'button': {
      const url = escapeHtml(safeUrl(block.url));
      return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:10px 0 14px;border-collapse:separate;">
<tr><td class="mv-btn" align="center" bgcolor="${C.ink}" style="border-radius:3px;background-color:${C.ink};">
<a class="mv-btn-link" href="${url}" target="_blank" style="display:inline-block;padding:15px 30px;font-family:${SANS};font-size:15px;font-weight:600;letter-spacing:0.4px;line-height:20px;color:${C.page};text-decoration:none;border-radius:3px;">${escapeHtml(block.label)}</a>
</td></tr></table>
<p class="mv-muted" style="margin:0 0 22px;font-family:${SANS};font-size:13px;line-height:20px;color:${C.muted};">If the button does not work, copy this link into your browser:<br><a class="mv-accent" href="${url}" target="_blank" style="color:${C.goldText};text-decoration:underline;word-break:break-all;">${escapeHtml(block.url)}</a></p>`;
    }
    case 'details': {
      const rows = block.rows
        .map(
          ([label, value], i) => `<tr>
<td class="mv-muted mv-rule" valign="top" style="padding:10px 14px 10px 0;${i ? `border-top:1px solid ${C.border};` : ''}font-family:${SANS};font-size:14px;line-height:21px;color:${C.muted};width:38%;">${escapeHtml(label)}</td>
<td class="mv-text mv-rule" valign="top" style="padding:10px 0;${i ? `border-top:1px solid ${C.border};` : ''}font-family:${SANS};font-size:14px;line-height:21px;color:${C.ink};">${lines(value)}</td>
</tr>`,
        )
        .join('\n');
      const title = block.title
        ? `<p class="mv-accent" style="margin:0 0 8px;font-family:${SANS};font-size:12px;font-weight:600;letter-spacing:1.6px;text-transform:uppercase;color:${C.goldText};">${escapeHtml(block.title)}</p>`
        : '';
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" class="mv-panel" style="margin:6px 0 24px;background-color:${C.panel};border-radius:3px;">
<tr><td style="padding:16px 20px;">${title}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
${rows}
</table></td></tr></table>`;
    }
    case 'note': {
      const link = block.link
        ? ` <a class="mv-accent" href="${escapeHtml(safeUrl(block.link.url))}" target="_blank" style="color:${C.goldText};text-decoration:underline;">${escapeHtml(block.link.label)}</a>`
        : '';
      return `<p class="mv-muted" style="margin:0 0 14px;font-family:${SANS};font-size:13px;line-height:20px;color:${C.muted};">${lines(block.text)}${link}</p>`;
    }
  }
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'note':
      return block.link ? `${block.text}\n${block.link.label}: ${block.link.url}` : block.text;
    case 'button':
      return `${block.label}:\n${block.url}`;
    case 'details':
      return [block.title ? `${block.title}:` : null, ...block.rows.map(([l, v]) => `  ${l}: ${v}`)].filter((l) => l !== null).join('\n');
  }
}

/** The dark palette for clients that honour prefers-color-scheme (Apple Mail, iOS, Outlook for Mac) and Outlook.com's [data-ogsc]. */
function darkStyles(): string {
  const d = C.dark;
  const rules = (p: string) => `
${p}.mv-page{background-color:${d.page}!important}
${p}.mv-card{background-color:${d.card}!important;border-color:${d.border}!important}
${p}.mv-panel{background-color:${d.panel}!important}
${p}.mv-text{color:${d.ink}!important}
${p}.mv-muted{color:${d.muted}!important}
${p}.mv-accent{color:${d.goldText}!important}
${p}.mv-rule{border-color:${d.border}!important}
${p}.mv-hr{background-color:${d.gold}!important}
${p}.mv-btn{background-color:${d.gold}!important}
${p}.mv-btn-link{color:${d.page}!important}`;
  return `@media (prefers-color-scheme: dark){${rules('')}}
${rules('[data-ogsc] ')}`;
}

/** Renders a mail's content as HTML and text, with the embedded logo. */
export function renderMail(content: MailContent, opts: { publicUrl: string }): RenderedMail {
  const lang = content.lang ?? 'en';
  const site = opts.publicUrl.replace(/\/$/, '');
  const host = site.replace(/^https?:\/\//, '');
  const body = content.blocks.map(blockHtml).join('\n');
  const greeting = content.greeting
    ? `<p class="mv-text" style="margin:0 0 18px;font-family:${SANS};font-size:16px;line-height:26px;color:${C.ink};">${escapeHtml(content.greeting)}</p>`
    : '';
  const signature = content.signature?.length
    ? `<p class="mv-text" style="margin:28px 0 0;font-family:${SANS};font-size:16px;line-height:26px;color:${C.ink};">${content.signature
        .map((l, i) => (i === content.signature!.length - 1 ? `<span class="mv-accent" style="font-family:${SERIF};font-size:20px;color:${C.goldText};">${escapeHtml(l)}</span>` : escapeHtml(l)))
        .join('<br>')}</p>`
    : '';
  // Invisible filler after the preheader keeps clients from showing the body's first words after it.
  const filler = '&#8203;&nbsp;'.repeat(40);

  const html = `<!DOCTYPE html>
<html lang="${lang}" dir="ltr" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="format-detection" content="telephone=no, date=no, address=no, email=no">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(content.subject)}</title>
<style>
:root{color-scheme:light dark;supported-color-schemes:light dark}
body{margin:0!important;padding:0!important;width:100%!important;-webkit-text-size-adjust:100%;-ms-text-size-adjust:100%}
table{border-collapse:collapse}
img{border:0;outline:none;text-decoration:none;-ms-interpolation-mode:bicubic}
a[x-apple-data-detectors]{color:inherit!important;text-decoration:none!important}
@media (max-width:620px){
.mv-outer{padding:20px 10px!important}
.mv-card{padding:30px 22px 26px!important}
.mv-h1{font-size:28px!important;line-height:34px!important}
}
${darkStyles()}
</style>
</head>
<body class="mv-page" style="margin:0;padding:0;background-color:${C.page};">
<div style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;mso-hide:all;">${escapeHtml(content.preheader)}${filler}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" class="mv-page" bgcolor="${C.page}" style="background-color:${C.page};">
<tr><td align="center" class="mv-outer" style="padding:36px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:580px;">
<tr><td align="center" style="padding:0 0 22px;">
<a href="${escapeHtml(safeUrl(site))}" target="_blank" style="text-decoration:none;">
<img src="cid:${LOGO_CID}" width="44" height="44" alt="" style="display:block;margin:0 auto 10px;width:44px;height:44px;">
<span class="mv-text" style="display:block;font-family:${SERIF};font-size:26px;line-height:30px;font-weight:600;letter-spacing:0.3px;color:${C.ink};">Maison Voyage</span>
<span class="mv-accent" style="display:block;margin-top:6px;font-family:${SANS};font-size:10px;line-height:14px;font-weight:600;letter-spacing:3.5px;text-transform:uppercase;color:${C.goldText};">Paris &middot; Rome &middot; Italia</span>
</a>
</td></tr>
<tr><td class="mv-card" bgcolor="${C.card}" style="background-color:${C.card};border:1px solid ${C.border};border-radius:4px;padding:42px 46px 36px;">
<h1 class="mv-text mv-h1" style="margin:0;font-family:${SERIF};font-size:32px;line-height:38px;font-weight:500;color:${C.ink};">${escapeHtml(content.heading)}</h1>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:18px 0 26px;"><tr><td class="mv-hr" width="48" height="2" bgcolor="${C.gold}" style="width:48px;height:2px;line-height:2px;font-size:2px;background-color:${C.gold};">&nbsp;</td></tr></table>
${greeting}
${body}
${signature}
</td></tr>
<tr><td align="center" style="padding:22px 12px 0;">
<p class="mv-muted" style="margin:0;font-family:${SANS};font-size:12px;line-height:19px;color:${C.muted};">Maison Voyage &middot; Luxury journeys to Paris, Rome and Italy<br><a class="mv-accent" href="${escapeHtml(site)}" target="_blank" style="color:${C.goldText};text-decoration:none;">${escapeHtml(host)}</a></p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

  const text = [
    content.heading,
    '',
    content.greeting,
    content.greeting ? '' : null,
    ...content.blocks.flatMap((b) => [blockText(b), '']),
    ...(content.signature?.length ? [...content.signature, ''] : []),
    '-- ',
    `Maison Voyage · ${site}`,
  ]
    .filter((l): l is string => l !== null && l !== undefined)
    .join('\n')
    .concat('\n');

  return {
    subject: content.subject,
    text,
    html,
    attachments: [{ filename: 'maison-voyage.png', content: logoPng(), cid: LOGO_CID, contentType: 'image/png', contentDisposition: 'inline' }],
  };
}
