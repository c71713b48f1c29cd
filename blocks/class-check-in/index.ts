import { defineBlock } from '../../renderer/block-definition';
import { classBlockSchema, type ClassBlockProps } from '../_shared/class/schema';
import { classCheckInRender, type CheckView } from './render';

/** The check-view page's block: one session (the route's checkId), signing in to it, and proof photos. */
export const classCheckIn = defineBlock<ClassBlockProps, CheckView | null>({
  ...classCheckInRender,
  schema: classBlockSchema,
  defaults: {},
  palette: { label: 'block.class-check-in', icon: 'map-pin', category: 'content' },
});
