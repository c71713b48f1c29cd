import { defineCardRender } from '../_shared/cards/card-render';
import { classCardsSpec } from './spec';

/** The class-cards block as pages draw it: the card list loader for its type, and its component. */
export const classCardsRender = defineCardRender({
  spec: classCardsSpec,
  load: () => import('./ClassCards'),
});
