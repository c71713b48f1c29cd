import { describe, expect, it } from 'vitest';
import { compactCount, currencySymbol, duration, formatPrice, relativeTime } from './format';

// 2024-06-15 14:30 in Shanghai (06:30 UTC): every case below is measured from this instant.
const NOW = Date.UTC(2024, 5, 15, 6, 30);
const SH = 'Asia/Shanghai';
const minutesAgo = (m: number) => NOW - m * 60_000;

describe('relativeTime', () => {
  it.each([
    ['1 second ago', NOW - 1000, 'en_US', SH, 'JUST NOW'],
    ['4 min 59 s ago', NOW - 299_000, 'en_US', SH, 'JUST NOW'],
    ['5 minutes ago', minutesAgo(5), 'en_US', SH, '5 minutes ago'],
    ['59 minutes ago', minutesAgo(59), 'en_US', SH, '59 minutes ago'],
    ['59 minutes ago, zh', minutesAgo(59), 'zh_CN', SH, '59分钟前'],
    ['5 minutes ago, de', minutesAgo(5), 'de_DE', SH, 'vor 5 Minuten'],
    ['5 minutes ago, ar', minutesAgo(5), 'ar_SA', SH, 'قبل ٥ دقائق'],
    ['60 minutes ago, same day', minutesAgo(60), 'en_US', SH, '13:30'],
    ['00:01 the same day', Date.UTC(2024, 5, 14, 16, 1), 'en_US', SH, '00:01'],
    ['the same instant in UTC is yesterday', Date.UTC(2024, 5, 14, 16, 1), 'en_US', 'UTC', 'yesterday 16:01'],
    ['23:59 yesterday', Date.UTC(2024, 5, 14, 15, 59), 'en_US', SH, 'yesterday 23:59'],
    ['yesterday, zh', Date.UTC(2024, 5, 14, 15, 59), 'zh_CN', SH, '昨天 23:59'],
    ['yesterday, ar', Date.UTC(2024, 5, 14, 15, 59), 'ar_SA', SH, 'أمس ٢٣:٥٩'],
    ['2 days ago', Date.UTC(2024, 5, 13, 1, 5), 'en_US', SH, '2 days ago 09:05'],
    ['3 days ago', Date.UTC(2024, 5, 12, 1, 5), 'en_US', SH, '3 days ago 09:05'],
    ['3 days ago, de', Date.UTC(2024, 5, 12, 1, 5), 'de_DE', SH, 'vor 3 Tagen 09:05'],
    ['4 days ago: month-day', Date.UTC(2024, 5, 11, 1, 5), 'en_US', SH, '06/11, 09:05'],
    ['4 days ago, zh', Date.UTC(2024, 5, 11, 1, 5), 'zh_CN', SH, '06/11 09:05'],
    ['new year’s morning', Date.UTC(2024, 0, 1, 0, 0), 'de_DE', SH, '01.01., 08:00'],
    ['last year’s last minute', Date.UTC(2023, 11, 31, 15, 59), 'en_US', SH, '12/31/2023, 23:59'],
    ['last year, zh', Date.UTC(2023, 11, 31, 15, 59), 'zh_CN', SH, '2023/12/31 23:59'],
    ['last year, BCP 47 tag', Date.UTC(2023, 11, 31, 15, 59), 'ja-JP', SH, '2023/12/31 23:59'],
  ])('%s', (_label, time, locale, timeZone, expected) => {
    expect(relativeTime(time, NOW, { locale, timeZone, justNow: 'JUST NOW' })).toBe(expected);
  });

  it('accepts Date objects', () => {
    expect(relativeTime(new Date(minutesAgo(10)), new Date(NOW), { locale: 'en_US', timeZone: SH, justNow: 'x' })).toBe('10 minutes ago');
  });

  it.each([
    ['now itself', NOW, /not before/],
    ['a second later', NOW + 1000, /not before/],
    ['a year later', NOW + 365 * 86_400_000, /not before/],
    ['an invalid date', Number.NaN, /not a valid date/],
  ])('rejects %s', (_label, time, message) => {
    expect(() => relativeTime(time, NOW, { locale: 'en_US', timeZone: SH, justNow: 'x' })).toThrow(RangeError);
    expect(() => relativeTime(time, NOW, { locale: 'en_US', timeZone: SH, justNow: 'x' })).toThrow(message);
  });
});

describe('compactCount', () => {
  it.each([
    [0, 'en_US', '0'],
    [7, 'en_US', '7'],
    [999, 'en_US', '999'],
    [1000, 'en_US', '1k'],
    [1049, 'en_US', '1k'],
    [1099, 'en_US', '1k'],
    [1100, 'en_US', '1.1k'],
    [1250, 'en_US', '1.2k'],
    [1999, 'en_US', '1.9k'],
    [4100, 'en_US', '4.1k'],
    [999_999, 'en_US', '999.9k'],
    [1_000_000, 'en_US', '1000k'],
    [9_999_000, 'en_US', '9999k'],
    [9_999_999, 'en_US', '9999k'],
    [123_456_789, 'en_US', '9999k'],
    [12.7, 'en_US', '12'],
    [1250.9, 'en_US', '1.2k'],
    [-0.5, 'en_US', '0'],
    [-5, 'en_US', '-5'],
    [-1250, 'en_US', '-1.2k'],
    [-123_456_789, 'en_US', '-9999k'],
    [1250, 'de_DE', '1,2k'],
    [12_345, 'zh_CN', '12.3k'],
  ])('%d in %s is %s', (n, locale, expected) => {
    expect(compactCount(n, locale)).toBe(expected);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('rejects %d', (n) => {
    expect(() => compactCount(n)).toThrow(RangeError);
  });
});

describe('currencySymbol', () => {
  it.each([
    ['CNY', 'en_US', '¥'],
    ['EUR', 'en_US', '€'],
    ['GBP', 'en_US', '£'],
    ['JPY', 'en_US', '¥'],
    ['USD', 'en_US', '$'],
    ['CNY', 'zh_CN', '¥'],
    ['JPY', 'zh_CN', '¥'],
    ['EUR', 'de_DE', '€'],
    ['usd', 'fr_FR', '$'],
  ])('%s in %s is %s', (code, locale, expected) => {
    expect(currencySymbol(code, locale)).toBe(expected);
  });

  it('rejects a code that is not three letters', () => {
    expect(() => currencySymbol('DOLLAR')).toThrow(RangeError);
  });
});

describe('formatPrice', () => {
  it.each([
    [1234.5, 'CNY', 'zh_CN', '¥1,234.50'],
    [1234.5, 'USD', 'en_US', '$1,234.50'],
    [1234.5, 'JPY', 'en_US', '¥1,235'],
    [0, 'GBP', 'en_US', '£0.00'],
    [1234.5, 'EUR', 'de_DE', '1.234,50\u00a0€'],
    [1234.5, 'EUR', 'fr_FR', '1\u202f234,50\u00a0€'],
    [-3, 'USD', 'en_US', '-$3.00'],
  ])('%d %s in %s is %s', (amount, currency, locale, expected) => {
    expect(formatPrice(amount, currency, locale)).toBe(expected);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('rejects %d', (amount) => {
    expect(() => formatPrice(amount, 'USD', 'en_US')).toThrow(RangeError);
  });
});

describe('duration', () => {
  it.each([
    [0, '00:00:00'],
    [59, '00:00:59'],
    [59.9, '00:00:59'],
    [60, '00:01:00'],
    [3599, '00:59:59'],
    [3600, '01:00:00'],
    [86_399, '23:59:59'],
    [90_061, '25:01:01'],
    [360_000, '100:00:00'],
  ])('%d seconds is %s', (seconds, expected) => {
    expect(duration(seconds)).toBe(expected);
  });

  it.each([-1, -0.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects %d', (seconds) => {
    expect(() => duration(seconds)).toThrow(RangeError);
  });
});
