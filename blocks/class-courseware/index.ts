import { defineClassBlock } from '../_shared/class/define';
import { classCoursewareRender } from './render';

/** The class-courseware block (`render.ts`) with its palette icon. */
export const classCourseware = defineClassBlock(classCoursewareRender, 'library');
