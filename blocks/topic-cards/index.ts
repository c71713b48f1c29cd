import { cardDefaults, defineCardBlock } from '../_shared/cards/define-card-block';
import { topicCardsRender } from './render';
import { topicCardsSchema } from './schema';

/** Topic cards (topic-cards). */
export const topicCards = defineCardBlock(topicCardsRender, {
  schema: topicCardsSchema,
  defaults: cardDefaults({ zh_CN: '专题', en_US: 'Topics' }),
  palette: { label: 'block.topic-cards', icon: 'sparkles' },
});
