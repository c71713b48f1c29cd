import { defineBlock } from '../../renderer/block-definition';
import { bulletinSchema, type BulletinProps } from './schema';

/** The school bulletin. A shell for now: its display rules come with the footer-and-feedback work. */
export const bulletin = defineBlock<BulletinProps>({
  type: 'bulletin',
  version: 1,
  schema: bulletinSchema,
  defaults: { configUrl: '' },
  palette: { label: { zh_CN: '公告', en_US: 'Bulletin' }, icon: '📢', category: 'layout' },
  migrations: [],
  load: () => import('./Bulletin'),
});
