import { defineClassBlock } from '../_shared/class/define';
import { classAttachmentsRender } from './render';

/** The class-attachments block (`render.ts`) with its palette icon. */
export const classAttachments = defineClassBlock(classAttachmentsRender, 'paperclip');
