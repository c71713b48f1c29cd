import { defineClassBlock } from '../_shared/class/define';
import { classStudentsRender } from './render';

/** The class-students block (`render.ts`) with its palette icon. */
export const classStudents = defineClassBlock(classStudentsRender, 'users');
