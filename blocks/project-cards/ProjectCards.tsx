import { CardList, type CardBlockProps } from '../_shared/cards/CardList';
import { projectCardsSpec } from './spec';
import './project-cards.css';

/** Project cards: the shared card list with the project school's project list. */
export default function ProjectCards(props: CardBlockProps) {
  return <CardList {...props} spec={projectCardsSpec} />;
}
