import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A run of text as pdf.js places it: its box in PDF points (origin bottom left). */
export interface TextBox {
  str: string;
  x: number;
  y: number;
  w: number;
  h: number;
  /** Inside a Figure (a day's map): drawn over a picture, not set as text. */
  inFigure: boolean;
}

export interface PdfLayout {
  pages: { width: number; height: number; boxes: TextBox[]; text: string }[];
  title: string | undefined;
  marked: boolean;
  hasStructTree: boolean;
}

/**
 * What a reader of the PDF gets (pdf.js, no program outside npm): every text run's box per page,
 * the page's text, the document's title, and whether it is tagged (MarkInfo and a structure tree).
 */
export async function pdfLayout(pdf: Uint8Array): Promise<PdfLayout> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const pages: PdfLayout['pages'] = [];
    let hasStructTree = false;
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const [, , width, height] = page.view as [number, number, number, number];
      const content = await page.getTextContent({ includeMarkedContent: true });
      const boxes: TextBox[] = [];
      const open: string[] = [];
      for (const item of content.items) {
        if ('type' in item) {
          if (item.type === 'beginMarkedContentProps' || item.type === 'beginMarkedContent') open.push((item as { tag?: string }).tag ?? '');
          else if (item.type === 'endMarkedContent') open.pop();
          continue;
        }
        if (!item.str.trim()) continue;
        const size = Math.hypot(item.transform[2], item.transform[3]);
        boxes.push({ str: item.str, x: item.transform[4], y: item.transform[5], w: item.width, h: size, inFigure: open.includes('Figure') });
      }
      const tree = await page.getStructTree();
      if (tree && (tree.children?.length ?? 0) > 0) hasStructTree = true;
      pages.push({ width, height, boxes, text: boxes.map((b) => b.str).join(' ') });
      page.cleanup();
    }
    const meta = await doc.getMetadata();
    const markInfo = await doc.getMarkInfo();
    return { pages, title: (meta.info as { Title?: string }).Title, marked: !!markInfo?.Marked, hasStructTree };
  } finally {
    await doc.destroy();
  }
}

/** The glyph body of a run: from a little below its baseline to its capitals' height. */
function body(b: TextBox) {
  return { left: b.x, right: b.x + b.w, bottom: b.y - 0.18 * b.h, top: b.y + 0.72 * b.h };
}

/** Pairs of runs on one page whose boxes overlap by more than `tolerance` points both ways. */
export function overlaps(boxes: TextBox[], tolerance = 0.6): [TextBox, TextBox][] {
  const out: [TextBox, TextBox][] = [];
  const set = boxes.filter((b) => !b.inFigure && b.w > 0);
  for (let i = 0; i < set.length; i++) {
    const a = body(set[i]!);
    for (let j = i + 1; j < set.length; j++) {
      const b = body(set[j]!);
      const dx = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const dy = Math.min(a.top, b.top) - Math.max(a.bottom, b.bottom);
      // pdf.js cuts one line into runs where a kerning adjustment falls; the pieces of one line
      // may overlap by a kerning's width: that is not a collision.
      const sameLine = Math.abs(set[i]!.y - set[j]!.y) < 0.3 && Math.abs(set[i]!.h - set[j]!.h) < 0.3;
      if (dx > (sameLine ? 2.5 : tolerance) && dy > tolerance) out.push([set[i]!, set[j]!]);
    }
  }
  return out;
}

/** How much of the page's height between its margins the text spans (footer left out). */
export function filled(page: PdfLayout['pages'][number], margin = 56): number {
  const inside = page.boxes.filter((b) => b.y > margin && b.y < page.height - margin / 2);
  if (inside.length === 0) return 0;
  const top = Math.max(...inside.map((b) => body(b).top));
  const bottom = Math.min(...inside.map((b) => body(b).bottom));
  return (top - bottom) / (page.height - margin * 2);
}
