import { defineBlock } from '../../renderer/block-definition';
import { schoolFansSchema, type FanPage, type SchoolFansProps } from './schema';
import { schoolFansRender } from './render';

/** The fans (followers) of the page's school, with follow / unfollow for members. */
export const schoolFans = defineBlock<SchoolFansProps, FanPage>({
  ...schoolFansRender,
  schema: schoolFansSchema,
  // No heading of its own: the block says "Fans" in the page's language until the school writes one.
  defaults: { title: {}, pageSize: 50 },
  palette: { label: 'block.school-fans', icon: 'heart', category: 'content' },
});
