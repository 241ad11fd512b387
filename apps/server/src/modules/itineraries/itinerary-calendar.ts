/**
 * An itinerary as an iCalendar file (RFC 5545): one event per plan. A plan with a time is an event
 * in Asia/Seoul from that time for its duration (TZID plus a VTIMEZONE block); a plan without a
 * time is an all-day event on its day.
 *
 * Written here rather than by a library: the one we used left the calendar name unescaped (a line
 * break in a title injected events into every visitor's download) and folded lines with a
 * TextEncoder per character (about 0.9 s of CPU for a 60-day × 30-plan trip, blocking the event
 * loop). This writer escapes every TEXT value and folds in one pass, linear in the output.
 */
import { addDays, parseTime, type Booking, type Itinerary } from '@pintrip/shared';
import { encodeBody, preferredEncoding, type ContentEncoding } from '../../lib/compression.js';
import { formattersOf } from '../../lib/translations.js';

export const calendarTimeZone = 'Asia/Seoul';

/** Korea keeps +09:00 all year (no daylight saving since 1988), so one STANDARD block says it all. */
const seoulTimeZoneBlock = [
  'BEGIN:VTIMEZONE',
  `TZID:${calendarTimeZone}`,
  `X-LIC-LOCATION:${calendarTimeZone}`,
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0900',
  'TZOFFSETTO:+0900',
  'TZNAME:KST',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
];

export interface CalendarOptions {
  /** Where the itinerary is read on the web: the events link there. */
  url: string;
  /** The host part of each event's UID. */
  uidDomain: string;
  /**
   * The trip's reservations, for a reader who may see them (its members): one event each, its
   * times as UTC instants (every calendar shows them in its own zone; the reservation's zones are
   * in the description). Undated ones are left out.
   */
  bookings?: readonly Booking[];
}

/**
 * A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, every line break
 * written as `\n`, other control characters (which TEXT may not hold) dropped.
 */
export function escapeText(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replace(/[\\;,]/g, (c) => `\\${c}`)
      .replace(/\r\n|\r|\n/g, '\\n')
  );
}

/** UTF-8 length of the code point `code`. */
const octets = (code: number) => (code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4);

/**
 * A content line folded at 75 octets (RFC 5545 §3.1): continuation lines start with one space,
 * and a character's bytes are never split between lines.
 */
export function foldLine(line: string): string {
  if (line.length <= 25 || Buffer.byteLength(line) <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  let size = 0;
  let limit = 75;
  for (let i = 0; i < line.length;) {
    const code = line.codePointAt(i)!;
    const width = code > 0xffff ? 2 : 1;
    const bytes = octets(code);
    if (size + bytes > limit) {
      parts.push(line.slice(start, i));
      start = i;
      size = 0;
      limit = 74; // the leading space takes one octet
    }
    size += bytes;
    i += width;
  }
  parts.push(line.slice(start));
  return parts.join('\r\n ');
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dateValue = (isoDate: string) => isoDate.replaceAll('-', '');
/** `YYYYMMDDTHHMMSS` of a wall-clock time `minutes` after midnight of `isoDate` (may pass midnight). */
function localDateTime(isoDate: string, minutes: number): string {
  const day = Math.floor(minutes / 1440);
  const rest = minutes - day * 1440;
  return `${dateValue(addDays(isoDate, day))}T${pad(Math.floor(rest / 60))}${pad(rest % 60)}00`;
}
/** Costs as the app writes them in Korean (32,000원). */
const { won } = formattersOf('ko');

/** `YYYYMMDDTHHMMSSZ` of an instant. */
const utcStamp = (instant: string) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

/** The `.ics` text of `itinerary`. */
export function itineraryCalendar(itinerary: Itinerary, options: CalendarOptions): string {
  const lines: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Pintrip//Itineraries//KO',
    'METHOD:PUBLISH',
    `NAME:${escapeText(itinerary.title)}`,
    `X-WR-CALNAME:${escapeText(itinerary.title)}`,
  ];
  const events: string[] = [];
  let timed = false;
  const stamp = utcStamp(itinerary.updated_at);
  const url = `URL;VALUE=URI:${options.url}`;
  for (const day of itinerary.days) {
    const date = addDays(itinerary.start_date, day.day_number - 1);
    for (const plan of day.plans) {
      events.push('BEGIN:VEVENT', `UID:${plan.id}@${options.uidDomain}`, `DTSTAMP:${stamp}`);
      const minutes = parseTime(plan.time);
      if (minutes === null) {
        events.push(
          `DTSTART;VALUE=DATE:${dateValue(date)}`,
          `DTEND;VALUE=DATE:${dateValue(addDays(date, 1))}`,
        );
      } else {
        timed = true;
        events.push(
          `DTSTART;TZID=${calendarTimeZone}:${localDateTime(date, minutes)}`,
          `DTEND;TZID=${calendarTimeZone}:${localDateTime(date, minutes + plan.duration)}`,
        );
      }
      events.push(`SUMMARY:${escapeText(plan.destination)}`);
      if (plan.location) events.push(`LOCATION:${escapeText(plan.location)}`);
      const description = [plan.note, plan.cost > 0 ? won(plan.cost) : null].filter(Boolean).join('\n');
      if (description) events.push(`DESCRIPTION:${escapeText(description)}`);
      events.push(url, 'END:VEVENT');
    }
  }
  for (const booking of options.bookings ?? []) {
    if (!booking.starts_at) continue;
    const end = booking.ends_at ?? booking.starts_at;
    events.push(
      'BEGIN:VEVENT',
      `UID:booking-${booking.id}@${options.uidDomain}`,
      `DTSTAMP:${utcStamp(booking.updated_at)}`,
      `DTSTART:${utcStamp(booking.starts_at)}`,
      `DTEND:${utcStamp(end)}`,
      `SUMMARY:${escapeText(booking.title)}`,
    );
    const place = [booking.place_name, booking.address].filter(Boolean).join(', ');
    if (place) events.push(`LOCATION:${escapeText(place)}`);
    if (booking.lat !== null && booking.lng !== null) events.push(`GEO:${booking.lat};${booking.lng}`);
    const zones = [booking.start_zone, booking.ends_at ? booking.end_zone : null]
      .filter((zone, i, all): zone is string => Boolean(zone) && all.indexOf(zone) === i)
      .join(' → ');
    const description = [booking.confirmation, zones, booking.note].filter(Boolean).join('\n');
    if (description) events.push(`DESCRIPTION:${escapeText(description)}`);
    events.push(url, 'END:VEVENT');
  }
  if (timed) lines.push(...seoulTimeZoneBlock);
  lines.push(...events, 'END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

export interface CalendarFile {
  body: string;
  disposition: string;
}

export type CalendarEncoding = ContentEncoding;

/** A built calendar file, with its compressed forms made once, when first asked for. */
export interface CachedCalendar extends CalendarFile {
  encoded(encoding: CalendarEncoding): Promise<Buffer>;
}

/** A file with its compressed forms made on first use (also for one built for one reader). */
export function cachedCalendar(file: CalendarFile): CachedCalendar {
  const bodies = new Map<CalendarEncoding, Promise<Buffer>>();
  return {
    ...file,
    encoded(encoding) {
      let body = bodies.get(encoding);
      if (!body) {
        body = encodeBody(file.body, encoding);
        bodies.set(encoding, body);
      }
      return body;
    },
  };
}

/**
 * The calendar files of the latest versions downloaded, least recently used dropped first, at most
 * `maxChars` characters in all (a 60-day × 30-plan trip is about 0.6 MB). `get` builds a missing
 * version once, however many requests ask for it at the same moment. The key is the itinerary and
 * its version; `clear` drops everything (app.ts calls it with the page cache, on every write here and
 * on every event from another instance), since a moderator hiding a linked destination changes what
 * a visitor may read without changing the itinerary's version.
 */
export function createCalendarCache(maxChars = 16 * 1024 * 1024) {
  const files = new Map<string, Promise<CachedCalendar>>();
  const sizes = new Map<string, number>();
  let total = 0;
  const drop = (key: string) => {
    total -= sizes.get(key) ?? 0;
    sizes.delete(key);
    files.delete(key);
  };
  return {
    clear() {
      files.clear();
      sizes.clear();
      total = 0;
    },
    async get(key: string, build: () => Promise<CalendarFile>): Promise<CachedCalendar> {
      const hit = files.get(key);
      if (hit) {
        // Most recently used last: a Map keeps insertion order.
        files.delete(key);
        files.set(key, hit);
        return hit;
      }
      const pending = build().then(cachedCalendar);
      files.set(key, pending);
      try {
        const file = await pending;
        if (files.get(key) === pending) {
          sizes.set(key, file.body.length);
          total += file.body.length;
          for (const oldest of files.keys()) {
            if (total <= maxChars || oldest === key) break;
            drop(oldest);
          }
        }
        return file;
      } catch (error) {
        if (files.get(key) === pending) drop(key);
        throw error;
      }
    },
  };
}

/** The encoding to send for an Accept-Encoding header: br, else gzip, else none. */
export function calendarEncoding(acceptEncoding: string | undefined): CalendarEncoding {
  return preferredEncoding(acceptEncoding);
}

/**
 * A Content-Disposition that every browser saves under a safe name: an ASCII fallback from the id,
 * and the title (path separators, quotes and control characters removed) in RFC 5987 form.
 */
export function calendarDisposition(itinerary: Pick<Itinerary, 'id' | 'title'>): string {
  const title = itinerary.title
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  const fallback = `pintrip-${itinerary.id.slice(0, 8)}.ics`;
  const encoded = encodeURIComponent(`${title || 'pintrip'}.ics`).replace(
    /['()]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export type CalendarCache = ReturnType<typeof createCalendarCache>;
