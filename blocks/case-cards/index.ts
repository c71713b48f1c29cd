import { cardDefaults, defineCardBlock } from '../_shared/cards/define-card-block';
import { caseCardsSchema } from './schema';
import { caseCardsSpec } from './spec';

/** Case cards (case-cards): the case center of a project-management school. */
export const caseCards = defineCardBlock({
  spec: caseCardsSpec,
  schema: caseCardsSchema,
  defaults: cardDefaults({ zh_CN: '案例中心', en_US: 'Case center' }, { sort: 0 }),
  palette: { label: 'block.case-cards', icon: 'briefcase' },
  load: () => import('./CaseCards'),
});
