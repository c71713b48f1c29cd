import { defineBlock } from '../../renderer/block-definition';
import { spacerSchema, type SpacerProps } from './schema';

export const spacer = defineBlock<SpacerProps>({
  type: 'spacer',
  version: 1,
  schema: spacerSchema,
  defaults: { size: 'medium' },
  palette: { label: 'block.spacer', icon: 'move-vertical', category: 'layout' },
  migrations: [],
  load: () => import('./Spacer'),
});
