import { CardList, type CardBlockProps } from '../_shared/cards/CardList';
import { topicCardsSpec } from './spec';
import './topic-cards.css';

/** Topic cards: the shared card list with this type's endpoint and badges. */
export default function TopicCards(props: CardBlockProps) {
  return <CardList {...props} spec={topicCardsSpec} />;
}
