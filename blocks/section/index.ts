import { defineBlock } from '../../renderer/block-definition';
import { sectionSchema, type SectionProps } from './schema';

/** A container band with a background colour, padding and a maximum width; its blocks go in `main`. */
export const section = defineBlock<SectionProps>({
  type: 'section',
  version: 1,
  schema: sectionSchema,
  defaults: { padding: 'medium', maxWidth: 'wide' },
  palette: { label: 'block.section', icon: 'square', category: 'layout' },
  slots: ['main'],
  slotLabels: { main: 'section.slot.main' },
  migrations: [],
  load: () => import('./Section'),
});
