import { defineBlock } from '../../renderer/block-definition';
import { personSpaceSchema, type PersonSpaceProps, type SpaceData } from './schema';
import { personSpaceRender } from './render';

export { spaceTarget } from './render';

/** A member's personal space: head with fans and follows, and the route's tab, as far as the owner allows. */
export const personSpace = defineBlock<PersonSpaceProps, SpaceData>({
  ...personSpaceRender,
  schema: personSpaceSchema,
  defaults: { showOwnerTabs: true },
  palette: { label: 'block.person-space', icon: 'user-round', category: 'content' },
});
