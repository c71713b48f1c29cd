import { defineClassBlock } from '../_shared/class/define';
import { classManageRender } from './render';

/** The class-manage block (`render.ts`) with its palette icon. */
export const classManage = defineClassBlock(classManageRender, 'wrench');
