import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';

/**
 * The agency's documents drawn with PDFKit (ADR 015): A4, the product's two faces embedded as
 * static TrueType instances (fonts/, SIL Open Font License), the palette of the web and e-mails.
 */

export const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const;
export const CONTENT_WIDTH = PAGE.width - PAGE.margin * 2;

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

type FontName = 'serif' | 'serif-semibold' | 'serif-italic' | 'sans' | 'sans-semibold';
const FONT_FILES: Record<FontName, string> = {
  serif: 'EBGaramond-Regular.ttf',
  'serif-semibold': 'EBGaramond-SemiBold.ttf',
  'serif-italic': 'EBGaramond-Italic.ttf',
  sans: 'Inter-Regular.ttf',
  'sans-semibold': 'Inter-SemiBold.ttf',
};

let fonts: Record<FontName, Buffer> | undefined;
function fontBytes(): Record<FontName, Buffer> {
  fonts ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => [name, readFileSync(new URL(`../fonts/${file}`, import.meta.url))]),
  ) as Record<FontName, Buffer>;
  return fonts;
}

export type Doc = PDFKit.PDFDocument;

/** A new A4 document with the fonts registered and pages kept for the footers. */
export function newDocument(info: { title: string; subject: string }): Doc {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    autoFirstPage: false,
    info: { Title: info.title, Author: AGENCY.name, Subject: info.subject, Creator: AGENCY.name },
    pdfVersion: '1.7',
  });
  for (const [name, bytes] of Object.entries(fontBytes())) doc.registerFont(name, bytes);
  return doc;
}

export function font(doc: Doc, name: FontName, size: number, color: string = COLORS.ink): Doc {
  return doc.font(name).fontSize(size).fillColor(color);
}

/** Collects the document's bytes once it is ended. */
export function finish(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** The small caps wordmark: letter-spaced agency name in gold. */
export function wordmark(doc: Doc, x: number, y: number, size = 9): void {
  font(doc, 'sans-semibold', size, COLORS.goldText).text(AGENCY.name.toUpperCase(), x, y, { characterSpacing: size * 0.32, lineBreak: false });
}

/** Footer on every page: agency contact on the left, 'page n of m' on the right (skipping `skipFirst` pages). */
export function footers(doc: Doc, contact: string, opts: { skipFirst?: number; label?: string } = {}): void {
  const range = doc.bufferedPageRange();
  const skip = opts.skipFirst ?? 0;
  for (let i = range.start + skip; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = PAGE.height - PAGE.margin + 18;
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the bottom margin must not open a new page
    doc.moveTo(PAGE.margin, y - 8).lineTo(PAGE.width - PAGE.margin, y - 8).lineWidth(0.5).strokeColor(COLORS.border).stroke();
    font(doc, 'sans', 7.5, COLORS.soft).text(`${AGENCY.name} · ${contact}`, PAGE.margin, y, { width: CONTENT_WIDTH * 0.7, lineBreak: false });
    const page = `${opts.label ? `${opts.label} · ` : ''}${i + 1 - skip} / ${range.count - skip}`;
    font(doc, 'sans', 7.5, COLORS.soft).text(page, PAGE.margin, y, { width: CONTENT_WIDTH, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

/** Moves to a new page when fewer than `needed` points are left above the bottom margin. */
export function ensureSpace(doc: Doc, needed: number): void {
  if (doc.y + needed > PAGE.height - PAGE.margin) {
    doc.addPage();
    doc.y = PAGE.margin;
  }
}
