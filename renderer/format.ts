// The display rules of spec §9, as pure functions. Each takes a language code (zh_CN) or a BCP 47 tag
// (zh-CN) and formats through Intl, so digits, word order and separators follow the visitor's language.

const MINUTE = 60_000;
const DAY = 86_400_000;
const THOUSAND = 1000;
/** The largest count in thousands that compactCount shows (spec §9: capped at 9999k). */
export const COMPACT_CAP_K = 9999;

/** Options of relativeTime. */
export interface RelativeTimeOptions {
  /** Language code or BCP 47 tag. */
  locale: string;
  /** IANA time zone for calendar days and times of day; the runtime's own when left out. */
  timeZone?: string;
  /** The 'just now' label in the visitor's language (messages key time.justNow). */
  justNow: string;
}

function tag(locale: string): string {
  return locale.replace('_', '-');
}

// Building an Intl formatter costs far more than using one: each is made once per language and options.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  make: new (locale: string, options: object) => F,
  locale: string,
  options: object,
): F {
  const key = `${make.name}|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) formatters.set(key, (formatter = new make(locale, options)));
  return formatter;
}

/** An Intl.NumberFormat for a language code or BCP 47 tag, made once per language and options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(Intl.NumberFormat, tag(locale), options);
}

/** An Intl.DateTimeFormat for a language code or BCP 47 tag, made once per language and options. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached(Intl.DateTimeFormat, tag(locale), options);
}

function relativeTimeFormat(locale: string, options: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat {
  return cached(Intl.RelativeTimeFormat, tag(locale), options);
}

function toDate(value: Date | number, name: string): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`${name} is not a valid date`);
  return date;
}

// Days are counted on the Gregorian calendar in the given zone, so 23:59 and 00:01 are a day apart.
function dayNumber(date: Date, timeZone: string | undefined): { day: number; year: number } {
  const parts = dateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', calendar: 'gregory', numberingSystem: 'latn' }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const year = part('year');
  return { day: Date.UTC(year, part('month') - 1, part('day')) / DAY, year };
}

// Gregorian everywhere (ar-SA would otherwise show the Hijri calendar) so the shown date and the
// 'within the current year' rule agree; h23 because the spec asks for HH:mm in every language.
function dateTime(locale: string, timeZone: string | undefined, fields: Intl.DateTimeFormatOptions, date: Date): string {
  return dateTimeFormat(locale, { ...fields, hour: '2-digit', minute: '2-digit', hourCycle: 'h23', calendar: 'gregory', timeZone }).format(date);
}

/** How long ago `time` was, by spec §9: just now, minutes ago, time of day, yesterday, 2-3 days ago, month-day, full date. */
export function relativeTime(time: Date | number, now: Date | number, { locale, timeZone, justNow }: RelativeTimeOptions): string {
  const then = toDate(time, 'time');
  const current = toDate(now, 'now');
  const elapsed = current.getTime() - then.getTime();
  // A future (or present) time means a clock or data error; saying 'just now' would hide it.
  if (elapsed <= 0) throw new RangeError(`relativeTime needs a time earlier than now: ${then.toISOString()} is not before ${current.toISOString()}`);
  const minutes = Math.floor(elapsed / MINUTE);
  if (minutes < 5) return justNow;
  if (minutes < 60) return relativeTimeFormat(locale, { numeric: 'always' }).format(-minutes, 'minute');
  const a = dayNumber(then, timeZone);
  const b = dayNumber(current, timeZone);
  const days = b.day - a.day;
  const clock = dateTime(locale, timeZone, {}, then);
  if (days === 0) return clock;
  if (days === 1) return `${relativeTimeFormat(locale, { numeric: 'auto' }).format(-1, 'day')} ${clock}`;
  if (days <= 3) return `${relativeTimeFormat(locale, { numeric: 'always' }).format(-days, 'day')} ${clock}`;
  if (a.year === b.year) return dateTime(locale, timeZone, { month: '2-digit', day: '2-digit' }, then);
  return dateTime(locale, timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }, then);
}

const COUNT_OPTIONS: Intl.NumberFormatOptions = { maximumFractionDigits: 1, useGrouping: false };
// compactCount runs for every card drawn: its formatter is found by language alone.
const countFormats = new Map<string, Intl.NumberFormat>();

/**
 * A count for badges, by spec §9: below 1000 as is, then thousands with one decimal and 'k', capped at 9999k.
 * The decimal is truncated, never rounded up, so 999999 reads 999.9k and 1999 reads 1.9k (a count never
 * looks bigger than it is). Fractions are dropped toward zero; negatives keep their sign; NaN and
 * infinities are rejected.
 */
export function compactCount(n: number, locale = 'en_US'): string {
  if (!Number.isFinite(n)) throw new RangeError(`compactCount needs a finite number, got ${n}`);
  const count = Math.trunc(n) || 0; // || 0 turns -0 (from -0.5) into 0
  const size = Math.abs(count);
  const format = countFormats.get(locale) ?? countFormats.set(locale, numberFormat(locale, COUNT_OPTIONS)).get(locale)!;
  const number = (value: number) => format.format(value);
  if (size < THOUSAND) return number(count);
  // Whole tenths of a thousand, counted in integers so that float division cannot round 4100 down to 4.0k.
  const tenths = Math.min(Math.trunc(size / 100), COMPACT_CAP_K * 10);
  return `${number((Math.sign(count) * tenths) / 10)}k`;
}

/**
 * The symbol of a currency (CNY ¥, EUR €, GBP £, JPY ¥, USD $) in a language, through Intl's narrow symbol.
 * JPY and CNY both read ¥, as they do in China and Japan; the amount next to it says which is meant.
 */
export function currencySymbol(code: string, locale = 'en_US'): string {
  const parts = numberFormat(locale, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? code;
}

/** A price in a currency, in a language: digits, separators and the currency's own decimals (JPY has none) from Intl. */
export function formatPrice(amount: number, currency: string, locale: string): string {
  if (!Number.isFinite(amount)) throw new RangeError(`formatPrice needs a finite amount, got ${amount}`);
  return numberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(amount);
}

/** A length of time as hh:mm:ss, hours past 24 included (90061 → 25:01:01); fractions of a second are dropped. */
export function duration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) throw new RangeError(`duration needs a finite, non-negative number of seconds, got ${seconds}`);
  const whole = Math.floor(seconds);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor(whole / 60) % 60)}:${pad(whole % 60)}`;
}
