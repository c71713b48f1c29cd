import { cardDefaults, defineCardBlock } from '../_shared/cards/define-card-block';
import { caseCardsRender } from './render';
import { caseCardsSchema } from './schema';

/** Case cards (case-cards): the case center of a project-management school. */
export const caseCards = defineCardBlock(caseCardsRender, {
  schema: caseCardsSchema,
  defaults: cardDefaults({ zh_CN: '案例中心', en_US: 'Case center' }, { sort: 0 }),
  palette: { label: 'block.case-cards', icon: 'briefcase' },
});
