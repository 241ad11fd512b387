/**
 * An itinerary as an iCalendar file (RFC 5545), written by ical-generator (CRLF, folding and
 * escaping are its job): one event per plan. A plan with a time is an event in Asia/Seoul from that
 * time for its duration (TZID plus a VTIMEZONE block); a plan without a time is an all-day event on
 * its day. Times are handed over as Temporal values: ical-generator renders a JS Date in a TZID
 * through the process's own time zone, which would be wrong on any server not set to Korea.
 */
import ical, { ICalCalendarMethod } from 'ical-generator';
import { Temporal } from 'temporal-polyfill';
import { addDays, parseTime, type Itinerary } from '@pintrip/shared';

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
].join('\r\n');

export interface CalendarOptions {
  /** Where the itinerary is read on the web: the events link there. */
  url: string;
  /** The host part of each event's UID. */
  uidDomain: string;
}

/** The `.ics` text of `itinerary`. */
export function itineraryCalendar(itinerary: Itinerary, options: CalendarOptions): string {
  const calendar = ical({
    name: itinerary.title,
    prodId: { company: 'Pintrip', product: 'Itineraries', language: 'KO' },
    method: ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone: ical-generator would then write DTSTAMP as local time, and RFC 5545
    // wants it in UTC. Each timed event names its zone; the generator adds its VTIMEZONE once.
    timezone: {
      name: null,
      generator: (zone) => (zone === calendarTimeZone ? seoulTimeZoneBlock : null),
    },
  });
  const stamp = Temporal.Instant.from(itinerary.updated_at).toZonedDateTimeISO('UTC');
  for (const day of itinerary.days) {
    const date = Temporal.PlainDate.from(addDays(itinerary.start_date, day.day_number - 1));
    for (const plan of day.plans) {
      const minutes = parseTime(plan.time);
      const description = [plan.note, plan.cost > 0 ? `${plan.cost.toLocaleString('ko-KR')}원` : null]
        .filter(Boolean)
        .join('\n');
      const common = {
        id: `${plan.id}@${options.uidDomain}`,
        summary: plan.destination,
        location: plan.location ?? null,
        description: description || null,
        url: options.url,
        stamp,
      };
      if (minutes === null) {
        calendar.createEvent({ ...common, allDay: true, start: date, end: date.add({ days: 1 }) });
      } else {
        const start = date
          .toPlainDateTime({ hour: Math.floor(minutes / 60), minute: minutes % 60 })
          .toZonedDateTime(calendarTimeZone);
        calendar.createEvent({
          ...common,
          timezone: calendarTimeZone,
          start,
          end: start.add({ minutes: plan.duration }),
        });
      }
    }
  }
  return calendar.toString();
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
