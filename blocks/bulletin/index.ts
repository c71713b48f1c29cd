import { defineBlock } from '../../renderer/block-definition';
import { bulletinSchema, type BulletinProps } from './schema';

/** The school bulletin: a JSON file's message, shown while active and until closed (spec §4). */
export const bulletin = defineBlock<BulletinProps>({
  type: 'bulletin',
  version: 1,
  schema: bulletinSchema,
  defaults: { configUrl: '' },
  palette: { label: 'block.bulletin', icon: 'megaphone', category: 'layout' },
  migrations: [],
  load: () => import('./Bulletin'),
});
