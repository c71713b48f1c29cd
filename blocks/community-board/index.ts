import { defineBlock } from '../../renderer/block-definition';
import { communityBoardSchema, type Community, type CommunityBoardProps } from './schema';
import { communityBoardRender } from './render';

/** A school's knowledge communities (`?communityId=` narrows to one) with sections, subscribe and activity enrolment. */
export const communityBoard = defineBlock<CommunityBoardProps, Community[]>({
  ...communityBoardRender,
  schema: communityBoardSchema,
  defaults: { showActivities: true },
  palette: { label: 'block.community-board', icon: 'messages-square', category: 'content' },
});
