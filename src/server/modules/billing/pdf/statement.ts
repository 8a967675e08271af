import { formatRate, formatShownCents, statementInCurrency } from '#shared/domain/costs.js';
import { formatDate, formatDateRange } from '#shared/domain/dates.js';
import type { BillingItem, BillingView } from '#shared/contracts/billing.js';
import {
  COLORS,
  CONTENT_WIDTH,
  PAGE,
  artifact,
  drawText,
  finish,
  footers,
  group,
  measure,
  newDocument,
  place,
  printable,
  smallCaps,
  tag,
  wordmark,
  type Doc,
  type Struct,
  type TextStyle,
} from './kit.js';

export interface StatementOptions {
  currency: 'EUR' | 'USD';
  /** The agency's contact line (e-mail and web address). */
  contact: string;
  issuedAt: Date;
}

const COL = { item: 0, basis: 0.46, amount: 0.72, status: 0.86 } as const;
const ROW_PAD = 7;
const X = {
  item: PAGE.margin,
  basis: PAGE.margin + CONTENT_WIDTH * COL.basis,
  amount: PAGE.margin + CONTENT_WIDTH * COL.amount,
  status: PAGE.margin + CONTENT_WIDTH * COL.status,
} as const;
const W = {
  item: CONTENT_WIDTH * COL.basis - 12,
  basis: CONTENT_WIDTH * (COL.amount - COL.basis) - 8,
  amount: CONTENT_WIDTH * (COL.status - COL.amount) - 8,
  status: CONTENT_WIDTH * (1 - COL.status),
} as const;

const STYLE = {
  head: { font: 'sans-semibold', size: 7, color: COLORS.soft },
  title: { font: 'sans-semibold', size: 9 },
  sub: { font: 'sans', size: 7.5, color: COLORS.muted },
  basis: { font: 'sans', size: 8.5, color: COLORS.muted },
  amount: { font: 'sans-semibold', size: 9, align: 'right' },
  status: { font: 'sans-semibold', size: 7, color: COLORS.soft },
  section: { font: 'serif-semibold', size: 15 },
} satisfies Record<string, TextStyle>;

/** What a free line shows in place of an amount of nothing (issue 19: no €0.00 lines). */
export const FREE_LINE = 'Included';

function basis(item: BillingItem, money: (c: number) => string): string {
  if (item.amountCents === 0) return '';
  if (item.itemType === 'custom_expense') return `${money(item.unitCents)} × ${item.quantity}`;
  if (item.lockCost) return `${money(item.unitCents)} fixed`;
  return `${money(item.unitCents)} × ${item.numberOfPeople} ${item.numberOfPeople === 1 ? 'person' : 'people'}`;
}

function when(item: BillingItem): string {
  if (item.itemType === 'custom_expense') return 'Custom expense';
  return [item.dayNumber ? `Day ${item.dayNumber}` : '', item.date ? formatDate(item.date) : '', item.time ?? ''].filter(Boolean).join(' · ');
}

interface Row {
  title: string;
  sub: string;
  basis: string;
  amount: string;
  status: string;
  tone: 'billed' | 'open' | 'off';
}

function rowHeight(doc: Doc, r: Row): number {
  const title = measure(doc, r.title, STYLE.title, W.item);
  const sub = r.sub ? 1 + measure(doc, r.sub, STYLE.sub, W.item) : 0;
  const basisH = measure(doc, r.basis, STYLE.basis, W.basis);
  return Math.max(title + sub, basisH) + ROW_PAD * 2;
}

function columnHeads(doc: Doc, parent: Struct | null, y: number): number {
  const heads: [string, number, number, 'left' | 'right'][] = [
    ['ITEM', X.item, W.item, 'left'],
    ['BASIS', X.basis, W.basis, 'left'],
    ['AMOUNT', X.amount, W.amount, 'right'],
    ['STATUS', X.status, W.status, 'left'],
  ];
  const draw = (text: string, x: number, w: number, align: 'left' | 'right') => drawText(doc, text, x, y, w, { ...STYLE.head, align });
  if (parent) {
    const tr = group(doc, parent, 'TR');
    for (const [text, x, w, align] of heads) tag(doc, tr, 'TH', () => draw(text, x, w, align), { scope: 'Column' });
    tr.end();
  } else {
    // Repeated at the top of a page the table goes on to: layout, not content.
    artifact(doc, () => heads.forEach(([text, x, w, align]) => draw(text, x, w, align)), 'Pagination');
  }
  const bottom = y + 12;
  artifact(doc, () => doc.moveTo(PAGE.margin, bottom).lineTo(PAGE.margin + CONTENT_WIDTH, bottom).lineWidth(0.75).strokeColor(COLORS.ink).stroke());
  return bottom;
}

/** A titled table of lines, each row measured and kept whole, the column heads repeated on a new page. */
function table(doc: Doc, root: Struct, y: number, title: string, rows: Row[], empty: string): number {
  const section = group(doc, root, 'Sect');
  const titleH = measure(doc, title, STYLE.section, CONTENT_WIDTH);
  const first = rows[0] ? rowHeight(doc, rows[0]) : 24;
  y = place(doc, y, titleH + 6 + 12 + first);
  tag(doc, section, 'H2', () => drawText(doc, title, PAGE.margin, y, CONTENT_WIDTH, STYLE.section));
  y += titleH + 6;
  const t = group(doc, section, 'Table');
  y = columnHeads(doc, t, y);
  if (rows.length === 0) {
    tag(doc, section, 'P', () => drawText(doc, empty, PAGE.margin, y + 10, CONTENT_WIDTH, { font: 'serif-italic', size: 11, color: COLORS.muted }));
    t.end();
    section.end();
    return y + 34;
  }
  for (const r of rows) {
    const h = rowHeight(doc, r);
    const top = place(doc, y, h);
    if (top !== y) y = columnHeads(doc, null, top);
    const ty = y + ROW_PAD;
    const strong = r.tone === 'off' ? COLORS.soft : COLORS.ink;
    const tr = group(doc, t, 'TR');
    tag(doc, tr, 'TD', () => {
      const ly = drawText(doc, r.title, X.item, ty, W.item, { ...STYLE.title, color: strong });
      if (r.sub) drawText(doc, r.sub, X.item, ly + 1, W.item, STYLE.sub);
    });
    tag(doc, tr, 'TD', () => drawText(doc, r.basis, X.basis, ty, W.basis, STYLE.basis));
    tag(doc, tr, 'TD', () => drawText(doc, r.amount, X.amount, ty, W.amount, { ...STYLE.amount, color: strong }));
    tag(doc, tr, 'TD', () => drawText(doc, r.status, X.status, ty + 1, W.status, { ...STYLE.status, color: r.tone === 'billed' ? COLORS.green : COLORS.soft }));
    tr.end();
    y += h;
    artifact(doc, () => doc.moveTo(PAGE.margin, y).lineTo(PAGE.margin + CONTENT_WIDTH, y).lineWidth(0.4).strokeColor(COLORS.border).stroke());
  }
  t.end();
  section.end();
  return y;
}

/**
 * The statement of a trip (spec §2 Billing page 'Print/PDF export'): items and expenses, flights and
 * hotel (marked when not included), the totals Total, Billed and Unbilled computed by the shared
 * cost rules, the billed state of every line, the currency and the rate with its date. Free lines
 * read 'Included'; the heading wraps; tagged and searchable (ADR 026).
 */
export async function renderStatementPdf(view: BillingView, opts: StatementOptions): Promise<Buffer> {
  // Lines and totals in the statement's currency by the one rule: a USD line multiplies out and the totals add up.
  const shown = statementInCurrency(view, opts.currency, view.rate.rate);
  const money = (cents: number) => formatShownCents(cents, opts.currency);
  const amount = (cents: number) => (cents === 0 ? FREE_LINE : money(cents));
  const tripName = printable(view.tripName) || 'Your journey';
  const { doc, root } = newDocument({ title: `Statement · ${tripName}`, subject: `Billing statement of trip #${view.friendlyId}` });
  doc.addPage();

  // Header band, as tall as its wrapped heading.
  const titleStyle: TextStyle = { font: 'serif-semibold', size: 26 };
  const dates = formatDateRange(view.startDate, view.endDate, 'full') ?? 'Dates to be confirmed';
  const facts = printable([view.destination, dates, `${view.travellers} ${view.travellers === 1 ? 'traveller' : 'travellers'}`].filter(Boolean).join('  ·  '));
  const client = printable(view.clientName);
  const issued = `${client ? `Prepared for ${client} · ` : ''}Issued ${formatDate(opts.issuedAt.toISOString().slice(0, 10))}`;
  const factsStyle: TextStyle = { font: 'sans', size: 9, color: COLORS.muted };
  const issuedStyle: TextStyle = { font: 'sans', size: 8, color: COLORS.muted };
  const titleTop = 64;
  const titleH = measure(doc, tripName, titleStyle, CONTENT_WIDTH);
  const factsTop = titleTop + titleH + 6;
  const issuedTop = factsTop + measure(doc, facts, factsStyle, CONTENT_WIDTH) + 4;
  const band = Math.max(150, issuedTop + measure(doc, issued, issuedStyle, CONTENT_WIDTH) + 24);
  artifact(
    doc,
    () => {
      doc.rect(0, 0, PAGE.width, band).fill(COLORS.ivory);
      doc.rect(0, band, PAGE.width, 1.2).fill(COLORS.gold);
    },
    'Background',
  );
  wordmark(doc, root, PAGE.margin, 42);
  tag(doc, root, 'P', () => drawText(doc, `Statement · Trip #${view.friendlyId}`, PAGE.margin, 42, CONTENT_WIDTH, { font: 'sans', size: 8, color: COLORS.muted, align: 'right' }, { lineBreak: false }));
  tag(doc, root, 'H1', () => drawText(doc, tripName, PAGE.margin, titleTop, CONTENT_WIDTH, titleStyle));
  tag(doc, root, 'P', () => {
    drawText(doc, facts, PAGE.margin, factsTop, CONTENT_WIDTH, factsStyle);
    drawText(doc, issued, PAGE.margin, issuedTop, CONTENT_WIDTH, issuedStyle);
  });

  // Totals.
  const boxY = band + 28;
  const gap = 12;
  const boxW = (CONTENT_WIDTH - gap * 2) / 3;
  const totals: [string, number, boolean][] = [
    ['Total', shown.totals.totalCents, true],
    ['Billed', shown.totals.billedCents, false],
    ['Unbilled', shown.totals.unbilledCents, false],
  ];
  const boxes = group(doc, root, 'Sect');
  totals.forEach(([label, cents, strong], i) => {
    const x = PAGE.margin + i * (boxW + gap);
    artifact(doc, () => doc.roundedRect(x, boxY, boxW, 62, 4).fillAndStroke(strong ? COLORS.panel : COLORS.card, strong ? COLORS.gold : COLORS.border));
    tag(doc, boxes, 'P', () => {
      drawText(doc, smallCaps(label), x + 14, boxY + 13, boxW - 28, { font: 'sans-semibold', size: 7, color: COLORS.muted }, { lineBreak: false });
      drawText(doc, money(cents), x + 14, boxY + 28, boxW - 28, { font: 'serif-semibold', size: strong ? 21 : 19 }, { lineBreak: false });
    });
  });
  const rateLine =
    opts.currency === 'USD'
      ? `Amounts in USD, converted from EUR at ${formatRate(view.rate.rate)} (${view.rate.rateDate ? `ECB rate of ${formatDate(view.rate.rateDate)}` : 'default rate'}).`
      : `Amounts in EUR. For reference: ${formatRate(view.rate.rate)} (${view.rate.rateDate ? `ECB rate of ${formatDate(view.rate.rateDate)}` : 'default rate'}).`;
  tag(doc, boxes, 'P', () => drawText(doc, rateLine, PAGE.margin, boxY + 74, CONTENT_WIDTH, { font: 'sans', size: 8, color: COLORS.muted }));
  boxes.end();
  let y = boxY + 104;

  // Items and expenses.
  const items: Row[] = shown.items.map((item) => ({
    title: printable(item.name),
    sub: printable([when(item), item.description].filter(Boolean).join(' — ')),
    basis: basis(item, money),
    amount: amount(item.amountCents),
    status: item.billed ? 'BILLED' : 'UNBILLED',
    tone: item.billed ? 'billed' : 'open',
  }));
  y = table(doc, root, y, 'Activities & expenses', items, 'No billing items yet');

  // Flights and hotel.
  if (shown.travel.length > 0) {
    const travel: Row[] = shown.travel.map((line) => {
      const unit = line.key === 'hotel' ? 'night' : 'traveller';
      return {
        title: printable(line.label),
        sub: printable([line.detail, line.counted ? '' : 'Not included in the totals'].filter(Boolean).join(' — ')),
        basis: line.amountCents === 0 ? '' : `${money(line.unitCents)} × ${line.multiplier} ${line.multiplier === 1 ? unit : `${unit}s`}`,
        amount: amount(line.amountCents),
        status: !line.counted ? 'NOT INCLUDED' : line.billed ? 'BILLED' : 'UNBILLED',
        tone: !line.counted ? 'off' : line.billed ? 'billed' : 'open',
      };
    });
    y = table(doc, root, y + 18, 'Flights & hotel', travel, '');
  }

  // Summary.
  y = place(doc, y + 16, 80);
  const sx = PAGE.margin + CONTENT_WIDTH * 0.52;
  const sw = CONTENT_WIDTH * 0.48;
  const summary = group(doc, root, 'Table');
  for (const [label, cents, strong] of [...totals.slice(1), totals[0]!] as [string, number, boolean][]) {
    if (strong) artifact(doc, () => doc.moveTo(sx, y).lineTo(sx + sw, y).lineWidth(0.75).strokeColor(COLORS.ink).stroke());
    const tr = group(doc, summary, 'TR');
    tag(doc, tr, 'TH', () => drawText(doc, label, sx, y + 6, sw / 2, { font: strong ? 'sans-semibold' : 'sans', size: strong ? 10 : 9, color: strong ? COLORS.ink : COLORS.muted }, { lineBreak: false }), { scope: 'Row' });
    tag(doc, tr, 'TD', () => drawText(doc, money(cents), sx, y + (strong ? 3 : 6), sw, { font: strong ? 'serif-semibold' : 'sans', size: strong ? 14 : 9, align: 'right' }, { lineBreak: false }));
    tr.end();
    y += strong ? 26 : 20;
  }
  summary.end();

  footers(doc, opts.contact, { label: 'Statement' });
  return finish(doc);
}
