import type { BlockComponentProps } from '../../renderer/block-definition';
import type { SpacerProps } from './schema';

const HEIGHTS = { small: '1rem', medium: '2.5rem', large: '5rem' } as const;

/** Empty vertical space between blocks. */
export default function Spacer({ props }: BlockComponentProps<SpacerProps>) {
  return <div className="spacer" aria-hidden="true" style={{ blockSize: HEIGHTS[props.size] }} />;
}
