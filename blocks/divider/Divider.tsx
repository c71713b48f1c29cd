import type { BlockComponentProps } from '../../renderer/block-definition';
import type { DividerProps } from './schema';
import './divider.css';

/** A thematic break. */
export default function Divider({ props }: BlockComponentProps<DividerProps>) {
  return <hr className={`divider divider--${props.lineStyle} divider--${props.spacing}`} />;
}
