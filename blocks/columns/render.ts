import { defineRender } from '../../renderer/block-definition';
import type { ColumnsProps } from './schema';

/** Column slots in order; the ratio decides how many are drawn. */
export const COLUMN_SLOTS = ['first', 'second', 'third'] as const;

/** The columns block as pages draw it. */
export const columnsRender = defineRender<ColumnsProps>({
  type: 'columns',
  version: 1,
  slots: COLUMN_SLOTS,
  drawnSlots: (props) => COLUMN_SLOTS.slice(0, props.ratio.split(':').length),
  migrations: [],
  load: () => import('./Columns'),
});
