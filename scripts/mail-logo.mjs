#!/usr/bin/env node
// Rasterises the logo mark (public/images/logo-mark.svg) for e-mails, which cannot show SVG:
// a transparent PNG at 3x the 44 px it is shown at, embedded in each mail (cid:). Run it after
// changing the mark: `node scripts/mail-logo.mjs` (needs Chromium, as the end-to-end tests do).
// It also records the SVG's hash, which a unit test compares so a stale PNG is noticed.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const svgPath = path.join(root, 'public/images/logo-mark.svg');
const outDir = path.join(root, 'src/server/providers/mail/assets');
const svg = readFileSync(svgPath, 'utf8');
const size = 132;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  await page.setContent(`<html><body style="margin:0;background:transparent"><img src="${src}" width="${size}" height="${size}" style="display:block"></body></html>`);
  await page.waitForFunction(() => document.images[0]?.complete);
  const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  writeFileSync(path.join(outDir, 'logo-mark.png'), png);
  writeFileSync(path.join(outDir, 'logo-mark.svg.sha256'), `${createHash('sha256').update(svg).digest('hex')}\n`);
  console.log(`wrote ${path.relative(root, outDir)}/logo-mark.png (${png.length} bytes)`);
} finally {
  await browser.close();
}
