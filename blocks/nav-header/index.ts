import { defineBlock } from '../../renderer/block-definition';
import { loadNavHeader, type NavHeaderData } from './data';
import { navHeaderSchema, type NavHeaderProps } from './schema';

/** The portal's top bar: school logo, navigation menu, language switch, login or the user's menu. */
export const navHeader = defineBlock<NavHeaderProps, NavHeaderData>({
  type: 'nav-header',
  version: 1,
  schema: navHeaderSchema,
  defaults: { showLogo: true, showNavigation: true, showLanguageSwitch: true, showAccount: true },
  palette: { label: 'block.nav-header', icon: 'panel-top', category: 'layout' },
  migrations: [],
  load: () => import('./NavHeader'),
  data: {
    key: (_props, ctx) => [ctx.schoolId],
    fetch: (_props, ctx) => loadNavHeader(ctx),
  },
});
