import { defineBlock } from '../../renderer/block-definition';
import { richTextSchema, type RichTextProps } from './schema';
import { richTextRender } from './render';

export const richText = defineBlock<RichTextProps>({
  ...richTextRender,
  schema: richTextSchema,
  defaults: {
    content: { zh_CN: '<p>在这里输入文字。</p>', en_US: '<p>Write your text here.</p>' },
  },
  palette: { label: 'block.rich-text', icon: 'type', category: 'layout' },
});
