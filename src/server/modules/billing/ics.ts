// A small iCalendar writer (RFC 5545) for the trip calendar (ADR 029): content lines escaped and
// folded at 75 octets, date-times with their zone, and a VTIMEZONE for every zone used, built from
// the runtime's own time-zone data. It replaces ical-generator, whose line folding encoded every
// character with a new TextEncoder and took most of the export's time.
import { zoneYear, type ZoneTransition } from '#shared/domain/time-zones.js';

/** A property value as TEXT (§3.3.11): backslash, semicolon and comma escaped, line breaks as \n. */
export function icsText(value: string): string {
  return value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (§3.2): quoted when it holds ':' ';' or ','; double quotes cannot be written and are dropped. */
function paramValue(value: string): string {
  const clean = value.replace(/["\r\n]/g, '');
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

const octets = (code: number) => (code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4);

/** A content line folded at 75 octets (§3.1), never inside a character. */
export function foldLine(line: string): string {
  if (line.length <= 75 && !/[^ -~]/.test(line)) return line;
  let out = '';
  let used = 0;
  let start = 0;
  let i = 0;
  // Continuation lines begin with a space, which counts towards their 75 octets.
  let limit = 75;
  while (i < line.length) {
    const code = line.codePointAt(i)!;
    const size = octets(code);
    const width = code > 0xffff ? 2 : 1;
    if (used + size > limit) {
      out += `${line.slice(start, i)}\r\n `;
      start = i;
      used = 0;
      limit = 74;
    }
    used += size;
    i += width;
  }
  return out + line.slice(start);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An instant as a UTC DATE-TIME (§3.3.5 form 2): 20270509T233000Z. */
export function utcStamp(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
}

/** A wall-clock time as a local DATE-TIME (§3.3.5 form 3, with a TZID): '2027-05-09', '19:30' -> 20270509T193000. */
export function localStamp(date: string, time: string): string {
  return `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;
}

/** A date (§3.3.4): '2027-05-10' -> 20270510. */
export function dateStamp(date: string): string {
  return date.replace(/-/g, '');
}

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/**
 * The VTIMEZONE of an IANA zone for the years `fromYear` to `toYear` (§3.6.5): one observance per
 * change of offset in those years, each with its onset written in the local time before the change
 * (as §3.8.2.4 asks), and the offset in force at the start of `fromYear`. Readers that know the
 * zone by its TZID use their own rules; the others read these.
 */
export function vtimezone(timeZone: string, fromYear: number, toYear: number): string[] {
  const initial = zoneYear(timeZone, fromYear).initial;
  const changes: ZoneTransition[] = [];
  for (let year = fromYear; year <= toYear; year++) changes.push(...zoneYear(timeZone, year).changes);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, `X-LIC-LOCATION:${timeZone}`];
  const observance = (kind: 'STANDARD' | 'DAYLIGHT', onsetLocalMs: number, from: number, to: number) => {
    lines.push(`BEGIN:${kind}`, `DTSTART:${utcStamp(onsetLocalMs).slice(0, -1)}`, `TZOFFSETFROM:${offsetText(from)}`, `TZOFFSETTO:${offsetText(to)}`, `END:${kind}`);
  };
  // The offset in force at the start: 'from' equals 'to', its onset the first midnight of the span.
  const firstIsDaylight = changes.length > 0 && changes[0]!.to < initial;
  observance(firstIsDaylight ? 'DAYLIGHT' : 'STANDARD', Date.UTC(fromYear, 0, 1), initial, initial);
  for (const c of changes) observance(c.to > c.from ? 'DAYLIGHT' : 'STANDARD', c.at + c.from * 60_000, c.from, c.to);
  lines.push('END:VTIMEZONE');
  return lines;
}

/** Builds an iCalendar object line by line; `toString()` folds and joins with CRLF. */
export class IcsWriter {
  private readonly lines: string[] = [];

  /** A raw line (BEGIN/END, or an already formatted property). */
  raw(...lines: string[]): this {
    this.lines.push(...lines);
    return this;
  }

  /** A property with a TEXT value (escaped) and parameters. */
  text(name: string, value: string, params: Record<string, string> = {}): this {
    return this.value(name, icsText(value), params);
  }

  /** A property whose value is already in its iCalendar form (dates, numbers, URIs). */
  value(name: string, value: string, params: Record<string, string> = {}): this {
    const p = Object.entries(params)
      .map(([k, v]) => `;${k}=${paramValue(v)}`)
      .join('');
    this.lines.push(`${name}${p}:${value}`);
    return this;
  }

  toString(): string {
    return this.lines.map(foldLine).join('\r\n') + '\r\n';
  }
}
