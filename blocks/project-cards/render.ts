import { defineCardRender } from '../_shared/cards/card-render';
import { projectCardsSpec } from './spec';

/** The project-cards block as pages draw it: the card list loader for its type, and its component. */
export const projectCardsRender = defineCardRender({
  spec: projectCardsSpec,
  load: () => import('./ProjectCards'),
});
