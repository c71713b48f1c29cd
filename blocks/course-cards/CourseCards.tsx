import { CardList, type CardBlockProps } from '../_shared/cards/CardList';
import { courseCardsSpec } from './spec';
import './course-cards.css';

/** Course cards: the shared card list with this type's endpoint and badges. */
export default function CourseCards(props: CardBlockProps) {
  return <CardList {...props} spec={courseCardsSpec} />;
}
