import { cardDefaults, defineCardBlock } from '../_shared/cards/define-card-block';
import { examCardsRender } from './render';
import { examCardsSchema } from './schema';

/** Exam cards (exam-cards). */
export const examCards = defineCardBlock(examCardsRender, {
  schema: examCardsSchema,
  defaults: cardDefaults({ zh_CN: '考试', en_US: 'Exams' }),
  palette: { label: 'block.exam-cards', icon: 'clipboard-check' },
});
