import { describe, expect, it } from 'vitest';
import { relativeTime } from '../renderer/format';
import { hasEmoji, hasSpecialSymbols, isCompanyEmail } from './text-checks';

describe('special-symbol check', () => {
  it.each(['Hello world', '张三 李四', 'class_2026-a.b', 'Ünïcödé', 'مرحبا'])('accepts %s', (text) => expect(hasSpecialSymbols(text)).toBe(false));
  it.each(['<script>', "it's", 'a;b', '50%', 'a&b', 'x@y', '#1', '😀', '¥'])('refuses %s', (text) => expect(hasSpecialSymbols(text)).toBe(true));
});

describe('emoji check', () => {
  it.each(['😀', 'hi 👍🏽', '🇨🇳', '1️⃣', '❤️', 'family 👨‍👩‍👧'])('finds the emoji in %s', (text) => expect(hasEmoji(text)).toBe(true));
  it.each(['plain text', '中文', '123', '#tag', '§'])('finds none in %s', (text) => expect(hasEmoji(text)).toBe(false));
});

describe('e-mail domain check', () => {
  const domains = ['company.example', 'corp.company.example'];
  it.each(['a@company.example', 'A.B@Company.Example', 'x@corp.company.example', 'odd@name@company.example'])('accepts %s', (email) => expect(isCompanyEmail(email, domains)).toBe(true));
  it.each(['a@other.example', 'a@sub.company.example', 'a@company.example.evil', '@company.example', 'company.example', 'a @company.example', 'a@'])('refuses %s', (email) => expect(isCompanyEmail(email, domains)).toBe(false));
});

describe('relative time', () => {
  const now = Date.UTC(2026, 5, 15, 12);
  it('refuses a time that is not in the past', () => {
    expect(() => relativeTime(now, now, { locale: 'en_US', justNow: 'just now', timeZone: 'UTC' })).toThrow(RangeError);
    expect(() => relativeTime(now + 1000, now, { locale: 'en_US', justNow: 'just now', timeZone: 'UTC' })).toThrow(RangeError);
    expect(relativeTime(now - 1000, now, { locale: 'en_US', justNow: 'just now', timeZone: 'UTC' })).toBe('just now');
  });
});
