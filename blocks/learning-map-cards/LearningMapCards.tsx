import { CardList, type CardBlockProps } from '../_shared/cards/CardList';
import { learningMapCardsSpec } from './spec';
import './learning-map-cards.css';

/** Learning map cards: the shared card list with this type's endpoint and badges. */
export default function LearningMapCards(props: CardBlockProps) {
  return <CardList {...props} spec={learningMapCardsSpec} />;
}
