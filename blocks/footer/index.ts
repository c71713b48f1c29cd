import { defineBlock } from '../../renderer/block-definition';
import { footerSchema, type FooterProps } from './schema';

/** The page footer: links and copyright. */
export const footer = defineBlock<FooterProps>({
  type: 'footer',
  version: 1,
  schema: footerSchema,
  defaults: {
    copyright: { zh_CN: '© 本学校 版权所有', en_US: '© This school. All rights reserved.' },
    links: [{ label: { zh_CN: '隐私政策', en_US: 'Privacy' }, url: '/privacy' }],
  },
  palette: { label: { zh_CN: '页脚', en_US: 'Footer' }, icon: '▁', category: 'layout' },
  migrations: [],
  load: () => import('./Footer'),
});
