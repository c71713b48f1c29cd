import { cardDefaults, defineCardBlock } from '../_shared/cards/define-card-block';
import { knowledgeCardsRender } from './render';
import { knowledgeCardsSchema } from './schema';

/** Knowledge cards (knowledge-cards). */
export const knowledgeCards = defineCardBlock(knowledgeCardsRender, {
  schema: knowledgeCardsSchema,
  defaults: cardDefaults({ zh_CN: '知识', en_US: 'Knowledge' }),
  palette: { label: 'block.knowledge-cards', icon: 'lightbulb' },
});
