import { defineCardRender } from '../_shared/cards/card-render';
import { boutiqueLiveCardsSpec } from './spec';

/** The boutique-live-cards block as pages draw it: the card list loader for its type, and its component. */
export const boutiqueLiveCardsRender = defineCardRender({
  spec: boutiqueLiveCardsSpec,
  load: () => import('./BoutiqueLiveCards'),
});
