import { cardDefaults, defineCardBlock } from '../_shared/cards/define-card-block';
import { learningMapCardsSchema } from './schema';
import { learningMapCardsSpec } from './spec';

/** Learning map cards (learning-map-cards). */
export const learningMapCards = defineCardBlock({
  spec: learningMapCardsSpec,
  schema: learningMapCardsSchema,
  defaults: cardDefaults({ zh_CN: '学习地图', en_US: 'Learning maps' }),
  palette: { label: 'block.learning-map-cards', icon: 'map' },
  load: () => import('./LearningMapCards'),
});
