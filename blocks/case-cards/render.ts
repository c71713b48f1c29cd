import { defineCardRender } from '../_shared/cards/card-render';
import { caseCardsSpec } from './spec';

/** The case-cards block as pages draw it: the card list loader for its type, and its component. */
export const caseCardsRender = defineCardRender({
  spec: caseCardsSpec,
  load: () => import('./CaseCards'),
});
