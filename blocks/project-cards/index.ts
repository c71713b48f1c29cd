import { cardDefaults, defineCardBlock } from '../_shared/cards/define-card-block';
import { projectCardsRender } from './render';
import { projectCardsSchema } from './schema';

/** Project cards (project-cards): the projects of a project-management school. */
export const projectCards = defineCardBlock(projectCardsRender, {
  schema: projectCardsSchema,
  defaults: cardDefaults({ zh_CN: '项目', en_US: 'Projects' }, { sort: 0 }),
  palette: { label: 'block.project-cards', icon: 'folder-kanban' },
});
