/*
 * Whole numbers and dates in Seoul as the three interface languages write them, without Intl.
 *
 * A browser's first Intl.NumberFormat, DateTimeFormat or RelativeTimeFormat of a page load costs
 * 60–100 ms in Chromium: ICU builds its number data once per page load. Lighthouse's phone makes
 * that 250–400 ms, in one blocking task of the page's hydration. See docs/decisions/0065.
 *
 * Korean, English and Japanese write these in fixed patterns: Latin digits grouped by three with
 * commas, and a calendar in a zone with no summer time since 1988. So format.ts writes them here
 * and keeps Intl for everything else: another locale, another time zone, a fraction, a date before
 * 1989. The server and the browser run the same code, so a server-rendered page reads the same
 * when it hydrates. format-written.test.ts checks each pattern against Intl, day by day.
 */

/** The locales whose numbers and Seoul dates are written here (languages.ts). */
export type WrittenLocale = 'ko-KR' | 'en-US' | 'ja-JP';

export const isWrittenLocale = (locale: string): locale is WrittenLocale =>
  locale === 'ko-KR' || locale === 'en-US' || locale === 'ja-JP';

/** Digits grouped by three from the right with commas: "1234567" → "1,234,567". */
function groupDigits(digits: string): string {
  const head = digits.length % 3 || 3;
  let out = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return out;
}

/**
 * A whole number as Intl.NumberFormat writes it in the three locales ("-12,000"). Returns null for
 * what Intl must write: a fraction, an unsafe integer, -0, NaN or Infinity.
 */
export function writtenInteger(value: number | bigint): string | null {
  if (typeof value === 'bigint') {
    return value < 0n ? `-${groupDigits((-value).toString())}` : groupDigits(value.toString());
  }
  if (!Number.isSafeInteger(value) || Object.is(value, -0)) return null;
  return value < 0 ? `-${groupDigits(String(-value))}` : groupDigits(String(value));
}

/** The date kinds format.ts writes (its DateFormats). */
export type WrittenDateKind =
  'date' | 'shortDate' | 'dateTime' | 'calendarDay' | 'weekday' | 'weekdayWithYear';

const seoulOffsetMs = 9 * 3_600_000;
/** 1989-01-01T00:00+09:00: from then on Seoul is UTC+9 all year (its last summer time was 1988). */
const fixedOffsetSince = Date.UTC(1988, 11, 31, 15);
/** 9999-12-31 in Seoul: four-digit years only. */
const lastWrittenDay = Date.UTC(9999, 11, 31, 15);

const englishMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const englishWeekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const koreanWeekdays = ['일', '월', '화', '수', '목', '금', '토'];
const japaneseWeekdays = ['日', '月', '火', '水', '木', '金', '土'];

const two = (n: number) => String(n).padStart(2, '0');

/**
 * `instant` written in Seoul as Intl.DateTimeFormat writes `kind` in `locale` (format.ts's
 * options); null outside 1989–9999, where Intl writes it. Korean times read 오전/오후, as
 * Chromium's ICU writes them (some ICU builds write AM/PM in Korean).
 */
export function writtenSeoulDate(locale: WrittenLocale, kind: WrittenDateKind, instant: Date): string | null {
  const time = instant.getTime();
  if (!(time >= fixedOffsetSince && time < lastWrittenDay)) return null;
  const seoul = new Date(time + seoulOffsetMs);
  const y = seoul.getUTCFullYear();
  const m = seoul.getUTCMonth() + 1;
  const d = seoul.getUTCDate();
  const weekday = seoul.getUTCDay();
  const hours = seoul.getUTCHours();
  const minutes = two(seoul.getUTCMinutes());
  const hours12 = hours % 12 || 12;
  if (locale === 'ko-KR') {
    switch (kind) {
      case 'date':
      case 'calendarDay':
        return `${y}년 ${m}월 ${d}일`;
      case 'shortDate':
        return `${y}. ${m}. ${d}.`;
      case 'dateTime':
        return `${y}. ${m}. ${d}. ${hours < 12 ? '오전' : '오후'} ${hours12}:${minutes}`;
      case 'weekday':
        return `${m}월 ${d}일 (${koreanWeekdays[weekday]})`;
      case 'weekdayWithYear':
        return `${y}년 ${m}월 ${d}일 (${koreanWeekdays[weekday]})`;
    }
  }
  if (locale === 'ja-JP') {
    switch (kind) {
      case 'date':
      case 'calendarDay':
        return `${y}年${m}月${d}日`;
      case 'shortDate':
        return `${y}/${two(m)}/${two(d)}`;
      case 'dateTime':
        return `${y}/${two(m)}/${two(d)} ${hours}:${minutes}`;
      case 'weekday':
        return `${m}月${d}日(${japaneseWeekdays[weekday]})`;
      case 'weekdayWithYear':
        return `${y}年${m}月${d}日(${japaneseWeekdays[weekday]})`;
    }
  }
  const month = englishMonths[m - 1]!;
  const short = month.slice(0, 3);
  switch (kind) {
    case 'date':
      return `${month} ${d}, ${y}`;
    case 'shortDate':
    case 'calendarDay':
      return `${short} ${d}, ${y}`;
    case 'dateTime':
      return `${short} ${d}, ${y}, ${hours12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
    case 'weekday':
      return `${englishWeekdays[weekday]}, ${short} ${d}`;
    case 'weekdayWithYear':
      return `${englishWeekdays[weekday]}, ${short} ${d}, ${y}`;
  }
}

/** The units relative times are written in (Intl.RelativeTimeFormat's, singular). */
export type RelativeUnit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute' | 'second';

interface RelativeWords {
  /** The unit after a number ("3일 전"; English adds an s but after 1). */
  unit: Record<RelativeUnit, string>;
  /** The words `numeric: 'auto'` uses instead of a number: 어제, last week, 今. */
  named: Partial<Record<RelativeUnit, Record<number, string>>>;
  past: (count: string, unit: string) => string;
  future: (count: string, unit: string) => string;
}

const relativeWords: Record<WrittenLocale, RelativeWords> = {
  'ko-KR': {
    unit: { year: '년', month: '개월', week: '주', day: '일', hour: '시간', minute: '분', second: '초' },
    named: {
      year: { [-1]: '작년', 0: '올해', 1: '내년' },
      month: { [-1]: '지난달', 0: '이번 달', 1: '다음 달' },
      week: { [-1]: '지난주', 0: '이번 주', 1: '다음 주' },
      day: { [-2]: '그저께', [-1]: '어제', 0: '오늘', 1: '내일', 2: '모레' },
      hour: { 0: '현재 시간' },
      minute: { 0: '현재 분' },
      second: { 0: '지금' },
    },
    past: (count, unit) => `${count}${unit} 전`,
    future: (count, unit) => `${count}${unit} 후`,
  },
  'en-US': {
    unit: {
      year: 'year',
      month: 'month',
      week: 'week',
      day: 'day',
      hour: 'hour',
      minute: 'minute',
      second: 'second',
    },
    named: {
      year: { [-1]: 'last year', 0: 'this year', 1: 'next year' },
      month: { [-1]: 'last month', 0: 'this month', 1: 'next month' },
      week: { [-1]: 'last week', 0: 'this week', 1: 'next week' },
      day: { [-1]: 'yesterday', 0: 'today', 1: 'tomorrow' },
      hour: { 0: 'this hour' },
      minute: { 0: 'this minute' },
      second: { 0: 'now' },
    },
    past: (count, unit) => `${count} ${unit}${count === '1' ? '' : 's'} ago`,
    future: (count, unit) => `in ${count} ${unit}${count === '1' ? '' : 's'}`,
  },
  'ja-JP': {
    unit: { year: '年', month: 'か月', week: '週間', day: '日', hour: '時間', minute: '分', second: '秒' },
    named: {
      year: { [-1]: '昨年', 0: '今年', 1: '来年' },
      month: { [-1]: '先月', 0: '今月', 1: '来月' },
      week: { [-1]: '先週', 0: '今週', 1: '来週' },
      day: { [-2]: '一昨日', [-1]: '昨日', 0: '今日', 1: '明日', 2: '明後日' },
      hour: { 0: '1 時間以内' },
      minute: { 0: '1 分以内' },
      second: { 0: '今' },
    },
    past: (count, unit) => `${count} ${unit}前`,
    future: (count, unit) => `${count} ${unit}後`,
  },
};

/**
 * A whole number of `unit`s from now as Intl.RelativeTimeFormat writes it in `locale` with
 * `numeric: 'auto'` ("어제", "3 hours ago", "2 日後"); null for what Intl must write (a fraction,
 * -0, an unsafe integer). Its first use in a page load costs as much as NumberFormat's.
 */
export function writtenRelativeTime(locale: WrittenLocale, value: number, unit: RelativeUnit): string | null {
  if (!Number.isSafeInteger(value) || Object.is(value, -0)) return null;
  const words = relativeWords[locale];
  const named = words.named[unit]?.[value];
  if (named !== undefined) return named;
  const count = groupDigits(String(Math.abs(value)));
  return value < 0 ? words.past(count, words.unit[unit]) : words.future(count, words.unit[unit]);
}
