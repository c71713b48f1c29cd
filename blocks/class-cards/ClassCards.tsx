import { CardList, type CardBlockProps } from '../_shared/cards/CardList';
import { classCardsSpec } from './spec';
import './class-cards.css';

/** Class cards: the shared card list with this type's endpoint and badges. */
export default function ClassCards(props: CardBlockProps) {
  return <CardList {...props} spec={classCardsSpec} />;
}
