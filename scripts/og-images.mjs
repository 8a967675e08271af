#!/usr/bin/env node
// Part of `npm run build` (after Vite): rasterises every SVG artwork under
// public/images/ into a 1200x630 PNG under dist/client/og/ with the same path
// (images/blog/rome.svg -> og/blog/rome.png), for link previews, which show
// raster images only (issue 13 §5). The pages name these files through
// src/shared/domain/share-image.ts. The artwork is scaled to cover 1200x630
// and centred, so 16:9 or square drawings are cropped, never stretched.
//
// Renderer: @resvg/resvg-js (prebuilt binaries in npm packages; no system library).
//
//   node scripts/og-images.mjs                 public/images -> dist/client/og
//   node scripts/og-images.mjs --out /tmp/og   another output folder
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';

export const WIDTH = 1200;
export const HEIGHT = 630;

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** The artwork set to cover WIDTH x HEIGHT: the root <svg>'s size replaced, its viewBox kept, sliced. */
export function coverSvg(svg) {
  return svg.replace(/<svg\b[^>]*>/, (tag) =>
    tag
      .replace(/\s(width|height|preserveAspectRatio)="[^"]*"/g, '')
      .replace(/^<svg/, `<svg width="${WIDTH}" height="${HEIGHT}" preserveAspectRatio="xMidYMid slice"`),
  );
}

/** A PNG of the artwork, WIDTH x HEIGHT. */
export function rasterise(svg) {
  const rendered = new Resvg(coverSvg(svg), { fitTo: { mode: 'original' }, background: '#f7f3ea' }).render();
  if (rendered.width !== WIDTH || rendered.height !== HEIGHT) {
    throw new Error(`Rendered ${rendered.width}x${rendered.height}, expected ${WIDTH}x${HEIGHT}`);
  }
  return rendered.asPng();
}

function svgFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return svgFiles(p);
    return e.name.endsWith('.svg') ? [p] : [];
  });
}

/** Rasterises public/images/**.svg into `outDir`; returns the files written. */
export function buildShareImages(imagesDir = path.join(root, 'public', 'images'), outDir = path.join(root, 'dist', 'client', 'og')) {
  const written = [];
  for (const file of svgFiles(imagesDir)) {
    const target = path.join(outDir, path.relative(imagesDir, file).replace(/\.svg$/, '.png'));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, rasterise(readFileSync(file, 'utf8')));
    written.push(target);
  }
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const i = process.argv.indexOf('--out');
  const out = i > 0 && process.argv[i + 1] ? path.resolve(process.argv[i + 1]) : undefined;
  const started = Date.now();
  const files = buildShareImages(undefined, out);
  console.log(`Share images: ${files.length} PNG (${WIDTH}x${HEIGHT}) in ${path.relative(root, out ?? path.join(root, 'dist/client/og'))} (${Date.now() - started} ms)`);
}
