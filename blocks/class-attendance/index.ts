import { defineClassBlock } from '../_shared/class/define';
import { classAttendanceRender } from './render';

/** The class-attendance block (`render.ts`) with its palette icon. */
export const classAttendance = defineClassBlock(classAttendanceRender, 'square-check');
