import { CardList, type CardBlockProps } from '../_shared/cards/CardList';
import { liveCardsSpec } from './spec';
import './live-cards.css';

/** Live cards: the shared card list with this type's endpoint and badges. */
export default function LiveCards(props: CardBlockProps) {
  return <CardList {...props} spec={liveCardsSpec} />;
}
