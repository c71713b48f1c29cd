import { defineRender } from '../../renderer/block-definition';
import type { SectionProps } from './schema';

/** The section block as pages draw it. */
export const sectionRender = defineRender<SectionProps>({
  type: 'section',
  version: 1,
  slots: ['main'],
  migrations: [],
  load: () => import('./Section'),
});
