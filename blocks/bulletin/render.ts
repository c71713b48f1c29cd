import { defineRender } from '../../renderer/block-definition';
import type { BulletinProps } from './schema';

/** The bulletin block as pages draw it. */
export const bulletinRender = defineRender<BulletinProps>({
  type: 'bulletin',
  version: 1,
  migrations: [],
  load: () => import('./Bulletin'),
});
