import { defineBlock } from '../../renderer/block-definition';
import { spacerSchema, type SpacerProps } from './schema';
import { spacerRender } from './render';

export const spacer = defineBlock<SpacerProps>({
  ...spacerRender,
  schema: spacerSchema,
  defaults: { size: 'medium' },
  palette: { label: 'block.spacer', icon: 'move-vertical', category: 'layout' },
});
