import { defineBlock } from '../../renderer/block-definition';
import { loadFooter, type FooterData } from './footer-data';
import { footerSchema, type FooterProps } from './schema';

/** The page footer: fixed links, the school's footer template, contact info and copyright. */
export const footer = defineBlock<FooterProps, FooterData>({
  type: 'footer',
  version: 1,
  schema: footerSchema,
  defaults: {
    copyright: { zh_CN: '© 本学校 版权所有', en_US: '© This school. All rights reserved.' },
    links: [{ label: { zh_CN: '隐私政策', en_US: 'Privacy' }, url: '/privacy' }],
  },
  palette: { label: 'block.footer', icon: 'panel-bottom', category: 'layout' },
  migrations: [],
  load: () => import('./Footer'),
  data: {
    key: (_props, ctx) => ['footer', ctx.schoolId],
    fetch: (_props, ctx) => loadFooter(ctx),
  },
});
