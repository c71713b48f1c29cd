import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../../blocks';
import { emptyDocument, type PageDocument } from '../../schemas/page-document';
import { describeProblem } from './describe-problems';

const doc: PageDocument = {
  ...emptyDocument(),
  blocks: [
    { id: 'b_1', type: 'rich-text', v: 1, props: {} },
    { id: 'b_2', type: 'course-cards', v: 1, props: {}, slots: { inner: [{ id: 'b_3', type: 'banner', v: 1, props: {} }] } },
  ],
};

describe('describeProblem', () => {
  it.each([
    ['/blocks/1/props/count', 'en_US', 'Course cards 2 › Number of courses: must be <= 20'],
    ['/blocks/1/props/title/en_US', 'en_US', 'Course cards 2 › Heading (en_US): must be <= 20'],
    ['/blocks/1/props/title/en_US', 'zh_CN', '课程卡片 2 › 标题 (en_US): must be <= 20'],
    ['/blocks/1/slots/inner/0/props/imageUrl', 'en_US', 'Course cards 2 › Banner 1 › Background image URL: must be <= 20'],
    ['/blocks/0/id', 'en_US', 'Rich text 1: must be <= 20'],
    ['/settings/background', 'en_US', 'Page: must be <= 20'],
    ['/blocks/9/props/x', 'en_US', 'Page: must be <= 20'],
  ] as const)('%s in %s', (pointer, language, text) => {
    expect(describeProblem(doc, { pointer, message: 'must be <= 20' }, blockRegistry, language, 'Page').text).toBe(text);
  });
});
