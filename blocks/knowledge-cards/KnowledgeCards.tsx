import { CardList, type CardBlockProps } from '../_shared/cards/CardList';
import { knowledgeCardsSpec } from './spec';
import './knowledge-cards.css';

/** Knowledge cards: the shared card list with this type's endpoint and badges. */
export default function KnowledgeCards(props: CardBlockProps) {
  return <CardList {...props} spec={knowledgeCardsSpec} />;
}
