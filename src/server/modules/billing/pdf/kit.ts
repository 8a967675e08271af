import { readFileSync } from 'node:fs';
import zlib from 'node:zlib';
import PDFDocument from 'pdfkit';

/**
 * The agency's documents drawn with PDFKit (ADR 015, ADR 026): A4, the product's two faces
 * embedded as static TrueType instances (fonts/, SIL Open Font License), the palette of the web
 * and e-mails; tagged (a structure tree of headings, paragraphs, lists and tables, a title and a
 * language); every string passed through `printable` so that no glyph is missing; every block
 * measured before it is placed.
 */

export const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const;
export const CONTENT_WIDTH = PAGE.width - PAGE.margin * 2;
/** The lowest y a block may reach (the footer sits below it). */
export const PAGE_BOTTOM = PAGE.height - PAGE.margin;

export const COLORS = {
  ink: '#1c1b19',
  muted: '#5c564c',
  soft: '#8c8474',
  gold: '#b08d57',
  goldText: '#7d5f32',
  border: '#e3dbcc',
  panel: '#efe9dc',
  ivory: '#f7f3ea',
  card: '#fffdf8',
  water: '#dde5e4',
  land: '#f6f1e6',
  landBorder: '#c9bfac',
  green: '#2f6b4f',
} as const;

export const AGENCY = { name: 'Maison Voyage', tagline: 'Bespoke journeys to Paris, Rome and Italy' } as const;

/** The documents are written in English (the product's language; only the blog is French). */
export const DOCUMENT_LANGUAGE = 'en-GB';

export type FontName = 'serif' | 'serif-semibold' | 'serif-italic' | 'sans' | 'sans-semibold';
const FONT_FILES: Record<FontName, string> = {
  serif: 'EBGaramond-Regular.ttf',
  'serif-semibold': 'EBGaramond-SemiBold.ttf',
  'serif-italic': 'EBGaramond-Italic.ttf',
  sans: 'Inter-Regular.ttf',
  'sans-semibold': 'Inter-SemiBold.ttf',
};

/** The parsed face PDFKit holds (fontkit's font; PDFKit 0.20 accepts one in `registerFont`). */
interface FontkitFont {
  layout(text: string, features?: unknown): { glyphs: unknown[]; positions: Record<string, number>[] };
  characterSet: number[];
}

/** Parses a face with PDFKit's own fontkit (PDFKit is pinned, ADR 015): no second copy of fontkit to keep in step. */
function parseFace(bytes: Buffer): FontkitFont {
  const scratch = new PDFDocument({ autoFirstPage: false });
  scratch.font(bytes);
  return (scratch as unknown as { _font: { font: FontkitFont } })._font.font;
}

/** Shaped words kept per face, across documents: a process draws the same words again and again. */
const LAYOUT_CACHE_MAX = 50_000;

/**
 * A face parsed once per process (worker), shared by every document: PDFKit accepts a parsed
 * font and keeps its own subset per document. Its `layout` remembers the shaping of each word
 * (OpenType shaping was a third of a document's time); PDFKit scales the positions it is given
 * in place, so each call answers fresh positions over the remembered glyphs.
 */
function sharedFace(bytes: Buffer): FontkitFont {
  const font = parseFace(bytes);
  const runs = new Map<string, { glyphs: unknown[]; positions: Record<string, number>[] }>();
  const layout = (text: string, features?: unknown) => {
    if (features !== undefined && features !== null) return font.layout(text, features);
    let run = runs.get(text);
    if (!run) {
      const shaped = font.layout(text);
      // What PDFKit reads of a glyph, copied: fontkit keeps one glyph object per id, and one first
      // met inside another glyph (an accent, when a document's subset was written) has no code
      // points; a shared face would then map it to no character in later documents' text.
      const chars = [...text];
      const glyphs = (shaped.glyphs as { id: number; advanceWidth: number; codePoints: number[] }[]).map((g, i) => ({
        id: g.id,
        advanceWidth: g.advanceWidth,
        codePoints: chars.length === shaped.glyphs.length ? [chars[i]!.codePointAt(0)!] : [...g.codePoints],
      }));
      run = { glyphs, positions: shaped.positions.map((p) => ({ xAdvance: p.xAdvance!, yAdvance: p.yAdvance!, xOffset: p.xOffset!, yOffset: p.yOffset! })) };
      if (runs.size >= LAYOUT_CACHE_MAX) runs.clear();
      runs.set(text, run);
    }
    const positions = run.positions.map((p) => ({ ...p }));
    return {
      glyphs: run.glyphs,
      positions,
      get advanceWidth() {
        let w = 0;
        for (const p of positions) w += p.xAdvance!;
        return w;
      },
    };
  };
  return new Proxy(font, {
    get(target, prop) {
      if (prop === 'layout') return layout;
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

let faces: Record<FontName, FontkitFont> | undefined;
function sharedFaces(): Record<FontName, FontkitFont> {
  faces ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => [name, sharedFace(readFileSync(new URL(`../fonts/${file}`, import.meta.url)))]),
  ) as Record<FontName, FontkitFont>;
  return faces;
}

// ---------------------------------------------------------------------------------------------
// Every character prints (issue 19): the faces carry Latin and the usual punctuation and
// currency signs, not arrows, check marks or emoji. `printable` keeps what every face can draw,
// replaces a few symbols by their typographic stand-in, falls back to a letter's base form
// (an accent the faces lack), and leaves out the rest (emoji and their joiners and modifiers)
// without leaving doubled spaces behind.
// ---------------------------------------------------------------------------------------------

/** Stand-ins for symbols the faces lack; '' drops the symbol. Documented in ADR 026. */
export const GLYPH_SUBSTITUTES: Readonly<Record<string, string>> = {
  '→': '–', // 'Orly → hôtel' reads 'Orly – hôtel', the dash of routes ('Paris–Rome')
  '←': '–',
  '↔': '–',
  '⇄': '–',
  '⇆': '–',
  '⇒': '–',
  '⇢': '–',
  '⟶': '–',
  '⟷': '–',
  '➔': '–',
  '➜': '–',
  '➝': '–',
  '➞': '–',
  '✓': '',
  '✔': '',
  '☑': '',
  '✅': '',
  '★': '',
  '☆': '',
  '≈': '~',
  '≤': '<=',
  '≥': '>=',
  '№': 'No.',
  '\t': ' ',
  // Letters of Latin Extended-A that do not decompose into a base letter and a mark.
  'Ł': 'L',
  'ł': 'l',
  'Đ': 'D',
  'đ': 'd',
  'Ħ': 'H',
  'ħ': 'h',
  'Ŧ': 'T',
  'ŧ': 't',
  'Ŀ': 'L',
  'ŀ': 'l',
  'Ŋ': 'N',
  'ŋ': 'n',
  'ĸ': 'k',
};

let supported: Set<number> | undefined;
/** The code points every face of the documents can draw. */
export function printableCodePoints(): Set<number> {
  if (!supported) {
    const sets = Object.values(sharedFaces()).map((f) => new Set(f.characterSet));
    const [first, ...rest] = sets;
    supported = new Set([...first!].filter((cp) => rest.every((s) => s.has(cp))));
    supported.add(10); // line breaks are layout, not glyphs
  }
  return supported;
}

const printedCache = new Map<string, string>();

/**
 * `text` as the documents print it: every character one the faces have (see above). Used for
 * every string a document draws, in both PDFs.
 */
export function printable(text: string | null | undefined): string {
  if (!text) return '';
  const hit = printedCache.get(text);
  if (hit !== undefined) return hit;
  const ok = printableCodePoints();
  let out = '';
  let dropped = false;
  for (const ch of text.normalize('NFC')) {
    const cp = ch.codePointAt(0)!;
    if (ok.has(cp)) {
      out += ch;
      continue;
    }
    const sub = GLYPH_SUBSTITUTES[ch];
    if (sub !== undefined) {
      if (sub === '') dropped = true;
      out += sub;
      continue;
    }
    // A letter with a mark the faces lack: its base letter (and the marks they have).
    const base = [...ch.normalize('NFD')].filter((c) => ok.has(c.codePointAt(0)!)).join('');
    if (base && /\p{L}/u.test(base)) {
      out += base;
      continue;
    }
    dropped = true; // emoji, their joiners, variation selectors, skin tones; other scripts
  }
  // French guillemets hold their words (a non-breaking space): '»' never starts a line.
  out = out.replace(/« /g, '«\u00A0').replace(/ »/g, '\u00A0»');
  if (dropped) {
    out = out
      .replace(/[ ]{2,}/g, ' ')
      .replace(/ ([,.;:!?)\]»])/g, '$1')
      .replace(/([(«[]) /g, '$1')
      .replace(/ *\n */g, '\n')
      .trim();
  }
  if (printedCache.size > 20_000) printedCache.clear();
  printedCache.set(text, out);
  return out;
}

// ---------------------------------------------------------------------------------------------
// The document, its structure tree and its drawing helpers.
// ---------------------------------------------------------------------------------------------

export type Doc = PDFKit.PDFDocument;
export type Struct = PDFKit.PDFStructureElement;

const roots = new WeakMap<Doc, Struct>();

/**
 * A new tagged A4 document (PDF/UA-style structure: `Document` at the root, the title shown in
 * the viewer's title bar, the language set), fonts registered, pages kept for the footers.
 */
export function newDocument(info: { title: string; subject: string }): { doc: Doc; root: Struct } {
  const title = printable(info.title);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    autoFirstPage: false,
    info: { Title: title, Author: AGENCY.name, Subject: printable(info.subject), Creator: AGENCY.name },
    pdfVersion: '1.7',
    tagged: true,
    lang: DOCUMENT_LANGUAGE,
    displayTitle: true,
    font: '', // no Helvetica: its metrics would be parsed for every document, never used
  } as PDFKit.PDFDocumentOptions);
  for (const [name, face] of Object.entries(sharedFaces())) doc.registerFont(name, face as never);
  doc.font('sans');
  const root = doc.struct('Document');
  doc.addStructure(root);
  roots.set(doc, root);
  return { doc, root };
}

export function font(doc: Doc, name: FontName, size: number, color: string = COLORS.ink): Doc {
  return doc.font(name).fontSize(size).fillColor(color);
}

/**
 * PDFKit compresses every page and font with `zlib.deflateSync` at the default level; the day
 * maps make that a quarter of a cold itinerary. Level 1 deflates several times faster for about
 * a fifth more bytes. PDFKit writes its streams synchronously inside `end()`, so the faster
 * deflate is in place only for that call.
 */
const DEFLATE_LEVEL = 1;

/** Collects the document's bytes once it is ended (the structure tree closed first). */
export function finish(doc: Doc): Promise<Buffer> {
  roots.get(doc)?.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const deflate = zlib.deflateSync;
    zlib.deflateSync = ((data: zlib.InputType, options?: zlib.ZlibOptions) => deflate(data, { level: DEFLATE_LEVEL, ...options })) as typeof zlib.deflateSync;
    try {
      doc.end();
    } finally {
      zlib.deflateSync = deflate;
    }
  });
}

/** Adds a structure element of `type` under `parent`, its content drawn by `draw` (now). */
export function tag(doc: Doc, parent: Struct, type: string, draw: () => void, options: Record<string, unknown> = {}): Struct {
  const element = doc.struct(type, options as never, [draw]);
  parent.add(element);
  return element;
}

/** A grouping element (Sect, L, LI, Table, TR...) under `parent`; end it when its children are added. */
export function group(doc: Doc, parent: Struct, type: string, options: Record<string, unknown> = {}): Struct {
  const element = doc.struct(type, options as never);
  parent.add(element);
  return element;
}

/** Decoration (rules, frames, backgrounds, page numbers): marked as an artifact, outside the reading order. */
export function artifact(doc: Doc, draw: () => void, type: 'Layout' | 'Pagination' | 'Background' = 'Layout'): void {
  doc.markContent('Artifact', { type } as never);
  draw();
  doc.endMarkedContent();
}

export interface TextStyle {
  font: FontName;
  size: number;
  color?: string;
  lineGap?: number;
  align?: 'left' | 'center' | 'right';
}

/** The height `text` takes in `style` over `width` (as `drawText` will place it). */
export function measure(doc: Doc, text: string, style: TextStyle, width: number): number {
  if (!text) return 0;
  font(doc, style.font, style.size);
  return doc.heightOfString(text, { width, lineGap: style.lineGap ?? 0, align: style.align });
}

/** Draws already printable `text` at (x, y) over `width`; answers the y below it. */
export function drawText(doc: Doc, text: string, x: number, y: number, width: number, style: TextStyle, extra: PDFKit.Mixins.TextOptions = {}): number {
  if (!text) return y;
  font(doc, style.font, style.size, style.color ?? COLORS.ink).text(text, x, y, { width, lineGap: style.lineGap ?? 0, align: style.align, ...extra });
  return doc.y;
}

/** An eyebrow or column label: capitals at a small size, no letter spacing (words stay words when searched). */
export function smallCaps(text: string): string {
  return printable(text).toUpperCase();
}

/** The wordmark: the agency's name in small capitals, in gold (its letters spaced as a logo, its text read as one word). */
export function wordmark(doc: Doc, parent: Struct, x: number, y: number, size = 9, align: 'left' | 'center' = 'left'): void {
  const mark = AGENCY.name.toUpperCase();
  const spacing = size * 0.32;
  font(doc, 'sans-semibold', size, COLORS.goldText);
  const width = doc.widthOfString(mark, { characterSpacing: spacing }) - spacing;
  const left = align === 'center' ? (PAGE.width - width) / 2 : x;
  tag(doc, parent, 'Span', () => {
    doc.text(mark, left, y, { characterSpacing: spacing, lineBreak: false });
  }, { actual: AGENCY.name, alt: AGENCY.name });
}

/** Footer on every page: agency contact on the left, 'page n of m' on the right (skipping `skipFirst` pages). */
export function footers(doc: Doc, contact: string, opts: { skipFirst?: number; label?: string } = {}): void {
  const range = doc.bufferedPageRange();
  const skip = opts.skipFirst ?? 0;
  const left = printable(`${AGENCY.name} · ${contact}`);
  for (let i = range.start + skip; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = PAGE.height - PAGE.margin + 18;
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the bottom margin must not open a new page
    const label = opts.label ? printable(opts.label) : '';
    const page = `${i + 1 - skip} / ${range.count - skip}`;
    artifact(
      doc,
      () => {
        doc.moveTo(PAGE.margin, y - 8).lineTo(PAGE.width - PAGE.margin, y - 8).lineWidth(0.5).strokeColor(COLORS.border).stroke();
        font(doc, 'sans', 7.5, COLORS.soft);
        const pageWidth = doc.widthOfString(page);
        const room = CONTENT_WIDTH - pageWidth - 24;
        // The contact first; the label (the trip's name) only where it fits beside it.
        const contactWidth = Math.min(doc.widthOfString(left), room);
        doc.text(left, PAGE.margin, y, { width: contactWidth + 1, lineBreak: false, ellipsis: true, height: 10 });
        const labelRoom = room - contactWidth - 24;
        let right = page;
        if (label && doc.widthOfString(`${label} · `) <= labelRoom) right = `${label} · ${page}`;
        else if (label && labelRoom > 60) {
          let cut = label;
          while (cut.length > 4 && doc.widthOfString(`${cut}… · `) > labelRoom) cut = cut.slice(0, -1);
          right = `${cut.trimEnd()}… · ${page}`;
        }
        doc.text(right, PAGE.margin, y, { width: CONTENT_WIDTH, align: 'right', lineBreak: false });
      },
      'Pagination',
    );
    doc.page.margins.bottom = bottom;
  }
}

/**
 * Keeps blocks whole: answers the y where a block of `height` starts, opening a new page when
 * it would not fit above the page's foot (a block taller than a page starts on a new page and
 * flows on).
 */
export function place(doc: Doc, y: number, height: number, top = PAGE.margin): number {
  if (y + height <= PAGE_BOTTOM) return y;
  doc.addPage();
  return top;
}
