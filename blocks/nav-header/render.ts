import { defineRender } from '../../renderer/block-definition';
import { loadNavHeader, type NavHeaderData } from './data';
import type { NavHeaderProps } from './schema';

/** The nav-header block as pages draw it. */
export const navHeaderRender = defineRender<NavHeaderProps, NavHeaderData>({
  type: 'nav-header',
  version: 1,
  migrations: [],
  load: () => import('./NavHeader'),
  data: {
    key: (_props, ctx) => [ctx.schoolId],
    fetch: (_props, ctx) => loadNavHeader(ctx),
  },
});
