import { defineBlock } from '../../renderer/block-definition';
import { columnsSchema, type ColumnsProps } from './schema';
import { columnsRender } from './render';

/** Two or three columns side by side (slots `first`, `second`, `third`), stacked on narrow widths. */
export const columns = defineBlock<ColumnsProps>({
  ...columnsRender,
  schema: columnsSchema,
  defaults: { ratio: '1:1', gap: 'medium' },
  palette: { label: 'block.columns', icon: 'columns-2', category: 'layout' },
  slotLabels: { first: 'columns.slot.first', second: 'columns.slot.second', third: 'columns.slot.third' },
});
