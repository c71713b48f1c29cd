import { defineBlock } from '../../renderer/block-definition';
import { navHeaderSchema, type NavHeaderProps } from './schema';
import type { NavHeaderData } from './data';
import { navHeaderRender } from './render';

/** The portal's top bar: school logo, navigation menu, language switch, login or the user's menu. */
export const navHeader = defineBlock<NavHeaderProps, NavHeaderData>({
  ...navHeaderRender,
  schema: navHeaderSchema,
  defaults: { showLogo: true, showNavigation: true, showLanguageSwitch: true, showAccount: true },
  palette: { label: 'block.nav-header', icon: 'panel-top', category: 'layout' },
});
