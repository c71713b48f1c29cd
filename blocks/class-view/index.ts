import { defineBlock } from '../../renderer/block-definition';
import { classViewSchema, type ClassInfo, type ClassViewProps } from './schema';
import { classViewRender } from './render';

/** A class: name, dates, teacher, schedule and an enrol / leave button. */
export const classView = defineBlock<ClassViewProps, ClassInfo | null>({
  ...classViewRender,
  schema: classViewSchema,
  defaults: { showSchedule: true },
  palette: { label: 'block.class-view', icon: 'school', category: 'content' },
});
