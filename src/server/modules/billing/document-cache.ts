/**
 * Drawn PDFs by what their bytes depend on (ADR 021): the trip's version and the document's kind,
 * with everything else the document shows (names from other tables, the currency, the rate, the
 * day of issue). A version's document is drawn once; at most `maxEntries` documents and
 * `maxBytes` in memory, the least recently used forgotten first. Concurrent asks of one document
 * share one drawing.
 */
export const DOCUMENT_CACHE_LIMITS = { maxEntries: 64, maxBytes: 64 * 1024 * 1024 } as const;

export function createDocumentCache(limits: { maxEntries: number; maxBytes: number } = DOCUMENT_CACHE_LIMITS) {
  const entries = new Map<string, Buffer>();
  const drawing = new Map<string, Promise<Buffer>>();
  let bytes = 0;
  let renders = 0;
  let hits = 0;

  function keep(key: string, pdf: Buffer) {
    if (pdf.byteLength > limits.maxBytes) return;
    entries.set(key, pdf);
    bytes += pdf.byteLength;
    while (entries.size > limits.maxEntries || bytes > limits.maxBytes) {
      const [oldest, old] = entries.entries().next().value!;
      entries.delete(oldest);
      bytes -= old.byteLength;
    }
  }

  return {
    /** The document of `key`, from memory or drawn by `render` (once, however many ask meanwhile). */
    get(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
      const hit = entries.get(key);
      if (hit) {
        hits++;
        entries.delete(key); // most recently used last
        entries.set(key, hit);
        return Promise.resolve(hit);
      }
      const pending = drawing.get(key);
      if (pending) {
        hits++;
        return pending;
      }
      renders++;
      const p = render()
        .then((pdf) => {
          keep(key, pdf);
          return pdf;
        })
        .finally(() => drawing.delete(key));
      drawing.set(key, p);
      return p;
    },
    /** Documents drawn and served from memory so far (tests, benchmarks), and what is kept. */
    stats() {
      return { renders, hits, entries: entries.size, bytes };
    },
  };
}

export type DocumentCache = ReturnType<typeof createDocumentCache>;
