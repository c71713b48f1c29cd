import { cardDefaults, defineCardBlock } from '../_shared/cards/define-card-block';
import { projectCardsSchema } from './schema';
import { projectCardsSpec } from './spec';

/** Project cards (project-cards): the projects of a project-management school. */
export const projectCards = defineCardBlock({
  spec: projectCardsSpec,
  schema: projectCardsSchema,
  defaults: cardDefaults({ zh_CN: '项目', en_US: 'Projects' }, { sort: 0 }),
  palette: { label: 'block.project-cards', icon: 'folder-kanban' },
  load: () => import('./ProjectCards'),
});
