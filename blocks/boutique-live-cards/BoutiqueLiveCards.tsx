import { CardList, type CardBlockProps } from '../_shared/cards/CardList';
import { boutiqueLiveCardsSpec } from './spec';
import './boutique-live-cards.css';

/** Featured live cards: the shared card list with this type's endpoint and badges. */
export default function BoutiqueLiveCards(props: CardBlockProps) {
  return <CardList {...props} spec={boutiqueLiveCardsSpec} />;
}
