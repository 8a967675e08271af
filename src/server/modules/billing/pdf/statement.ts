import { formatCents, formatRate } from '#shared/domain/costs.js';
import { formatDate, formatDateRange } from '#shared/domain/dates.js';
import type { BillingItem, BillingView } from '#shared/contracts/billing.js';
import { COLORS, CONTENT_WIDTH, PAGE, ensureSpace, finish, font, footers, newDocument, wordmark, type Doc } from './kit.js';

export interface StatementOptions {
  currency: 'EUR' | 'USD';
  /** The agency's contact line (e-mail and web address). */
  contact: string;
  issuedAt: Date;
}

const COL = { item: 0, basis: 0.46, amount: 0.72, status: 0.86 } as const;
const ROW_PAD = 7;

function basis(item: BillingItem, money: (c: number) => string): string {
  if (item.itemType === 'custom_expense') return `${money(item.unitCents)} × ${item.quantity}`;
  if (item.lockCost) return `${money(item.unitCents)} fixed`;
  return `${money(item.unitCents)} × ${item.numberOfPeople} ${item.numberOfPeople === 1 ? 'person' : 'people'}`;
}

function when(item: BillingItem): string {
  if (item.itemType === 'custom_expense') return 'Custom expense';
  return [item.dayNumber ? `Day ${item.dayNumber}` : '', item.date ? formatDate(item.date) : '', item.time ?? ''].filter(Boolean).join(' · ');
}

function tableHeader(doc: Doc, title: string): void {
  ensureSpace(doc, 60);
  font(doc, 'serif-semibold', 15).text(title, PAGE.margin, doc.y);
  doc.moveDown(0.35);
  const y = doc.y;
  const x = PAGE.margin;
  font(doc, 'sans-semibold', 7, COLORS.soft);
  doc.text('ITEM', x, y, { characterSpacing: 0.8, lineBreak: false });
  doc.text('BASIS', x + CONTENT_WIDTH * COL.basis, y, { characterSpacing: 0.8, lineBreak: false });
  doc.text('AMOUNT', x + CONTENT_WIDTH * COL.amount, y, { width: CONTENT_WIDTH * (COL.status - COL.amount) - 8, align: 'right', characterSpacing: 0.8, lineBreak: false });
  doc.text('STATUS', x + CONTENT_WIDTH * COL.status, y, { characterSpacing: 0.8, lineBreak: false });
  doc.y = y + 12;
  doc.moveTo(x, doc.y).lineTo(x + CONTENT_WIDTH, doc.y).lineWidth(0.75).strokeColor(COLORS.ink).stroke();
}

function row(doc: Doc, cells: { title: string; sub: string; basis: string; amount: string; status: string; statusTone: 'billed' | 'open' | 'off' }): void {
  const x = PAGE.margin;
  const titleWidth = CONTENT_WIDTH * COL.basis - 12;
  font(doc, 'sans-semibold', 9);
  const titleHeight = doc.heightOfString(cells.title, { width: titleWidth });
  font(doc, 'sans', 7.5);
  const subHeight = cells.sub ? doc.heightOfString(cells.sub, { width: titleWidth }) : 0;
  const height = titleHeight + subHeight + ROW_PAD * 2 + (cells.sub ? 1 : 0);
  ensureSpace(doc, height);
  const top = doc.y;
  const y = top + ROW_PAD;
  font(doc, 'sans-semibold', 9, cells.statusTone === 'off' ? COLORS.soft : COLORS.ink).text(cells.title, x, y, { width: titleWidth });
  if (cells.sub) font(doc, 'sans', 7.5, COLORS.muted).text(cells.sub, x, doc.y + 1, { width: titleWidth });
  font(doc, 'sans', 8.5, COLORS.muted).text(cells.basis, x + CONTENT_WIDTH * COL.basis, y, { width: CONTENT_WIDTH * (COL.amount - COL.basis) - 8, lineBreak: false });
  font(doc, 'sans-semibold', 9, cells.statusTone === 'off' ? COLORS.soft : COLORS.ink).text(cells.amount, x + CONTENT_WIDTH * COL.amount, y, {
    width: CONTENT_WIDTH * (COL.status - COL.amount) - 8,
    align: 'right',
    lineBreak: false,
  });
  const tone = cells.statusTone === 'billed' ? COLORS.green : COLORS.soft;
  font(doc, 'sans-semibold', 7.5, tone).text(cells.status, x + CONTENT_WIDTH * COL.status, y + 1, { lineBreak: false, characterSpacing: 0.4 });
  doc.y = top + height;
  doc.moveTo(x, doc.y).lineTo(x + CONTENT_WIDTH, doc.y).lineWidth(0.4).strokeColor(COLORS.border).stroke();
}

/**
 * The statement of a trip (spec §2 Billing page 'Print/PDF export'): items and expenses, flights and
 * hotel (marked when not included), the totals Total, Billed and Unbilled computed by the shared
 * cost rules, the billed state of every line, the currency and the rate with its date.
 */
export async function renderStatementPdf(view: BillingView, opts: StatementOptions): Promise<Buffer> {
  const money = (cents: number) => formatCents(cents, opts.currency, view.rate.rate);
  const doc = newDocument({ title: `Statement · ${view.tripName}`, subject: `Billing statement of trip #${view.friendlyId}` });
  doc.addPage();

  // Header band.
  doc.rect(0, 0, PAGE.width, 150).fill(COLORS.ivory);
  doc.rect(0, 150, PAGE.width, 1.2).fill(COLORS.gold);
  wordmark(doc, PAGE.margin, 42);
  font(doc, 'sans', 8, COLORS.muted).text(`Statement · Trip #${view.friendlyId}`, PAGE.margin, 42, { width: CONTENT_WIDTH, align: 'right', lineBreak: false });
  font(doc, 'serif-semibold', 26).text(view.tripName || 'Your journey', PAGE.margin, 66, { width: CONTENT_WIDTH, height: 34, ellipsis: true });
  const dates = formatDateRange(view.startDate, view.endDate, 'full') ?? 'Dates to be confirmed';
  const facts = [view.destination, dates, `${view.travellers} ${view.travellers === 1 ? 'traveller' : 'travellers'}`].filter(Boolean).join('  ·  ');
  font(doc, 'sans', 9, COLORS.muted).text(facts, PAGE.margin, 104, { width: CONTENT_WIDTH });
  font(doc, 'sans', 8, COLORS.muted).text(
    `${view.clientName ? `Prepared for ${view.clientName} · ` : ''}Issued ${formatDate(opts.issuedAt.toISOString().slice(0, 10))}`,
    PAGE.margin,
    122,
    { width: CONTENT_WIDTH },
  );

  // Totals.
  const boxY = 178;
  const gap = 12;
  const boxW = (CONTENT_WIDTH - gap * 2) / 3;
  const totals: [string, number, boolean][] = [
    ['Total', view.totals.totalCents, true],
    ['Billed', view.totals.billedCents, false],
    ['Unbilled', view.totals.unbilledCents, false],
  ];
  totals.forEach(([label, cents, strong], i) => {
    const x = PAGE.margin + i * (boxW + gap);
    doc.roundedRect(x, boxY, boxW, 62, 4).fillAndStroke(strong ? COLORS.panel : COLORS.card, strong ? COLORS.gold : COLORS.border);
    font(doc, 'sans-semibold', 7, COLORS.muted).text(label.toUpperCase(), x + 14, boxY + 13, { characterSpacing: 1.2, lineBreak: false });
    font(doc, 'serif-semibold', strong ? 21 : 19).text(money(cents), x + 14, boxY + 28, { width: boxW - 28, lineBreak: false });
  });
  const rateLine =
    opts.currency === 'USD'
      ? `Amounts in USD, converted from EUR at ${formatRate(view.rate.rate)} (${view.rate.rateDate ? `ECB rate of ${formatDate(view.rate.rateDate)}` : 'default rate'}).`
      : `Amounts in EUR. For reference: ${formatRate(view.rate.rate)} (${view.rate.rateDate ? `ECB rate of ${formatDate(view.rate.rateDate)}` : 'default rate'}).`;
  font(doc, 'sans', 8, COLORS.muted).text(rateLine, PAGE.margin, boxY + 74, { width: CONTENT_WIDTH });
  doc.y = boxY + 104;

  // Items and expenses.
  tableHeader(doc, 'Activities & expenses');
  if (view.items.length === 0) {
    font(doc, 'serif-italic', 11, COLORS.muted).text('No billing items yet', PAGE.margin, doc.y + 10);
    doc.moveDown(1);
  }
  for (const item of view.items) {
    row(doc, {
      title: item.name,
      sub: [when(item), item.description].filter(Boolean).join(' — '),
      basis: basis(item, money),
      amount: money(item.amountCents),
      status: item.billed ? 'BILLED' : 'UNBILLED',
      statusTone: item.billed ? 'billed' : 'open',
    });
  }

  // Flights and hotel.
  if (view.travel.length > 0) {
    doc.y += 18;
    tableHeader(doc, 'Flights & hotel');
    for (const line of view.travel) {
      const unit = line.key === 'hotel' ? 'night' : 'traveller';
      row(doc, {
        title: line.label,
        sub: [line.detail, line.counted ? '' : 'Not included in the totals'].filter(Boolean).join(' — '),
        basis: `${money(line.unitCents)} × ${line.multiplier} ${line.multiplier === 1 ? unit : `${unit}s`}`,
        amount: money(line.amountCents),
        status: !line.counted ? 'NOT INCLUDED' : line.billed ? 'BILLED' : 'UNBILLED',
        statusTone: !line.counted ? 'off' : line.billed ? 'billed' : 'open',
      });
    }
  }

  // Summary.
  ensureSpace(doc, 90);
  doc.y += 16;
  const sx = PAGE.margin + CONTENT_WIDTH * 0.52;
  const sw = CONTENT_WIDTH * 0.48;
  for (const [label, cents, strong] of [...totals.slice(1), totals[0]!] as [string, number, boolean][]) {
    const y = doc.y;
    if (strong) doc.moveTo(sx, y).lineTo(sx + sw, y).lineWidth(0.75).strokeColor(COLORS.ink).stroke();
    font(doc, strong ? 'sans-semibold' : 'sans', strong ? 10 : 9, strong ? COLORS.ink : COLORS.muted).text(label, sx, y + 6, { lineBreak: false });
    font(doc, strong ? 'serif-semibold' : 'sans', strong ? 14 : 9, COLORS.ink).text(money(cents), sx, y + (strong ? 3 : 6), { width: sw, align: 'right', lineBreak: false });
    doc.y = y + (strong ? 26 : 20);
  }

  footers(doc, opts.contact, { label: 'Statement' });
  return finish(doc);
}
