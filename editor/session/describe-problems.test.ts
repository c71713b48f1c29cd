import { describe, expect, it } from 'vitest';
import { emptyDocument, type PageDocument } from '../../schemas/page-document';
import { testRegistry } from '../test-blocks';
import { describeProblem } from './describe-problems';

const doc: PageDocument = {
  ...emptyDocument(),
  blocks: [
    { id: 'b_1', type: 'text', v: 1, props: {} },
    { id: 'b_2', type: 'section', v: 1, props: {}, slots: { main: [{ id: 'b_3', type: 'slider', v: 1, props: {} }] } },
  ],
};

describe('describeProblem', () => {
  it.each([
    ['/blocks/0/props/size', 'en_US', 'Text 1 › Size: must be <= 20'],
    ['/blocks/0/props/title/en_US', 'en_US', 'Text 1 › Title (en_US): must be <= 20'],
    ['/blocks/0/props/title/en_US', 'zh_CN', '文字 1 › 标题 (en_US): must be <= 20'],
    ['/blocks/1/slots/main/0/props/slides', 'en_US', 'Section 2 › Slider 1 › Slides: must be <= 20'],
    ['/blocks/1/slots/main/0/props/slides/1/caption/fr_FR', 'en_US', 'Section 2 › Slider 1 › Slides 2 › Caption (fr_FR): must be <= 20'],
    ['/blocks/1/slots/main/0/props/frame/width', 'en_US', 'Section 2 › Slider 1 › Frame › Frame width: must be <= 20'],
    ['/blocks/1/slots/main/0/props/tags/0', 'en_US', 'Section 2 › Slider 1 › Tags 1: must be <= 20'],
    ['/blocks/0/id', 'en_US', 'Text 1: must be <= 20'],
    ['/settings/background', 'en_US', 'Page: must be <= 20'],
    ['/blocks/9/props/x', 'en_US', 'Page: must be <= 20'],
  ] as const)('%s in %s', (pointer, language, text) => {
    expect(describeProblem(doc, { pointer, message: 'must be <= 20' }, testRegistry, language, 'Page').text).toBe(text);
  });
});
