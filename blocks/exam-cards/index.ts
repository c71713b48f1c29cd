import { cardDefaults, defineCardBlock } from '../_shared/cards/define-card-block';
import { examCardsSchema } from './schema';
import { examCardsSpec } from './spec';

/** Exam cards (exam-cards). */
export const examCards = defineCardBlock({
  spec: examCardsSpec,
  schema: examCardsSchema,
  defaults: cardDefaults({ zh_CN: '考试', en_US: 'Exams' }),
  palette: { label: { zh_CN: '考试卡片', en_US: 'Exam cards' }, icon: '✎' },
  load: () => import('./ExamCards'),
});
