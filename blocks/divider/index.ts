import { defineBlock } from '../../renderer/block-definition';
import { dividerSchema, type DividerProps } from './schema';

/** A horizontal line between blocks. */
export const divider = defineBlock<DividerProps>({
  type: 'divider',
  version: 1,
  schema: dividerSchema,
  defaults: { lineStyle: 'solid', spacing: 'medium' },
  palette: { label: 'block.divider', icon: 'minus', category: 'layout' },
  migrations: [],
  load: () => import('./Divider'),
});
