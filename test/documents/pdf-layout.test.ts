import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderItineraryPdf } from '#server/modules/billing/pdf/itinerary.js';
import { renderStatementPdf } from '#server/modules/billing/pdf/statement.js';
import { GLYPH_SUBSTITUTES, printable, printableCodePoints } from '#server/modules/billing/pdf/kit.js';
import { createNaturalEarthBasemap } from '#server/providers/basemap/natural-earth.js';
import { selectedOption } from '#shared/domain/slots.js';
import type { BillingItem, BillingView } from '#shared/contracts/billing.js';
import type { TripDetail } from '#shared/contracts/trip-detail.js';
import { HARD_CHARACTERS, plannedTrip, sixSlotFortnight, strainedFortnight, templateTrips } from '../helpers/document-trips.js';
import { filled, overlaps, pdfLayout, type PdfLayout } from '../helpers/pdf-layout.js';

/**
 * The documents as a client holds them (issue 19): drawn from the templates the product ships,
 * 14-day plans of the offline planner and a 14-day plan written to strain the layout, then read
 * back with pdf.js: no two runs of text collide, no page but the last is under a quarter full,
 * every character printed is one the faces have, and the PDFs are tagged with a title and a
 * language. PDF_OUT=dir keeps the files for people to look at.
 */

const basemap = createNaturalEarthBasemap();
const OPTIONS = { contact: 'agency@maison-voyage.local · maison-voyage.local', agencyEmail: 'agency@maison-voyage.local', website: 'maison-voyage.local' };

function keep(name: string, pdf: Buffer) {
  const dir = process.env.PDF_OUT;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/${name}`, pdf);
}

const EMOJI_OR_MARK = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u200d|\ufe0e|\ufe0f|\u20e3/u;

/** Every character of `source` is printed, or left out or replaced by the documented rule. */
function expectPrinted(source: string, text: string) {
  const printed = printable(source);
  for (const word of printed.split(/\s+/).filter(Boolean)) expect(text, `'${word}' of '${source}'`).toContain(word);
  for (const ch of source) {
    if (printable(ch) === ch || /\s/.test(ch)) continue;
    const documented = ch in GLYPH_SUBSTITUTES || EMOJI_OR_MARK.test(ch) || printable(ch).length > 0;
    expect(documented, `'${ch}' (U+${ch.codePointAt(0)!.toString(16)}) left out without a rule`).toBe(true);
  }
}

/** The checks every document passes. */
function expectWellSet(layout: PdfLayout, name: string) {
  const glyphs = printableCodePoints();
  layout.pages.forEach((page, i) => {
    const clashes = overlaps(page.boxes);
    expect(clashes.map(([a, b]) => `'${a.str}' x '${b.str}'`), `${name} page ${i + 1}: overlapping text`).toEqual([]);
    if (i < layout.pages.length - 1) expect(filled(page), `${name} page ${i + 1} is under a quarter full`).toBeGreaterThanOrEqual(0.25);
    for (const ch of page.text) {
      const cp = ch.codePointAt(0)!;
      if (/\s/.test(ch)) continue;
      expect(glyphs.has(cp) && cp !== 0xfffd, `${name} page ${i + 1}: '${ch}' (U+${cp.toString(16)}) has no glyph`).toBe(true);
    }
  });
  expect(layout.marked, `${name}: MarkInfo`).toBe(true);
  expect(layout.hasStructTree, `${name}: structure tree`).toBe(true);
  expect(layout.title, `${name}: title`).toBeTruthy();
}

function expectTaggedBytes(pdf: Buffer, tags = ['/H1', '/H2', '/P', '/Table', '/TR', '/TD']) {
  const raw = pdf.toString('latin1');
  expect(raw).toContain('/StructTreeRoot');
  expect(raw).toMatch(/\/MarkInfo/);
  expect(raw).toMatch(/\/Lang \(en-GB\)/);
  expect(raw).toMatch(/\/DisplayDocTitle true/);
  for (const tag of tags) expect(raw, tag).toContain(`/S ${tag}`);
}

async function itinerary(trip: TripDetail, name: string) {
  const pdf = await renderItineraryPdf(trip, basemap, OPTIONS);
  keep(`${name}.pdf`, pdf);
  const layout = await pdfLayout(pdf);
  expectWellSet(layout, name);
  expectTaggedBytes(pdf, trip.days.length > 0 ? undefined : ['/H1', '/H2', '/P']);
  return { pdf, layout, text: layout.pages.map((p) => p.text).join('\n') };
}

describe('itinerary PDF layout', () => {
  it('sets the templates the product ships without a collision or a near-empty page', async () => {
    for (const trip of templateTrips()) {
      const { text, layout } = await itinerary(trip, `template-${trip.destination}`);
      expectPrinted(trip.tripName, text);
      for (const day of trip.days) {
        expectPrinted(day.title, text);
        for (const slot of day.timeSlots) {
          const o = selectedOption(slot);
          if (o) expectPrinted(o.name, text);
        }
      }
      expect(layout.title).toContain(trip.tripName);
      // No staff vocabulary.
      expect(text).not.toMatch(/\d+ planned/);
    }
  }, 180_000);

  it('sets 14-day plans of the planner', async () => {
    for (const destination of ['Paris', 'Rome']) {
      const trip = plannedTrip(destination, 14);
      const { text, layout } = await itinerary(trip, `planned-${destination}`);
      for (const day of trip.days) expectPrinted(day.title, text);
      expect(layout.pages.length).toBeLessThanOrEqual(trip.days.length + 3);
    }
  }, 180_000);

  it('fits a 14-day trip with six places a day in at most days + 3 pages', async () => {
    const trip = sixSlotFortnight();
    expect(trip.days.every((d) => d.timeSlots.length === 6 && d.timeSlots.every((s) => selectedOption(s)))).toBe(true);
    const { layout, pdf } = await itinerary(trip, 'six-slots');
    expect(layout.pages.length).toBeLessThanOrEqual(14 + 3);
    expect(pdf.length).toBeLessThan(3 * 1024 * 1024);
  }, 120_000);

  it('prints long wrapping titles, arrows and emoji without a box, a collision or a doubled space', async () => {
    const trip = strainedFortnight();
    const { text, layout } = await itinerary(trip, 'strained');
    expectPrinted(trip.client!.name, text);
    expectPrinted(trip.tripName, text);
    for (const day of trip.days) {
      expectPrinted(day.title, text);
      for (const slot of day.timeSlots) {
        expectPrinted(selectedOption(slot)!.name, text);
        if (slot.notes) expectPrinted(slot.notes, text);
      }
    }
    expect(text).toContain('Orly – hôtel');
    expect(text).toContain('Prepared for Zoë Müller-Lukasiewicz');
    expect(text).not.toMatch(/ {2}[^ ]/);
    // Every day, in order, with its heading.
    let at = 0;
    for (let i = 0; i < trip.days.length; i++) {
      const found = text.indexOf(`DAY ${i + 1} · `, at);
      expect(found, `day ${i + 1}`).toBeGreaterThan(at - 1);
      at = found;
    }
    expect(layout.pages[0]!.text).not.toContain('planned');
  }, 120_000);

  it('never prints a placeholder name for the specialist, and keeps the contact', async () => {
    const trip = { ...sixSlotFortnight(), days: [] };
    const owner = { ...trip.specialist!, name: 'Agency Owner', jobTitle: '', email: 'owner@maison-voyage.local' };
    const { layout } = await itinerary({ ...trip, specialist: owner }, 'placeholder-owner');
    expect(layout.pages[0]!.text).not.toContain('Agency Owner');
    expect(layout.pages[0]!.text).toContain('YOUR TRAVEL SPECIALIST');
    expect(layout.pages[0]!.text).toContain('owner@maison-voyage.local');
  }, 60_000);
});

describe('statement PDF layout', () => {
  const item = (i: number, over: Partial<BillingItem> = {}): BillingItem => ({
    id: `i${i}`,
    itemType: 'activity',
    dayNumber: (i % 14) + 1,
    activityIndex: 0,
    dayId: null,
    slotId: null,
    optionId: null,
    itinerary: null,
    nowCents: null,
    name: `Private visit ${i + 1}`,
    description: 'Skip-the-line entrance with a specialist guide.',
    date: '2027-05-10',
    time: '09:00',
    numberOfPeople: 2,
    quantity: 1,
    unitCents: 4500,
    amountCents: 9000,
    lockCost: false,
    billed: i % 3 === 0,
    billedAt: null,
    addedAt: '2027-01-04T10:00:00Z',
    ...over,
  });
  const view: BillingView = {
    tripId: 't',
    friendlyId: 1042,
    tripName: 'Paris and Rome for our tenth anniversary 🌸 ✓', // 45 characters and more
    destination: 'Paris → Rome',
    startDate: '2027-05-10',
    endDate: '2027-05-23',
    travellers: 2,
    clientName: 'Zoë Martin 🌸',
    version: 3,
    includeFlight: true,
    includeHotel: true,
    items: [
      ...Array.from({ length: 40 }, (_, i) => item(i)),
      item(40, { name: 'Jardin des Tuileries', unitCents: 0, amountCents: 0 }),
      item(41, { itemType: 'custom_expense', name: 'Orly → hôtel, private transfer', description: 'Chauffeur « Mercedes » — ½ day, 18 °C', unitCents: 9500, amountCents: 9500 }),
      item(42, { itemType: 'custom_expense', name: 'Fiumicino ↔ hotel 🚗', description: `Cash: € £ $ ${HARD_CHARACTERS}`, unitCents: 12000, amountCents: 12000 }),
    ],
    travel: [
      { key: 'outbound', label: 'Outbound flight', detail: 'Air France AF 7 · JFK → CDG', unitCents: 189000, multiplier: 2, amountCents: 378000, billed: true, counted: true },
      { key: 'hotel', label: 'Hotel', detail: 'Le Meurice · 13 nights', unitCents: 145000, multiplier: 13, amountCents: 1885000, billed: false, counted: true },
    ],
    totals: { totalCents: 2700000, billedCents: 400000, unbilledCents: 2300000 },
    rate: { rate: 1.1, rateDate: '2027-01-03' } as BillingView['rate'],
    can: { organize: true, addRemove: true },
  };

  it('wraps its heading, reads Included for free lines, prints every character and is searchable', async () => {
    const pdf = await renderStatementPdf(view, { currency: 'EUR', contact: OPTIONS.contact, issuedAt: new Date('2027-01-04T12:00:00Z') });
    keep('statement-strained.pdf', pdf);
    const layout = await pdfLayout(pdf);
    expectWellSet(layout, 'statement');
    expectTaggedBytes(pdf);
    const text = layout.pages.map((p) => p.text).join('\n');
    expectPrinted(view.tripName, text); // wrapped, not cut
    expect(text).not.toContain('10th...');
    expectPrinted(view.clientName, text);
    for (const i of view.items) expectPrinted(i.name, text);
    expect(text).toContain('Orly – hôtel');
    expect(text).toContain('Included');
    expect(text).not.toContain('€0.00');
    for (const word of ['TOTAL', 'STATUS', 'AMOUNT', 'BILLED', 'UNBILLED']) expect(text.split(/\s+/)).toContain(word);
    expect(layout.title).toBe(`Statement · ${printable(view.tripName)}`);
  }, 60_000);
});
