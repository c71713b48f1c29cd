import { defineBlock } from '../../renderer/block-definition';
import { sectionSchema, type SectionProps } from './schema';
import { sectionRender } from './render';

/** A container band with a background colour, padding and a maximum width; its blocks go in `main`. */
export const section = defineBlock<SectionProps>({
  ...sectionRender,
  schema: sectionSchema,
  defaults: { padding: 'medium', maxWidth: 'wide' },
  palette: { label: 'block.section', icon: 'square', category: 'layout' },
  slotLabels: { main: 'section.slot.main' },
});
