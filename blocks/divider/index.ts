import { defineBlock } from '../../renderer/block-definition';
import { dividerSchema, type DividerProps } from './schema';
import { dividerRender } from './render';

/** A horizontal line between blocks. */
export const divider = defineBlock<DividerProps>({
  ...dividerRender,
  schema: dividerSchema,
  defaults: { lineStyle: 'solid', spacing: 'medium' },
  palette: { label: 'block.divider', icon: 'minus', category: 'layout' },
});
