import { CardList, type CardBlockProps } from '../_shared/cards/CardList';
import { examCardsSpec } from './spec';
import './exam-cards.css';

/** Exam cards: the shared card list with this type's endpoint and badges. */
export default function ExamCards(props: CardBlockProps) {
  return <CardList {...props} spec={examCardsSpec} />;
}
