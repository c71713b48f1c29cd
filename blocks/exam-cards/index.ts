import { cardDefaults, defineCardBlock } from '../_shared/cards/define-card-block';
import { examCardsSchema } from './schema';
import { examCardsSpec } from './spec';

/** Exam cards (exam-cards). */
export const examCards = defineCardBlock({
  spec: examCardsSpec,
  schema: examCardsSchema,
  defaults: cardDefaults({ zh_CN: '考试', en_US: 'Exams' }),
  palette: { label: 'block.exam-cards', icon: 'clipboard-check' },
  load: () => import('./ExamCards'),
});
