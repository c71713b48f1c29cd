import { defineRender } from '../../renderer/block-definition';
import type { ProjectFormProps } from './schema';

/** The project-form block as pages draw it. */
export const projectFormRender = defineRender<ProjectFormProps>({
  type: 'project-form',
  version: 1,
  migrations: [],
  load: () => import('./ProjectForm'),
});
