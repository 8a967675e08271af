import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

/**
 * Which characters a shipped web font can draw: the code points of a WOFF2
 * file's `cmap`, and the unicode-range its @font-face declares. Used by the
 * typography tests to prove that every character of our headings is drawn by
 * the display face itself, never by a fallback font.
 */

// WOFF2 "known table tags" (index = flags & 0x3f), from the WOFF2 specification.
const KNOWN_TAGS = (
  'cmap head hhea hmtx maxp name OS/2 post cvt  fpgm glyf loca prep CFF  VORG EBDT EBLC gasp hdmx kern LTSH PCLT VDMX ' +
  'vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG  sbix acnt avar bdat bloc bsln cvar fdsc feat ' +
  'fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill'
)
  .match(/.{4}\s?/g)!
  .map((t) => t.slice(0, 4));

function base128(buf: Buffer, at: { pos: number }): number {
  let value = 0;
  for (let i = 0; i < 5; i++) {
    const byte = buf[at.pos++]!;
    value = value * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) return value;
  }
  throw new Error('Bad UIntBase128 in WOFF2 table directory');
}

/** The uncompressed tables of a WOFF2 font (glyf/loca/hmtx possibly transformed; cmap never is). */
function woff2Tables(file: string): Map<string, Buffer> {
  const buf = readFileSync(file);
  if (buf.toString('latin1', 0, 4) !== 'wOF2') throw new Error(`${file} is not a WOFF2 font`);
  const numTables = buf.readUInt16BE(12);
  const compressedSize = buf.readUInt32BE(20);
  const at = { pos: 48 };
  const dir: { tag: string; length: number }[] = [];
  for (let i = 0; i < numTables; i++) {
    const flags = buf[at.pos++]!;
    let tag = KNOWN_TAGS[flags & 0x3f];
    if ((flags & 0x3f) === 63) {
      tag = buf.toString('latin1', at.pos, at.pos + 4);
      at.pos += 4;
    }
    const version = flags >> 6;
    const origLength = base128(buf, at);
    const transformed = tag === 'glyf' || tag === 'loca' ? version === 0 : version !== 0;
    const length = transformed ? base128(buf, at) : origLength;
    dir.push({ tag: tag!, length });
  }
  const data = brotliDecompressSync(buf.subarray(at.pos, at.pos + compressedSize));
  const tables = new Map<string, Buffer>();
  let offset = 0;
  for (const t of dir) {
    tables.set(t.tag, data.subarray(offset, offset + t.length));
    offset += t.length;
  }
  return tables;
}

/** The code points a font's cmap maps to a real glyph (formats 4 and 12, Unicode subtables). */
export function fontCodePoints(file: string): Set<number> {
  const cmap = woff2Tables(file).get('cmap');
  if (!cmap) throw new Error(`${file} has no cmap`);
  const points = new Set<number>();
  const count = cmap.readUInt16BE(2);
  for (let i = 0; i < count; i++) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    if (!(platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10)))) continue;
    const sub = cmap.subarray(cmap.readUInt32BE(8 + i * 8));
    const format = sub.readUInt16BE(0);
    if (format === 4) {
      const segs = sub.readUInt16BE(6) / 2;
      const ends = 14;
      const starts = ends + segs * 2 + 2;
      const deltas = starts + segs * 2;
      const rangeOffsets = deltas + segs * 2;
      for (let s = 0; s < segs; s++) {
        const end = sub.readUInt16BE(ends + s * 2);
        const start = sub.readUInt16BE(starts + s * 2);
        const delta = sub.readInt16BE(deltas + s * 2);
        const rangeOffset = sub.readUInt16BE(rangeOffsets + s * 2);
        for (let c = start; c <= end && c !== 0xffff; c++) {
          let glyph: number;
          if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
          else {
            const g = sub.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (c - start) * 2);
            glyph = g === 0 ? 0 : (g + delta) & 0xffff;
          }
          if (glyph !== 0) points.add(c);
        }
      }
    } else if (format === 12) {
      const groups = sub.readUInt32BE(12);
      for (let g = 0; g < groups; g++) {
        const start = sub.readUInt32BE(16 + g * 12);
        const end = sub.readUInt32BE(20 + g * 12);
        for (let c = start; c <= end; c++) points.add(c);
      }
    }
  }
  return points;
}

export interface FontFaceRule {
  family: string;
  /** Absolute path of the WOFF2 file. */
  file: string;
  /** Inclusive code point ranges; [[0, 0x10ffff]] when the rule has no unicode-range. */
  ranges: [number, number][];
}

/** The @font-face rules of a stylesheet shipped in an npm package, e.g. '@fontsource-variable/inter/wght.css'. */
export function fontFaceRules(cssModule: string): FontFaceRule[] {
  const require = createRequire(import.meta.url);
  const cssFile = require.resolve(cssModule);
  const css = readFileSync(cssFile, 'utf8');
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => {
    const family = /font-family:\s*'([^']+)'/.exec(body!)?.[1] ?? '';
    const url = /url\(([^)]+\.woff2)\)/.exec(body!)?.[1];
    if (!url) throw new Error(`A @font-face of ${cssModule} has no WOFF2 source`);
    const range = /unicode-range:\s*([^;]+);/.exec(body!)?.[1];
    const ranges: [number, number][] = range
      ? range.split(',').map((part) => {
          const [a, b] = part.trim().replace(/^U\+/i, '').split('-');
          return [parseInt(a!, 16), parseInt(b ?? a!, 16)];
        })
      : [[0, 0x10ffff]];
    return { family, file: path.resolve(path.dirname(cssFile), url.replace(/['"]/g, '')), ranges };
  });
}

export const inRanges = (cp: number, ranges: [number, number][]) => ranges.some(([a, b]) => cp >= a && cp <= b);
