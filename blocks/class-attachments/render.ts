import { withSchool } from '../_shared/class/api';
import { defineClassRender, isParticipant } from '../_shared/class/class-render';

/** One attachment as attachmentList answers it. */
export interface AttachmentView {
  id: string;
  uuid: string;
  name: string;
  attachmentType: 1 | 2 | 3;
  contentType: string | null;
  size: number | null;
  url: string;
}

/** The class's files in their display order; teachers upload, reorder (drag or keyboard) and delete. */
export const classAttachmentsRender = defineClassRender<AttachmentView[]>({
  type: 'class-attachments',
  load: () => import('./ClassAttachments'),
  fetch: (ctx, classId, role) => (isParticipant(role) ? ctx.getJson<AttachmentView[]>(withSchool(`/api/manager/attachment/attachmentList/${classId}`, ctx.schoolId)) : Promise.resolve(null)),
});
