import { defineRender } from '../../renderer/block-definition';
import type { SpacerProps } from './schema';

/** The spacer block as pages draw it. */
export const spacerRender = defineRender<SpacerProps>({
  type: 'spacer',
  version: 1,
  migrations: [],
  load: () => import('./Spacer'),
});
