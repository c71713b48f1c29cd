import { CardList, type CardBlockProps } from '../_shared/cards/CardList';
import { videoCardsSpec } from './spec';
import './video-cards.css';

/** Video cards: the shared card list with this type's endpoint and badges. */
export default function VideoCards(props: CardBlockProps) {
  return <CardList {...props} spec={videoCardsSpec} />;
}
