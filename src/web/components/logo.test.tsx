import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Logo, LogoMark } from './logo';

/** The geometry of a drawing: its paths' `d` and its circles, whatever the colours and sizes. */
const geometry = (svg: string) => ({
  viewBox: /viewBox="([^"]+)"/.exec(svg)?.[1],
  paths: [...svg.matchAll(/<path\b[^>]*\bd="([^"]+)"/g)].map((m) => m[1]),
  circles: [...svg.matchAll(/<circle\b[^>]*\bcx="([^"]+)"[^>]*\bcy="([^"]+)"[^>]*\br="([^"]+)"/g)].map((m) => m.slice(1).join(' ')),
});

describe('the Maison Voyage mark (issue 13 §11: one mark everywhere)', () => {
  it('the favicon and JSON-LD logo is the same arch as the component', () => {
    const favicon = readFileSync(path.join(process.cwd(), 'public/images/logo-mark.svg'), 'utf8');
    const mark = geometry(renderToStaticMarkup(<LogoMark />));
    expect(mark.paths.length).toBeGreaterThan(0);
    expect(geometry(favicon)).toEqual(mark);
  });

  it('the logo is the mark beside the name, with its tagline when asked', () => {
    const html = renderToStaticMarkup(<Logo tagline="Backoffice" />);
    expect(html).toContain('data-logo-mark');
    expect(html).toContain('Maison Voyage');
    expect(html).toContain('Backoffice');
    expect(renderToStaticMarkup(<Logo tagline={null} />)).not.toContain('Paris · Rome · Italia');
  });
});
