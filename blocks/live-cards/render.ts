import { defineCardRender } from '../_shared/cards/card-render';
import { liveCardsSpec } from './spec';

/** The live-cards block as pages draw it: the card list loader for its type, and its component. */
export const liveCardsRender = defineCardRender({
  spec: liveCardsSpec,
  load: () => import('./LiveCards'),
});
