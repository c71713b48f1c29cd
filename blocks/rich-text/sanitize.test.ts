import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize';

describe('sanitizeRichText', () => {
  it.each([
    ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['<img src="x.png" onerror="alert(1)">', '<img src="x.png" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<p style="color:red" onclick="x()">ok</p>', '<p>ok</p>'],
    ['<iframe src="https://evil.example"></iframe>after', 'after'],
  ])('cleans %s', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('keeps safe formatting and https links', () => {
    const html = '<p><strong>Bold</strong> <a href="https://school.example/x">link</a></p><ul><li>one</li></ul>';
    expect(sanitizeRichText(html)).toBe(
      '<p><strong>Bold</strong> <a href="https://school.example/x" rel="noopener noreferrer">link</a></p><ul><li>one</li></ul>',
    );
  });
});
