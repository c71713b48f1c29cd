import type { BlockComponentProps } from '../../renderer/block-definition';
import { COLUMN_SLOTS } from './render';
import type { ColumnsProps } from './schema';
import './columns.css';

/** Columns with the chosen widths. A 2-column ratio leaves `third` undrawn but keeps its blocks in the document. */
export default function Columns({ props, slots }: BlockComponentProps<ColumnsProps>) {
  const widths = props.ratio.split(':');
  return (
    <div className="columns-block">
      <div className={`columns columns--gap-${props.gap}`} style={{ gridTemplateColumns: widths.map((w) => `minmax(0, ${w}fr)`).join(' ') }}>
        {widths.map((_, i) => (
          <div key={COLUMN_SLOTS[i]} className="columns__column">
            {slots[COLUMN_SLOTS[i]!]}
          </div>
        ))}
      </div>
    </div>
  );
}
