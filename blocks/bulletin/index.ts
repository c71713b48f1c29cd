import { defineBlock } from '../../renderer/block-definition';
import { bulletinSchema, type BulletinProps } from './schema';
import { bulletinRender } from './render';

/** The school bulletin: a JSON file's message, shown while active and until closed (spec §4). */
export const bulletin = defineBlock<BulletinProps>({
  ...bulletinRender,
  schema: bulletinSchema,
  defaults: { configUrl: '' },
  palette: { label: 'block.bulletin', icon: 'megaphone', category: 'layout' },
});
