import { cardDefaults, defineCardBlock } from '../_shared/cards/define-card-block';
import { knowledgeCardsSchema } from './schema';
import { knowledgeCardsSpec } from './spec';

/** Knowledge cards (knowledge-cards). */
export const knowledgeCards = defineCardBlock({
  spec: knowledgeCardsSpec,
  schema: knowledgeCardsSchema,
  defaults: cardDefaults({ zh_CN: '知识', en_US: 'Knowledge' }),
  palette: { label: { zh_CN: '知识卡片', en_US: 'Knowledge cards' }, icon: '❡' },
  load: () => import('./KnowledgeCards'),
});
