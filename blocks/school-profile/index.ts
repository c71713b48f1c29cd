import { defineBlock } from '../../renderer/block-definition';
import { schoolProfileSchema, type SchoolProfileData, type SchoolProfileProps } from './schema';
import { schoolProfileRender } from './render';

/** A school's profile: name, picture, text, variant, counts, unions (leader flag) and the visitor's membership. */
export const schoolProfile = defineBlock<SchoolProfileProps, SchoolProfileData>({
  ...schoolProfileRender,
  schema: schoolProfileSchema,
  defaults: { showUnions: true, showMembership: true },
  palette: { label: 'block.school-profile', icon: 'school', category: 'content' },
});
