import { defineClassBlock } from '../_shared/class/define';
import { classFeedbackRecordsRender } from './render';

/** The class-feedback-records block (`render.ts`) with its palette icon. */
export const classFeedbackRecords = defineClassBlock(classFeedbackRecordsRender, 'message-square');
