import { defineBlock } from '../../renderer/block-definition';
import { projectFormSchema, type ProjectFormProps } from './schema';
import { projectFormRender } from './render';

/** Starting a project in a project-management school: a link to the form page, or the form (teachers and administrators). */
export const projectForm = defineBlock<ProjectFormProps>({
  ...projectFormRender,
  schema: projectFormSchema,
  defaults: { mode: 'link' },
  palette: { label: 'block.project-form', icon: 'file-plus', category: 'content' },
});
