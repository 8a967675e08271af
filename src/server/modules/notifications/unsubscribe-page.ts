// The small page of an unsubscribe link (issue 19; ADR 029): served by the API route itself, so the
// link works from any mail client without the web app. Every string reaching the HTML is escaped.
import { escapeHtml } from '#server/providers/mail/layout.js';

export interface UnsubscribePage {
  title: string;
  lines: string[];
  /** The button that makes the change (a POST to this same URL); absent once done or when the link is not valid. */
  action?: { url: string; label: string };
  home: string;
}

/** The agency's palette (src/web/styles.css), light and dark, as in the mails. */
const STYLE = `
:root{color-scheme:light dark;--page:#f7f3ea;--card:#fffdf8;--ink:#1c1b19;--muted:#5c564c;--border:#e3dbcc;--gold:#b08d57;--gold-text:#7d5f32;--button-ink:#f7f3ea}
@media (prefers-color-scheme:dark){:root{--page:#121110;--card:#1b1a17;--ink:#f2ede3;--muted:#b5ad9e;--border:#34312b;--gold:#c9a66b;--gold-text:#d4b47e;--button-ink:#121110}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px 16px;background:var(--page);color:var(--ink);font:16px/1.6 -apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif}
main{width:100%;max-width:520px}
.brand{display:block;text-align:center;margin-bottom:22px;color:var(--ink);text-decoration:none;font:600 26px/1.2 'Cormorant Garamond',Garamond,'Iowan Old Style',Georgia,serif}
.brand small{display:block;margin-top:6px;font:600 10px/1.4 -apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Arial,sans-serif;letter-spacing:3.5px;text-transform:uppercase;color:var(--gold-text)}
.card{background:var(--card);border:1px solid var(--border);border-radius:4px;padding:38px 40px 32px}
h1{margin:0;font:500 30px/1.25 'Cormorant Garamond',Garamond,'Iowan Old Style',Georgia,serif}
.rule{width:48px;height:2px;background:var(--gold);margin:18px 0 24px}
p{margin:0 0 16px}
.muted{color:var(--muted);font-size:14px}
button{margin:8px 0 4px;padding:14px 28px;border:0;border-radius:3px;background:var(--ink);color:var(--button-ink);font-family:inherit;font-size:15px;font-weight:600;line-height:20px;letter-spacing:.4px;cursor:pointer}
@media (prefers-color-scheme:dark){button{background:var(--gold)}}
button:focus-visible,a:focus-visible{outline:2px solid var(--gold);outline-offset:3px}
a{color:var(--gold-text)}
@media (max-width:480px){.card{padding:30px 22px 26px}h1{font-size:26px}}
`;

export function unsubscribePage(page: UnsubscribePage): string {
  const action = page.action
    ? `<form method="post" action="${escapeHtml(page.action.url)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(page.action.label)}</button></form>`
    : '';
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(page.title)} · Maison Voyage</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<a class="brand" href="${escapeHtml(page.home)}">Maison Voyage<small>Paris · Rome · Italia</small></a>
<div class="card">
<h1>${escapeHtml(page.title)}</h1>
<div class="rule"></div>
${page.lines.map((l, i) => `<p${i === page.lines.length - 1 && page.lines.length > 1 ? ' class="muted"' : ''}>${escapeHtml(l)}</p>`).join('\n')}
${action}
</div>
</main>
</body>
</html>
`;
}
