import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

interface Run {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The text of a PDF, page by page, read with pdf.js (no program outside npm needed): runs on
 * one baseline become one line, left to right, with a space where the runs stand apart.
 */
export async function pdfText(pdf: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const runs: Run[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str === '') continue;
        runs.push({ str: item.str, x: item.transform[4], y: item.transform[5], width: item.width, height: item.height || Math.abs(item.transform[3]) });
      }
      const lines = new Map<number, Run[]>();
      for (const run of runs) {
        const key = [...lines.keys()].find((y) => Math.abs(y - run.y) < 2) ?? run.y;
        lines.set(key, [...(lines.get(key) ?? []), run]);
      }
      const text = [...lines.entries()]
        .sort(([a], [b]) => b - a)
        .map(([, line]) => {
          line.sort((a, b) => a.x - b.x);
          let out = '';
          let end = -Infinity;
          for (const run of line) {
            if (out && run.x - end > Math.max(1, run.height * 0.15) && !out.endsWith(' ')) out += ' ';
            out += run.str;
            end = run.x + run.width;
          }
          return out;
        })
        .join('\n');
      pages.push(text);
      page.cleanup();
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}
