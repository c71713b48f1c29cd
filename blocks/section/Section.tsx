import type { BlockComponentProps } from '../../renderer/block-definition';
import type { SectionProps } from './schema';
import './section.css';

/** A band of the page: background, padding, and its child blocks centred up to a maximum width. */
export default function Section({ props, slots }: BlockComponentProps<SectionProps>) {
  return (
    <div className={`section section--pad-${props.padding}`} style={props.background ? { background: props.background } : undefined}>
      <div className={`section__inner section__inner--${props.maxWidth}`}>{slots.main}</div>
    </div>
  );
}
