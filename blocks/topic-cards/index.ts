import { cardDefaults, defineCardBlock } from '../_shared/cards/define-card-block';
import { topicCardsSchema } from './schema';
import { topicCardsSpec } from './spec';

/** Topic cards (topic-cards). */
export const topicCards = defineCardBlock({
  spec: topicCardsSpec,
  schema: topicCardsSchema,
  defaults: cardDefaults({ zh_CN: '专题', en_US: 'Topics' }),
  palette: { label: 'block.topic-cards', icon: 'sparkles' },
  load: () => import('./TopicCards'),
});
