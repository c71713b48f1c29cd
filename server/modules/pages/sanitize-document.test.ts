import { describe, expect, it } from 'vitest';
import { sanitizeBySchema } from './sanitize-document';

const richText = { type: 'object', 'x-widget': 'rich-text', additionalProperties: { type: 'string' } };

describe('sanitizeBySchema', () => {
  it('cleans rich-text nodes at any depth, through properties, items and additionalProperties', () => {
    const schema = {
      type: 'object',
      properties: {
        body: richText,
        title: { type: 'object', 'x-widget': 'localized-text' },
        tabs: { type: 'array', items: { type: 'object', properties: { content: richText } } },
        byKey: { type: 'object', additionalProperties: richText },
      },
    };
    const bad = '<p>ok<script>x()</script></p>';
    const out = sanitizeBySchema(schema, {
      body: { en_US: bad, zh_CN: bad },
      title: { en_US: '<script>kept: not rich text</script>' },
      tabs: [{ content: { en_US: bad } }],
      byKey: { a: { en_US: bad } },
    });
    expect(out).toEqual({
      body: { en_US: '<p>ok</p>', zh_CN: '<p>ok</p>' },
      title: { en_US: '<script>kept: not rich text</script>' },
      tabs: [{ content: { en_US: '<p>ok</p>' } }],
      byKey: { a: { en_US: '<p>ok</p>' } },
    });
  });
});
