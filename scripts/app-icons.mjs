#!/usr/bin/env node
// The installable app's icons (issue 21, ADR 033), from the brand's mark (public/images/logo-mark.svg):
// the gold arch on the ivory page colour (--mv-background), as PNG at the sizes a web manifest and
// a phone's home screen use. "maskable" icons keep the mark inside the central 80% safe zone.
// Run once when the mark changes; the PNGs are committed under public/icons/.
//
//   node scripts/app-icons.mjs
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const IVORY = '#f7f3ea'; // --mv-background (src/web/styles.css)
const mark = readFileSync(path.join(root, 'public/images/logo-mark.svg'), 'utf8');
const inner = mark.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');

/** The 32x32 mark centred on an ivory square, taking `share` of its width. */
function icon(size, share) {
  const scale = (size * share) / 32;
  const offset = (size - 32 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${IVORY}"/><g transform="translate(${offset} ${offset}) scale(${scale})" fill="none">${inner}</g></svg>`;
}

const out = path.join(root, 'public/icons');
mkdirSync(out, { recursive: true });
const ICONS = [
  { file: 'icon-192.png', size: 192, share: 0.78 },
  { file: 'icon-512.png', size: 512, share: 0.78 },
  { file: 'maskable-512.png', size: 512, share: 0.6 },
  { file: 'apple-touch-icon-180.png', size: 180, share: 0.72 },
];
for (const { file, size, share } of ICONS) {
  const png = new Resvg(icon(size, share), { fitTo: { mode: 'width', value: size } }).render().asPng();
  writeFileSync(path.join(out, file), png);
  console.log(`public/icons/${file} (${size}x${size}, ${png.length} bytes)`);
}
