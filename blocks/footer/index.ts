import { defineBlock } from '../../renderer/block-definition';
import { footerSchema, type FooterProps } from './schema';
import type { FooterData } from './footer-data';
import { footerRender } from './render';

/** The page footer: fixed links, the school's footer template, contact info and copyright. */
export const footer = defineBlock<FooterProps, FooterData>({
  ...footerRender,
  schema: footerSchema,
  defaults: {
    copyright: { zh_CN: '© 本学校 版权所有', en_US: '© This school. All rights reserved.' },
    links: [{ label: { zh_CN: '隐私政策', en_US: 'Privacy' }, url: '/privacy' }],
  },
  palette: { label: 'block.footer', icon: 'panel-bottom', category: 'layout' },
});
