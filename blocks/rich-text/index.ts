import { defineBlock } from '../../renderer/block-definition';
import { richTextSchema, type RichTextProps } from './schema';

export const richText = defineBlock<RichTextProps>({
  type: 'rich-text',
  version: 1,
  schema: richTextSchema,
  defaults: {
    content: { zh_CN: '<p>在这里输入文字。</p>', en_US: '<p>Write your text here.</p>' },
  },
  palette: { label: { zh_CN: '富文本', en_US: 'Rich text' }, icon: '¶', category: 'layout' },
  migrations: [],
  load: () => import('./RichText'),
});
