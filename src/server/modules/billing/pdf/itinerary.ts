import type { Basemap } from '#server/providers/basemap/basemap.js';
import { formatDate, formatDateRange } from '#shared/domain/dates.js';
import { formatKm, formatMinutes, greatCircleMetres, isMappableCoordinates } from '#shared/domain/geo.js';
import { hotelNights } from '#shared/domain/durations.js';
import { selectedOption } from '#shared/domain/slots.js';
import { clientNotesOf } from '#shared/domain/notes.js';
import { DEFAULT_SLOT_TITLE } from '#shared/domain/constants.js';
import { isPlaceholderName } from '#shared/domain/names.js';
import type { Day, Option, TimeSlot } from '#shared/domain/itinerary.js';
import type { TripDetail } from '#shared/contracts/trip-detail.js';
import {
  AGENCY,
  COLORS,
  CONTENT_WIDTH,
  PAGE,
  PAGE_BOTTOM,
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
import { drawDayMap, type MapStop } from './map.js';

export interface ItineraryOptions {
  contact: string;
  agencyEmail: string;
  website: string;
}

const MAP_HEIGHT = 164;
const TIME_COL = 78;
const DESCRIPTION_MAX = 330;
const NOTES_MAX = 240;

const STYLE = {
  eyebrow: { font: 'sans-semibold', size: 7.5, color: COLORS.goldText },
  sectionTitle: { font: 'serif-semibold', size: 22 },
  dayTitle: { font: 'serif-semibold', size: 22 },
  slotLabel: { font: 'sans-semibold', size: 7, color: COLORS.soft },
  placeName: { font: 'serif-semibold', size: 13.5 },
  address: { font: 'sans', size: 8, color: COLORS.muted },
  description: { font: 'serif', size: 10.5, lineGap: 1 },
  note: { font: 'serif-italic', size: 10, color: COLORS.muted },
  leg: { font: 'sans', size: 7.5, color: COLORS.soft },
  time: { font: 'sans-semibold', size: 8, color: COLORS.goldText },
  free: { font: 'serif-italic', size: 11, color: COLORS.muted },
  glanceDay: { font: 'sans-semibold', size: 7.5, color: COLORS.goldText },
  glanceDate: { font: 'sans', size: 8.5, color: COLORS.muted },
  glanceTitle: { font: 'serif-semibold', size: 11.5 },
  glanceStops: { font: 'sans', size: 7.5, color: COLORS.soft },
} satisfies Record<string, TextStyle>;

function pointOf(option: Option): { lat: number; lng: number } | null {
  if (isMappableCoordinates(option.coordinates)) return option.coordinates;
  if (isMappableCoordinates(option.location)) return option.location;
  return null;
}

const WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' });
function weekday(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(d.getTime()) ? '' : WEEKDAY.format(d);
}

function travellersText(trip: TripDetail): string {
  const adults = `${trip.travelersAdults} ${trip.travelersAdults === 1 ? 'adult' : 'adults'}`;
  const children = trip.travelersChildren > 0 ? ` · ${trip.travelersChildren} ${trip.travelersChildren === 1 ? 'child' : 'children'}` : '';
  return adults + children;
}

function flightTime(value: string | undefined): string {
  if (!value) return '';
  const date = value.slice(0, 10);
  const time = value.slice(11, 16);
  return `${formatDate(date)}${time ? `, ${time}` : ''}`;
}

/** `text` printable, on one line of at most `max` characters (cut at a word, with an ellipsis). */
function clip(text: string, max: number): string {
  const t = printable(text).replace(/\s+/g, ' ').trim();
  return t.length <= max ? t : `${t.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/**
 * The notes a client reads under a slot: the chosen place's advice and the slot's note for the
 * client, never the internal note (`clientNotesOf`, ADR 030), clipped for the page.
 */
export function clientNotes(slot: TimeSlot): string[] {
  const text = clientNotesOf(slot);
  return text ? [clip(text, NOTES_MAX)] : [];
}

function dayLabel(day: Day, index: number): string {
  return `Day ${index + 1}${day.date ? ` · ${weekday(day.date)} ${formatDate(day.date)}` : ''}`;
}

function dayTitle(day: Day, index: number): string {
  return printable(day.title) || `Day ${index + 1}`;
}

// ---------------------------------------------------------------------------------------------
// Cover
// ---------------------------------------------------------------------------------------------

function cover(doc: Doc, root: Struct, trip: TripDetail, opts: ItineraryOptions): void {
  doc.addPage();
  artifact(
    doc,
    () => {
      doc.rect(0, 0, PAGE.width, PAGE.height).fill(COLORS.ivory);
      doc.rect(26, 26, PAGE.width - 52, PAGE.height - 52).lineWidth(0.8).strokeColor(COLORS.gold).stroke();
      doc.rect(31, 31, PAGE.width - 62, PAGE.height - 62).lineWidth(0.3).strokeColor(COLORS.gold).stroke();
    },
    'Background',
  );
  wordmark(doc, root, 0, 96, 10, 'center');
  tag(doc, root, 'P', () => drawText(doc, printable(AGENCY.tagline), PAGE.margin, 116, CONTENT_WIDTH, { font: 'serif-italic', size: 11, color: COLORS.muted, align: 'center' }));

  // The title block, measured, centred between the wordmark and the specialist.
  const name = printable(trip.tripName) || 'Your journey';
  const titleWidth = CONTENT_WIDTH - 40;
  let titleStyle: TextStyle = { font: 'serif-semibold', size: 40, align: 'center' };
  for (let size = 40; size >= 26; size -= 2) {
    titleStyle = { font: 'serif-semibold', size, align: 'center' };
    if (measure(doc, name, titleStyle, titleWidth) <= size * 1.25 * 3) break;
  }
  const destination = printable(trip.destination);
  const dates = formatDateRange(trip.startDate, trip.endDate, 'full') ?? 'Dates to be confirmed';
  const client = printable(trip.client?.name);
  const center = (style: TextStyle): TextStyle => ({ ...style, align: 'center' });
  const eyebrowStyle = center(STYLE.eyebrow);
  const destStyle = center({ font: 'serif-italic', size: 18, color: COLORS.muted });
  const datesStyle = center({ font: 'sans', size: 11 });
  const peopleStyle = center({ font: 'sans', size: 10, color: COLORS.muted });
  const heights = {
    eyebrow: measure(doc, 'YOUR ITINERARY', eyebrowStyle, CONTENT_WIDTH),
    title: measure(doc, name, titleStyle, titleWidth),
    destination: destination ? measure(doc, destination, destStyle, CONTENT_WIDTH) : 0,
    dates: measure(doc, dates, datesStyle, CONTENT_WIDTH),
    people: measure(doc, travellersText(trip), peopleStyle, CONTENT_WIDTH),
    client: client ? measure(doc, `Prepared for ${client}`, peopleStyle, CONTENT_WIDTH) : 0,
  };
  const block = heights.eyebrow + 12 + heights.title + (destination ? 10 + heights.destination : 0) + 22 + 20 + heights.dates + 6 + heights.people + (client ? 4 + heights.client : 0);
  const top = Math.max(170, 160 + (420 - block) / 2);
  let y = top;
  tag(doc, root, 'P', () => drawText(doc, 'YOUR ITINERARY', PAGE.margin, y, CONTENT_WIDTH, eyebrowStyle));
  y += heights.eyebrow + 12;
  tag(doc, root, 'H1', () => drawText(doc, name, PAGE.margin + 20, y, titleWidth, titleStyle));
  y += heights.title;
  if (destination) {
    y += 10;
    tag(doc, root, 'P', () => drawText(doc, destination, PAGE.margin, y, CONTENT_WIDTH, destStyle));
    y += heights.destination;
  }
  const ruleY = y + 22;
  artifact(doc, () => doc.moveTo(PAGE.width / 2 - 36, ruleY).lineTo(PAGE.width / 2 + 36, ruleY).lineWidth(0.8).strokeColor(COLORS.gold).stroke());
  y = ruleY + 20;
  tag(doc, root, 'P', () => {
    let ly = drawText(doc, dates, PAGE.margin, y, CONTENT_WIDTH, datesStyle);
    ly = drawText(doc, travellersText(trip), PAGE.margin, ly + 6, CONTENT_WIDTH, peopleStyle);
    if (client) drawText(doc, `Prepared for ${client}`, PAGE.margin, ly + 4, CONTENT_WIDTH, peopleStyle);
  });

  // Specialist and agency.
  const boxY = 600;
  artifact(doc, () => doc.moveTo(PAGE.margin + 40, boxY).lineTo(PAGE.width - PAGE.margin - 40, boxY).lineWidth(0.4).strokeColor(COLORS.border).stroke());
  const section = group(doc, root, 'Sect');
  tag(doc, section, 'H2', () => drawText(doc, 'YOUR TRAVEL SPECIALIST', PAGE.margin, boxY + 22, CONTENT_WIDTH, { ...STYLE.eyebrow, size: 7, align: 'center' }));
  const s = trip.specialist;
  if (s) {
    // A name the specialist never gave (the first run's stand-in) is not printed: the contact is.
    const named = !isPlaceholderName(s.name, s.email) ? printable(s.name) : '';
    const lines = [named ? printable(s.jobTitle) : '', [printable(s.email), printable(s.phone)].filter(Boolean).join('  ·  ')].filter(Boolean);
    tag(doc, section, 'P', () => {
      let ly = boxY + 38;
      if (named) ly = drawText(doc, named, PAGE.margin, ly, CONTENT_WIDTH, { font: 'serif-semibold', size: 16, align: 'center' });
      for (const line of lines) ly = drawText(doc, line, PAGE.margin, ly + 3, CONTENT_WIDTH, { font: 'sans', size: 9, color: COLORS.muted, align: 'center' });
    });
  } else {
    tag(doc, section, 'P', () => drawText(doc, 'Your specialist will be assigned soon', PAGE.margin, boxY + 40, CONTENT_WIDTH, { font: 'serif-italic', size: 13, color: COLORS.muted, align: 'center' }));
  }
  section.end();
  const agency = printable(`${AGENCY.name}  ·  ${opts.agencyEmail}  ·  ${opts.website}`);
  tag(doc, root, 'P', () => drawText(doc, agency, PAGE.margin, PAGE.height - 92, CONTENT_WIDTH, { font: 'sans', size: 8.5, color: COLORS.muted, align: 'center' }));
}

// ---------------------------------------------------------------------------------------------
// Flights, hotel and the days at a glance
// ---------------------------------------------------------------------------------------------

function sectionTitle(doc: Doc, parent: Struct, y: number, eyebrow: string, title: string): number {
  const h1 = measure(doc, smallCaps(eyebrow), STYLE.eyebrow, CONTENT_WIDTH);
  tag(doc, parent, 'P', () => drawText(doc, smallCaps(eyebrow), PAGE.margin, y, CONTENT_WIDTH, STYLE.eyebrow));
  tag(doc, parent, 'H2', () => drawText(doc, printable(title), PAGE.margin, y + h1 + 2, CONTENT_WIDTH, STYLE.sectionTitle));
  return y + h1 + 2 + measure(doc, printable(title), STYLE.sectionTitle, CONTENT_WIDTH) + 8;
}

interface Card {
  label: string;
  heading: string;
  lines: string[];
}

function cardHeight(doc: Doc, c: Card, w: number): number {
  const inner = w - 28;
  const lines = c.lines.reduce((sum, l) => sum + measure(doc, l, { font: 'sans', size: 9 }, inner) + 3, 0);
  return 14 + measure(doc, smallCaps(c.label), { ...STYLE.eyebrow, size: 7 }, inner) + 6 + measure(doc, c.heading, { font: 'serif-semibold', size: 14 }, inner) + 4 + lines + 12;
}

function drawCard(doc: Doc, parent: Struct, x: number, y: number, w: number, h: number, c: Card): void {
  artifact(doc, () => doc.roundedRect(x, y, w, h, 4).fillAndStroke(COLORS.card, COLORS.border));
  const inner = w - 28;
  const section = group(doc, parent, 'Sect');
  let ly = y + 14;
  tag(doc, section, 'H3', () => {
    ly = drawText(doc, smallCaps(c.label), x + 14, ly, inner, { ...STYLE.eyebrow, size: 7 });
  });
  tag(doc, section, 'P', () => {
    ly = drawText(doc, c.heading, x + 14, ly + 6, inner, { font: 'serif-semibold', size: 14 });
    ly += 4;
    for (const l of c.lines) ly = drawText(doc, l, x + 14, ly, inner, { font: 'sans', size: 9, color: COLORS.muted }) + 3;
  });
  section.end();
}

function flightCard(label: string, f: TripDetail['outboundFlight']): Card {
  if (!f) return { label, heading: 'To be confirmed', lines: ['Your specialist will add this flight.'] };
  return {
    label,
    heading: printable([f.airline, f.flightNumber].filter(Boolean).join(' ')) || 'Flight',
    lines: [
      printable(`${f.departureAirport || '—'}  to  ${f.arrivalAirport || '—'}`),
      f.departure ? `Departs ${flightTime(f.departure)}` : '',
      f.arrival ? `Arrives ${flightTime(f.arrival)}` : '',
    ].filter(Boolean),
  };
}

function hotelCard(trip: TripDetail): Card {
  const h = trip.hotel;
  if (!h) return { label: 'Hotel', heading: 'To be confirmed', lines: ['Your specialist will add your hotel.'] };
  const nights = hotelNights(h.checkIn, h.checkOut);
  return {
    label: 'Hotel',
    heading: printable(h.name) || 'Hotel',
    lines: [
      printable(h.address || trip.hotelAddress || ''),
      h.checkIn && h.checkOut ? `Check-in ${formatDate(h.checkIn.slice(0, 10))}  ·  Check-out ${formatDate(h.checkOut.slice(0, 10))}  ·  ${nights} ${nights === 1 ? 'night' : 'nights'}` : '',
      `${h.rooms} ${h.rooms === 1 ? 'room' : 'rooms'}`,
    ].filter(Boolean),
  };
}

const GLANCE = { day: 44, date: 132, gap: 12 } as const;

/** Flights, hotel and the days at a glance; answers the y below them. */
function arrangements(doc: Doc, root: Struct, trip: TripDetail): number {
  doc.addPage();
  const travel = group(doc, root, 'Sect');
  let y = sectionTitle(doc, travel, PAGE.margin, 'Travel arrangements', 'Flights & hotel') + 6;
  const gap = 14;
  const w = (CONTENT_WIDTH - gap) / 2;
  const outbound = flightCard('Outbound flight', trip.outboundFlight);
  const inbound = flightCard('Return flight', trip.returnFlight);
  const fh = Math.max(cardHeight(doc, outbound, w), cardHeight(doc, inbound, w));
  drawCard(doc, travel, PAGE.margin, y, w, fh, outbound);
  drawCard(doc, travel, PAGE.margin + w + gap, y, w, fh, inbound);
  y += fh + gap;
  const hotel = hotelCard(trip);
  const hh = cardHeight(doc, hotel, CONTENT_WIDTH);
  drawCard(doc, travel, PAGE.margin, y, CONTENT_WIDTH, hh, hotel);
  y += hh + gap;
  travel.end();

  // The days at a glance: a table whose rows grow with their titles, each row kept whole.
  const glance = group(doc, root, 'Sect');
  const rows = trip.days.map((day, i) => {
    const title = dayTitle(day, i);
    const stops = day.timeSlots.map((s) => selectedOption(s)).filter((o): o is Option => !!o).map((o) => printable(o.name));
    const highlights = stops.length ? clip(stops.join(' · '), 140) : '';
    const tw = CONTENT_WIDTH - GLANCE.day - GLANCE.date - GLANCE.gap * 2;
    const dateText = day.date ? `${weekday(day.date)} ${formatDate(day.date)}` : '';
    const h =
      Math.max(
        measure(doc, title, STYLE.glanceTitle, tw) + (highlights ? 2 + measure(doc, highlights, STYLE.glanceStops, tw) : 0),
        measure(doc, dateText, STYLE.glanceDate, GLANCE.date),
      ) + 14;
    return { i, title, highlights, dateText, h, tw };
  });
  const headH = 40 + 22 + 8;
  // The heading stays with the first rows.
  y = place(doc, y + 14, headH + (rows[0]?.h ?? 20));
  y = sectionTitle(doc, glance, y, 'At a glance', `${trip.days.length} ${trip.days.length === 1 ? 'day' : 'days'}`);
  if (rows.length === 0) {
    tag(doc, glance, 'P', () => drawText(doc, 'Your specialist is preparing the days of your journey.', PAGE.margin, y + 4, CONTENT_WIDTH, STYLE.free));
    glance.end();
    return y + 30;
  }
  const table = group(doc, glance, 'Table');
  artifact(doc, () => doc.moveTo(PAGE.margin, y).lineTo(PAGE.margin + CONTENT_WIDTH, y).lineWidth(0.4).strokeColor(COLORS.border).stroke());
  for (const r of rows) {
    const top = place(doc, y, r.h);
    if (top !== y) artifact(doc, () => doc.moveTo(PAGE.margin, top).lineTo(PAGE.margin + CONTENT_WIDTH, top).lineWidth(0.4).strokeColor(COLORS.border).stroke());
    y = top;
    const tr = group(doc, table, 'TR');
    tag(doc, tr, 'TH', () => drawText(doc, `DAY ${r.i + 1}`, PAGE.margin, y + 8.5, GLANCE.day, STYLE.glanceDay), { scope: 'Row' });
    tag(doc, tr, 'TD', () => drawText(doc, r.dateText, PAGE.margin + GLANCE.day + GLANCE.gap, y + 7.5, GLANCE.date, STYLE.glanceDate));
    const tx = PAGE.margin + GLANCE.day + GLANCE.date + GLANCE.gap * 2;
    tag(doc, tr, 'TD', () => {
      const ly = drawText(doc, r.title, tx, y + 6, r.tw, STYLE.glanceTitle);
      if (r.highlights) drawText(doc, r.highlights, tx, ly + 2, r.tw, STYLE.glanceStops);
    });
    tr.end();
    y += r.h;
    artifact(doc, () => doc.moveTo(PAGE.margin, y).lineTo(PAGE.margin + CONTENT_WIDTH, y).lineWidth(0.4).strokeColor(COLORS.border).stroke());
  }
  table.end();
  glance.end();
  return y;
}

// ---------------------------------------------------------------------------------------------
// The days
// ---------------------------------------------------------------------------------------------

function legText(previous: Option | null, option: Option): string | null {
  if (!previous) return null;
  if (typeof option.distanceFromPrevious === 'number' && option.distanceFromPrevious >= 0) {
    const minutes = formatMinutes(option.durationFromPrevious);
    return `${formatKm(option.distanceFromPrevious)}${minutes ? ` · ${minutes.label}` : ''} from the previous stop`;
  }
  const a = pointOf(previous);
  const b = pointOf(option);
  if (!a || !b) return null;
  return `${formatKm(greatCircleMetres(a, b))} from the previous stop, as the crow flies`;
}

/** One slot of a day, measured: its height and how to draw it at a given y. */
interface SlotBlock {
  height: number;
  draw(y: number, list: Struct): void;
}

const SLOT_X = PAGE.margin + TIME_COL;
const SLOT_W = CONTENT_WIDTH - TIME_COL;
const SLOT_GAP = 13;

function slotBlock(doc: Doc, slot: TimeSlot, option: Option | null, number: string | undefined, previous: Option | null): SlotBlock {
  const time = [slot.startTime, slot.endTime].filter(Boolean).join(' – ');
  const customTitle = slot.title && slot.title !== DEFAULT_SLOT_TITLE ? printable(slot.title) : '';
  const notes = clientNotes(slot);
  const timeH = measure(doc, time, STYLE.time, TIME_COL - 24);
  if (!option) {
    const text = `${customTitle || 'Free time'}${notes.length ? ` — ${notes.join(' ')}` : ' — at your leisure'}`;
    const h = Math.max(timeH, measure(doc, text, STYLE.free, SLOT_W)) + SLOT_GAP - 4;
    return {
      height: h,
      draw(y, list) {
        const li = group(doc, list, 'LI');
        tag(doc, li, 'Lbl', () => drawText(doc, time, PAGE.margin, y + 2, TIME_COL - 8, { ...STYLE.time, color: COLORS.soft }));
        tag(doc, li, 'LBody', () => drawText(doc, text, SLOT_X, y, SLOT_W, STYLE.free));
        li.end();
      },
    };
  }
  const leg = legText(previous, option);
  const legLine = leg ? `↓  ${leg}` : '';
  const label = customTitle && customTitle !== printable(option.name) ? smallCaps(customTitle) : '';
  const name = printable(option.name) || 'Activity';
  const address = printable(option.address);
  const description = option.description ? clip(option.description, DESCRIPTION_MAX) : '';
  const h = {
    leg: legLine ? measure(doc, legLine, STYLE.leg, SLOT_W) + 4 : 0,
    label: label ? measure(doc, label, STYLE.slotLabel, SLOT_W) + 2 : 0,
    name: measure(doc, name, STYLE.placeName, SLOT_W),
    address: address ? 1 + measure(doc, address, STYLE.address, SLOT_W) : 0,
    description: description ? 4 + measure(doc, description, STYLE.description, SLOT_W) : 0,
    notes: notes.reduce((sum, n) => sum + 3 + measure(doc, n, STYLE.note, SLOT_W), 0),
  };
  const body = h.leg + h.label + h.name + h.address + h.description + h.notes;
  return {
    height: Math.max(body, h.leg + timeH + 4) + SLOT_GAP,
    draw(y, list) {
      const li = group(doc, list, 'LI');
      const top = y + h.leg;
      tag(doc, li, 'Lbl', () => drawText(doc, time, PAGE.margin, top + h.label + 3.5, TIME_COL - 24, STYLE.time));
      const bodyStruct = group(doc, li, 'LBody');
      if (legLine) tag(doc, bodyStruct, 'P', () => drawText(doc, legLine, SLOT_X, y - 2, SLOT_W, STYLE.leg));
      let ly = top;
      if (label) tag(doc, bodyStruct, 'P', () => drawText(doc, label, SLOT_X, ly, SLOT_W, STYLE.slotLabel));
      ly += h.label;
      if (number) {
        const cy = ly + 8;
        // The stop's number on the map: a mark beside the name (the list says the order).
        artifact(doc, () => {
          doc.circle(PAGE.margin + TIME_COL - 14, cy, 6.5).fill(COLORS.ink);
          drawText(doc, number, PAGE.margin + TIME_COL - 20.5, cy - 3.2, 13, { font: 'sans-semibold', size: 6.5, color: COLORS.card, align: 'center' }, { lineBreak: false });
        });
      }
      tag(doc, bodyStruct, 'H3', () => drawText(doc, name, SLOT_X, ly, SLOT_W, STYLE.placeName));
      ly += h.name;
      if (address) tag(doc, bodyStruct, 'P', () => drawText(doc, address, SLOT_X, ly + 1, SLOT_W, STYLE.address));
      ly += h.address;
      if (description) tag(doc, bodyStruct, 'P', () => drawText(doc, description, SLOT_X, ly + 4, SLOT_W, STYLE.description));
      ly += h.description;
      for (const n of notes) {
        tag(doc, bodyStruct, 'P', () => drawText(doc, n, SLOT_X, ly + 3, SLOT_W, STYLE.note));
        ly += 3 + measure(doc, n, STYLE.note, SLOT_W);
      }
      bodyStruct.end();
      li.end();
    },
  };
}

const DAY_SEPARATION = 30;

/** The days, one after another from `startY` (below the days at a glance). */
async function dayPages(doc: Doc, root: Struct, trip: TripDetail, basemap: Basemap, startY: number): Promise<void> {
  const hotel = trip.hotel?.coordinates && isMappableCoordinates(trip.hotel.coordinates) ? trip.hotel.coordinates : trip.hotelCoordinates;
  let y = startY;
  for (const [i, day] of trip.days.entries()) {
    const label = smallCaps(dayLabel(day, i));
    const title = dayTitle(day, i);
    const chosen = day.timeSlots.map((slot) => ({ slot, option: selectedOption(slot) ?? null }));
    const stops: MapStop[] = [];
    const numbers = new Map<string, string>();
    for (const { slot, option } of chosen) {
      if (!option) continue;
      const p = pointOf(option);
      numbers.set(slot.id, String(numbers.size + 1));
      if (p) stops.push({ ...p, label: numbers.get(slot.id)!, name: option.name });
    }
    let previous: Option | null = null;
    const blocks = chosen.map(({ slot, option }) => {
      const b = slotBlock(doc, slot, option, numbers.get(slot.id), previous);
      if (option) previous = option;
      return b;
    });
    const headH = measure(doc, label, STYLE.eyebrow, CONTENT_WIDTH) + 2 + measure(doc, title, STYLE.dayTitle, CONTENT_WIDTH) + 12;
    const mapH = stops.length > 0 ? MAP_HEIGHT + 18 : 0;
    const emptyH = blocks.length === 0 ? 24 : 0;
    // The day's heading and map stay with its first slot (keep with next); a day starts on the
    // page in hand when they fit there, so pages fill rather than end in white space.
    const startsPage = y === PAGE.margin;
    const lead = (startsPage ? 0 : DAY_SEPARATION) + headH + mapH + (blocks[0]?.height ?? emptyH);
    const top = place(doc, y, lead);
    if (top === y && !startsPage) {
      const ry = y + DAY_SEPARATION / 2 - 2;
      artifact(doc, () => doc.moveTo(PAGE.margin, ry).lineTo(PAGE.margin + CONTENT_WIDTH, ry).lineWidth(0.6).strokeColor(COLORS.gold).stroke());
      y += DAY_SEPARATION;
    } else {
      y = top;
    }
    const section = group(doc, root, 'Sect');
    tag(doc, section, 'P', () => drawText(doc, label, PAGE.margin, y, CONTENT_WIDTH, STYLE.eyebrow));
    const titleY = y + measure(doc, label, STYLE.eyebrow, CONTENT_WIDTH) + 2;
    tag(doc, section, 'H2', () => drawText(doc, title, PAGE.margin, titleY, CONTENT_WIDTH, STYLE.dayTitle));
    y += headH;
    if (stops.length > 0) {
      const rect = { x: PAGE.margin, y, w: CONTENT_WIDTH, h: MAP_HEIGHT };
      const figure = doc.struct('Figure', { alt: `Map of day ${i + 1}: ${stops.length} ${stops.length === 1 ? 'stop' : 'stops'}, numbered as in the list below.` } as never);
      section.add(figure);
      const content = doc.markStructureContent('Figure');
      await drawDayMap(doc, basemap, rect, stops, hotel && isMappableCoordinates(hotel) ? hotel : null);
      doc.endMarkedContent();
      figure.add(content);
      figure.end();
      y += mapH;
    }
    if (blocks.length === 0) {
      tag(doc, section, 'P', () => drawText(doc, 'A day at your leisure', PAGE.margin, y, CONTENT_WIDTH, STYLE.free));
      y += emptyH;
    } else {
      const list = group(doc, section, 'L');
      for (const [k, block] of blocks.entries()) {
        const at = k === 0 ? y : place(doc, y, block.height);
        if (at !== y) {
          // A day going on over a page says whose slots these are.
          const cont = smallCaps(`${dayLabel(day, i)} · continued`);
          artifact(doc, () => drawText(doc, cont, PAGE.margin, at, CONTENT_WIDTH, { ...STYLE.eyebrow, color: COLORS.soft }), 'Pagination');
          y = at + measure(doc, cont, STYLE.eyebrow, CONTENT_WIDTH) + 12;
        }
        block.draw(y, list);
        y += block.height;
      }
      list.end();
    }
    section.end();
    if (y > PAGE_BOTTOM - 40 && i < trip.days.length - 1) {
      doc.addPage();
      y = PAGE.margin;
    }
  }
}

/**
 * The itinerary PDF (issue 11, issue 19): a cover (trip, dates, travellers, specialist), flights
 * and hotel with the days at a glance, then the days one after another, each with its map,
 * times, chosen places, addresses, descriptions and the distance between stops; every block
 * measured and kept whole; the agency's contact on every page.
 */
export async function renderItineraryPdf(trip: TripDetail, basemap: Basemap, opts: ItineraryOptions): Promise<Buffer> {
  const { doc, root } = newDocument({ title: `Itinerary · ${trip.tripName || 'Your journey'}`, subject: `Itinerary of trip #${trip.friendlyId}` });
  cover(doc, root, trip, opts);
  const y = arrangements(doc, root, trip);
  if (trip.days.length > 0) await dayPages(doc, root, trip, basemap, y + 10);
  footers(doc, opts.contact, { skipFirst: 1, label: trip.tripName });
  return finish(doc);
}

