import { cardDefaults, defineCardBlock } from '../_shared/cards/define-card-block';
import { knowledgeCardsSchema } from './schema';
import { knowledgeCardsSpec } from './spec';

/** Knowledge cards (knowledge-cards). */
export const knowledgeCards = defineCardBlock({
  spec: knowledgeCardsSpec,
  schema: knowledgeCardsSchema,
  defaults: cardDefaults({ zh_CN: '知识', en_US: 'Knowledge' }),
  palette: { label: 'block.knowledge-cards', icon: 'lightbulb' },
  load: () => import('./KnowledgeCards'),
});
