import { defineRender } from '../../renderer/block-definition';
import { loadFooter, type FooterData } from './footer-data';
import type { FooterProps } from './schema';

/** The footer block as pages draw it. */
export const footerRender = defineRender<FooterProps, FooterData>({
  type: 'footer',
  version: 1,
  migrations: [],
  load: () => import('./Footer'),
  data: {
    key: (_props, ctx) => ['footer', ctx.schoolId],
    fetch: (_props, ctx) => loadFooter(ctx),
  },
});
