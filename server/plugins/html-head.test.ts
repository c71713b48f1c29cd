import { describe, expect, it } from 'vitest';
import { withHead } from './html-head';

const template = '<!doctype html><html lang="zh-CN"><head><title>School Portal</title></head><body></body></html>';

describe('withHead', () => {
  it('sets the language, direction, title and description, escaped', () => {
    const html = withHead(template, { lang: 'ar-SA', dir: 'rtl', title: 'A <b>', description: 'Courses "and" exams' });
    expect(html).toContain('<html lang="ar-SA" dir="rtl">');
    expect(html).toContain('<title>A &lt;b&gt;</title><meta name="description" content="Courses &quot;and&quot; exams">');
  });

  it('writes no description when there is none', () => {
    expect(withHead(template, { lang: 'en-US', dir: 'ltr', title: 'T' })).not.toContain('name="description"');
  });
});
