import type { Basemap } from '#server/providers/basemap/basemap.js';
import { formatDate, formatDateRange } from '#shared/domain/dates.js';
import { formatKm, formatMinutes, greatCircleMetres, isMappableCoordinates } from '#shared/domain/geo.js';
import { hotelNights } from '#shared/domain/durations.js';
import { selectedOption } from '#shared/domain/slots.js';
import { clientNotesOf } from '#shared/domain/notes.js';
import { DEFAULT_SLOT_TITLE } from '#shared/domain/constants.js';
import type { Option } from '#shared/domain/itinerary.js';
import type { TripDetail } from '#shared/contracts/trip-detail.js';
import { AGENCY, COLORS, CONTENT_WIDTH, PAGE, ensureSpace, finish, font, footers, newDocument, wordmark, type Doc } from './kit.js';
import { drawDayMap, type MapStop } from './map.js';

export interface ItineraryOptions {
  contact: string;
  agencyEmail: string;
  website: string;
}

const MAP_HEIGHT = 176;
const TIME_COL = 78;
const DESCRIPTION_MAX = 420;

function pointOf(option: Option): { lat: number; lng: number } | null {
  if (isMappableCoordinates(option.coordinates)) return option.coordinates;
  if (isMappableCoordinates(option.location)) return option.location;
  return null;
}

function weekday(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(d.getTime()) ? '' : new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(d);
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

function clip(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length <= max ? t : `${t.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

function cover(doc: Doc, trip: TripDetail, opts: ItineraryOptions): void {
  doc.addPage();
  doc.rect(0, 0, PAGE.width, PAGE.height).fill(COLORS.ivory);
  doc.rect(26, 26, PAGE.width - 52, PAGE.height - 52).lineWidth(0.8).strokeColor(COLORS.gold).stroke();
  doc.rect(31, 31, PAGE.width - 62, PAGE.height - 62).lineWidth(0.3).strokeColor(COLORS.gold).stroke();
  const mark = AGENCY.name.toUpperCase();
  font(doc, 'sans-semibold', 10, COLORS.goldText);
  const markWidth = doc.widthOfString(mark, { characterSpacing: 3.6 });
  wordmark(doc, (PAGE.width - markWidth) / 2, 96, 10);
  font(doc, 'serif-italic', 11, COLORS.muted).text(AGENCY.tagline, PAGE.margin, 116, { width: CONTENT_WIDTH, align: 'center' });

  font(doc, 'sans-semibold', 8, COLORS.goldText).text('YOUR ITINERARY', PAGE.margin, 268, { width: CONTENT_WIDTH, align: 'center', characterSpacing: 3 });
  font(doc, 'serif-semibold', 40).text(trip.tripName || 'Your journey', PAGE.margin + 20, 292, { width: CONTENT_WIDTH - 40, align: 'center' });
  const afterTitle = doc.y + 10;
  font(doc, 'serif-italic', 18, COLORS.muted).text(trip.destination || '', PAGE.margin, afterTitle, { width: CONTENT_WIDTH, align: 'center' });
  const ruleY = doc.y + 22;
  doc.moveTo(PAGE.width / 2 - 36, ruleY).lineTo(PAGE.width / 2 + 36, ruleY).lineWidth(0.8).strokeColor(COLORS.gold).stroke();
  const dates = formatDateRange(trip.startDate, trip.endDate, 'full') ?? 'Dates to be confirmed';
  font(doc, 'sans', 11, COLORS.ink).text(dates, PAGE.margin, ruleY + 20, { width: CONTENT_WIDTH, align: 'center' });
  font(doc, 'sans', 10, COLORS.muted).text(travellersText(trip), PAGE.margin, doc.y + 6, { width: CONTENT_WIDTH, align: 'center' });
  if (trip.client?.name) font(doc, 'sans', 10, COLORS.muted).text(`Prepared for ${trip.client.name}`, PAGE.margin, doc.y + 4, { width: CONTENT_WIDTH, align: 'center' });

  // Specialist and agency.
  const boxY = 600;
  doc.moveTo(PAGE.margin + 40, boxY).lineTo(PAGE.width - PAGE.margin - 40, boxY).lineWidth(0.4).strokeColor(COLORS.border).stroke();
  font(doc, 'sans-semibold', 7, COLORS.goldText).text('YOUR TRAVEL SPECIALIST', PAGE.margin, boxY + 22, { width: CONTENT_WIDTH, align: 'center', characterSpacing: 2 });
  if (trip.specialist) {
    const s = trip.specialist;
    font(doc, 'serif-semibold', 16).text(s.name || s.email, PAGE.margin, boxY + 38, { width: CONTENT_WIDTH, align: 'center' });
    const lines = [s.jobTitle, [s.email, s.phone].filter(Boolean).join('  ·  ')].filter(Boolean);
    for (const line of lines) font(doc, 'sans', 9, COLORS.muted).text(line, PAGE.margin, doc.y + 3, { width: CONTENT_WIDTH, align: 'center' });
  } else {
    font(doc, 'serif-italic', 13, COLORS.muted).text('Your specialist will be assigned soon', PAGE.margin, boxY + 40, { width: CONTENT_WIDTH, align: 'center' });
  }
  font(doc, 'sans', 8.5, COLORS.muted).text(`${AGENCY.name}  ·  ${opts.agencyEmail}  ·  ${opts.website}`, PAGE.margin, PAGE.height - 92, { width: CONTENT_WIDTH, align: 'center' });
}

function sectionTitle(doc: Doc, eyebrow: string, title: string): void {
  font(doc, 'sans-semibold', 7.5, COLORS.goldText).text(eyebrow.toUpperCase(), PAGE.margin, doc.y, { characterSpacing: 2 });
  font(doc, 'serif-semibold', 22).text(title, PAGE.margin, doc.y + 2);
  doc.y += 8;
}

function card(doc: Doc, x: number, y: number, w: number, title: string, heading: string, lines: string[]): number {
  font(doc, 'sans', 9);
  const inner = w - 28;
  const linesHeight = lines.reduce((sum, l) => sum + doc.heightOfString(l, { width: inner }) + 3, 0);
  font(doc, 'serif-semibold', 14);
  const headingHeight = doc.heightOfString(heading, { width: inner });
  const h = 22 + 12 + headingHeight + 6 + linesHeight + 12;
  doc.roundedRect(x, y, w, h, 4).fillAndStroke(COLORS.card, COLORS.border);
  font(doc, 'sans-semibold', 7, COLORS.goldText).text(title.toUpperCase(), x + 14, y + 14, { characterSpacing: 1.6 });
  font(doc, 'serif-semibold', 14).text(heading, x + 14, y + 30, { width: inner });
  let ly = doc.y + 4;
  for (const l of lines) {
    font(doc, 'sans', 9, COLORS.muted).text(l, x + 14, ly, { width: inner });
    ly = doc.y + 3;
  }
  return h;
}

function arrangements(doc: Doc, trip: TripDetail): void {
  doc.addPage();
  doc.y = PAGE.margin;
  sectionTitle(doc, 'Travel arrangements', 'Flights & hotel');
  const gap = 14;
  const w = (CONTENT_WIDTH - gap) / 2;
  let y = doc.y + 6;
  const flightCard = (label: string, f: TripDetail['outboundFlight'], x: number) => {
    if (!f) return card(doc, x, y, w, label, 'To be confirmed', ['Your specialist will add this flight.']);
    return card(doc, x, y, w, label, [f.airline, f.flightNumber].filter(Boolean).join(' ') || 'Flight', [
      `${f.departureAirport ?? '—'}  to  ${f.arrivalAirport ?? '—'}`,
      f.departure ? `Departs ${flightTime(f.departure)}` : '',
      f.arrival ? `Arrives ${flightTime(f.arrival)}` : '',
    ].filter(Boolean));
  };
  const h1 = flightCard('Outbound flight', trip.outboundFlight, PAGE.margin);
  const h2 = flightCard('Return flight', trip.returnFlight, PAGE.margin + w + gap);
  y += Math.max(h1, h2) + gap;
  const h = trip.hotel;
  if (h) {
    const nights = hotelNights(h.checkIn, h.checkOut);
    const hh = card(doc, PAGE.margin, y, CONTENT_WIDTH, 'Hotel', h.name || 'Hotel', [
      h.address || trip.hotelAddress || '',
      h.checkIn && h.checkOut ? `Check-in ${formatDate(h.checkIn.slice(0, 10))}  ·  Check-out ${formatDate(h.checkOut.slice(0, 10))}  ·  ${nights} ${nights === 1 ? 'night' : 'nights'}` : '',
      `${h.rooms} ${h.rooms === 1 ? 'room' : 'rooms'}`,
    ].filter(Boolean));
    y += hh + gap;
  } else {
    y += card(doc, PAGE.margin, y, CONTENT_WIDTH, 'Hotel', 'To be confirmed', ['Your specialist will add your hotel.']) + gap;
  }

  // The days at a glance.
  doc.y = y + 14;
  sectionTitle(doc, 'At a glance', `${trip.days.length} ${trip.days.length === 1 ? 'day' : 'days'}`);
  if (trip.days.length === 0) {
    font(doc, 'serif-italic', 12, COLORS.muted).text('No itinerary planned yet', PAGE.margin, doc.y + 4);
    return;
  }
  for (const [i, day] of trip.days.entries()) {
    ensureSpace(doc, 22);
    const ry = doc.y;
    const planned = day.timeSlots.filter((s) => selectedOption(s)).length;
    font(doc, 'sans-semibold', 8, COLORS.goldText).text(`DAY ${i + 1}`, PAGE.margin, ry + 5, { width: 48, lineBreak: false, characterSpacing: 1 });
    font(doc, 'sans', 9, COLORS.muted).text(day.date ? `${weekday(day.date)} ${formatDate(day.date)}` : '', PAGE.margin + 52, ry + 4, { width: 150, lineBreak: false });
    font(doc, 'serif-semibold', 11.5).text(day.title || `Day ${i + 1}`, PAGE.margin + 206, ry + 2, { width: CONTENT_WIDTH - 206 - 70, lineBreak: false, ellipsis: true });
    font(doc, 'sans', 8.5, COLORS.soft).text(`${planned} planned`, PAGE.margin, ry + 5, { width: CONTENT_WIDTH, align: 'right', lineBreak: false });
    doc.y = ry + 20;
    doc.moveTo(PAGE.margin, doc.y).lineTo(PAGE.margin + CONTENT_WIDTH, doc.y).lineWidth(0.4).strokeColor(COLORS.border).stroke();
  }
}

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

async function dayPages(doc: Doc, trip: TripDetail, basemap: Basemap): Promise<void> {
  const hotel = trip.hotel?.coordinates && isMappableCoordinates(trip.hotel.coordinates) ? trip.hotel.coordinates : trip.hotelCoordinates;
  for (const [i, day] of trip.days.entries()) {
    doc.addPage();
    doc.y = PAGE.margin;
    font(doc, 'sans-semibold', 7.5, COLORS.goldText).text(`DAY ${i + 1}${day.date ? `  ·  ${weekday(day.date).toUpperCase()} ${formatDate(day.date).toUpperCase()}` : ''}`, PAGE.margin, doc.y, { characterSpacing: 2 });
    font(doc, 'serif-semibold', 24).text(day.title || `Day ${i + 1}`, PAGE.margin, doc.y + 2, { width: CONTENT_WIDTH });
    doc.y += 10;

    const chosen = day.timeSlots.map((slot) => ({ slot, option: selectedOption(slot) ?? null }));
    const stops: MapStop[] = [];
    const numbers = new Map<string, string>();
    for (const { slot, option } of chosen) {
      if (!option) continue;
      const p = pointOf(option);
      numbers.set(slot.id, String(numbers.size + 1));
      if (p) stops.push({ ...p, label: numbers.get(slot.id)!, name: option.name });
    }
    if (stops.length > 0) {
      const rect = { x: PAGE.margin, y: doc.y, w: CONTENT_WIDTH, h: MAP_HEIGHT };
      await drawDayMap(doc, basemap, rect, stops, hotel && isMappableCoordinates(hotel) ? hotel : null);
      doc.y = rect.y + rect.h + 18;
    }

    if (chosen.length === 0) {
      font(doc, 'serif-italic', 12, COLORS.muted).text('No activities scheduled', PAGE.margin, doc.y);
      continue;
    }
    let previous: Option | null = null;
    for (const { slot, option } of chosen) {
      const x = PAGE.margin + TIME_COL;
      const w = CONTENT_WIDTH - TIME_COL;
      const time = [slot.startTime, slot.endTime].filter(Boolean).join(' – ');
      if (!option) {
        ensureSpace(doc, 30);
        const y = doc.y;
        font(doc, 'sans-semibold', 8, COLORS.soft).text(time, PAGE.margin, y + 2, { width: TIME_COL - 8, lineBreak: false });
        font(doc, 'serif-italic', 11, COLORS.muted).text(`${slot.title && slot.title !== DEFAULT_SLOT_TITLE ? slot.title : 'Free time'}${clientNotesOf(slot) ? ` — ${clip(clientNotesOf(slot), 160)}` : ' — at your leisure'}`, x, y, { width: w });
        doc.y += 10;
        continue;
      }
      const leg = legText(previous, option);
      const description = option.description ? clip(option.description, DESCRIPTION_MAX) : '';
      font(doc, 'serif', 10.5);
      const needed = 40 + (description ? doc.heightOfString(description, { width: w }) : 0) + (leg ? 16 : 0);
      ensureSpace(doc, Math.min(needed, 200));
      if (leg) {
        font(doc, 'sans', 7.5, COLORS.soft).text(`↓  ${leg}`, x, doc.y - 2, { width: w });
        doc.y += 6;
      }
      const y = doc.y;
      font(doc, 'sans-semibold', 8, COLORS.goldText).text(time, PAGE.margin, y + 3, { width: TIME_COL - 24, lineBreak: false });
      const n = numbers.get(slot.id);
      if (n) {
        doc.circle(PAGE.margin + TIME_COL - 14, y + 7.5, 6.5).fill(COLORS.ink);
        font(doc, 'sans-semibold', 6.5, COLORS.card).text(n, PAGE.margin + TIME_COL - 20.5, y + 4.3, { width: 13, align: 'center', lineBreak: false });
      }
      if (slot.title && slot.title !== DEFAULT_SLOT_TITLE && slot.title !== option.name) font(doc, 'sans', 7.5, COLORS.soft).text(slot.title.toUpperCase(), x, y - 1, { width: w, characterSpacing: 1 });
      font(doc, 'serif-semibold', 13.5).text(option.name, x, doc.y, { width: w });
      if (option.address) font(doc, 'sans', 8, COLORS.muted).text(option.address, x, doc.y + 1, { width: w });
      if (description) font(doc, 'serif', 10.5, COLORS.ink).text(description, x, doc.y + 4, { width: w, lineGap: 1 });
      if (clientNotesOf(slot)) font(doc, 'serif-italic', 10, COLORS.muted).text(clip(clientNotesOf(slot), 240), x, doc.y + 3, { width: w });
      doc.y += 14;
      previous = option;
    }
  }
}

/**
 * The itinerary PDF (issue 11): a cover (trip, dates, travellers, specialist), flights and hotel
 * with the days at a glance, then a page per day with its map, times, chosen places, addresses,
 * descriptions and the distance between stops; the agency's contact on every page.
 */
export async function renderItineraryPdf(trip: TripDetail, basemap: Basemap, opts: ItineraryOptions): Promise<Buffer> {
  const doc = newDocument({ title: `Itinerary · ${trip.tripName}`, subject: `Itinerary of trip #${trip.friendlyId}` });
  cover(doc, trip, opts);
  arrangements(doc, trip);
  await dayPages(doc, trip, basemap);
  footers(doc, opts.contact, { skipFirst: 1, label: trip.tripName });
  return finish(doc);
}
