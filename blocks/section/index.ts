import { defineBlock } from '../../renderer/block-definition';
import { sectionSchema, type SectionProps } from './schema';

/** A container band with a background colour, padding and a maximum width; its blocks go in `main`. */
export const section = defineBlock<SectionProps>({
  type: 'section',
  version: 1,
  schema: sectionSchema,
  defaults: { padding: 'medium', maxWidth: 'wide' },
  palette: { label: { zh_CN: '区块', en_US: 'Section' }, icon: '▢', category: 'layout' },
  slots: ['main'],
  migrations: [],
  load: () => import('./Section'),
});
