import { defineRender } from '../../renderer/block-definition';
import type { DividerProps } from './schema';

/** The divider block as pages draw it. */
export const dividerRender = defineRender<DividerProps>({
  type: 'divider',
  version: 1,
  migrations: [],
  load: () => import('./Divider'),
});
