import { defineClassBlock } from '../_shared/class/define';
import { classScheduleRender } from './render';

/** The class-schedule block (`render.ts`) with its palette icon. */
export const classSchedule = defineClassBlock(classScheduleRender, 'calendar-days');
