import { cardDefaults, defineCardBlock } from '../_shared/cards/define-card-block';
import { learningMapCardsRender } from './render';
import { learningMapCardsSchema } from './schema';

/** Learning map cards (learning-map-cards). */
export const learningMapCards = defineCardBlock(learningMapCardsRender, {
  schema: learningMapCardsSchema,
  defaults: cardDefaults({ zh_CN: '学习地图', en_US: 'Learning maps' }),
  palette: { label: 'block.learning-map-cards', icon: 'map' },
});
