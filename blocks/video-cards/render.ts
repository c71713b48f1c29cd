import { defineCardRender } from '../_shared/cards/card-render';
import { videoCardsSpec } from './spec';

/** The video-cards block as pages draw it: the card list loader for its type, and its component. */
export const videoCardsRender = defineCardRender({
  spec: videoCardsSpec,
  load: () => import('./VideoCards'),
});
