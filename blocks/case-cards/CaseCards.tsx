import { CardList, type CardBlockProps } from '../_shared/cards/CardList';
import { caseCardsSpec } from './spec';
import './case-cards.css';

/** Case cards: the shared card list with the project school's case list. */
export default function CaseCards(props: CardBlockProps) {
  return <CardList {...props} spec={caseCardsSpec} />;
}
