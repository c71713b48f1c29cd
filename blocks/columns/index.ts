import { defineBlock } from '../../renderer/block-definition';
import { COLUMN_SLOTS, columnsSchema, type ColumnsProps } from './schema';

/** Two or three columns side by side (slots `first`, `second`, `third`), stacked on narrow widths. */
export const columns = defineBlock<ColumnsProps>({
  type: 'columns',
  version: 1,
  schema: columnsSchema,
  defaults: { ratio: '1:1', gap: 'medium' },
  palette: { label: 'block.columns', icon: 'columns-2', category: 'layout' },
  slots: COLUMN_SLOTS,
  drawnSlots: (props) => COLUMN_SLOTS.slice(0, props.ratio.split(':').length),
  slotLabels: { first: 'columns.slot.first', second: 'columns.slot.second', third: 'columns.slot.third' },
  migrations: [],
  load: () => import('./Columns'),
});
