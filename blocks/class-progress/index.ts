import { defineClassBlock } from '../_shared/class/define';
import { classProgressRender } from './render';

/** The class-progress block (`render.ts`) with its palette icon. */
export const classProgress = defineClassBlock(classProgressRender, 'chart-line');
