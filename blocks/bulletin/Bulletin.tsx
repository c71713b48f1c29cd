import type { BlockComponentProps } from '../../renderer/block-definition';
import { text } from '../_shared/messages';
import type { BulletinProps } from './schema';
import './bulletin.css';

/** Draws nothing for visitors yet; in the designer a labelled placeholder shows where the bulletin goes. */
export default function Bulletin({ context }: BlockComponentProps<BulletinProps>) {
  if (context.mode !== 'edit') return null;
  return (
    <div className="bulletin bulletin--placeholder" role="note">
      {text('bulletin.placeholder', context)}
    </div>
  );
}
