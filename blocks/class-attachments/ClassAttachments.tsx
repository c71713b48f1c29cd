import { useState } from 'react';
import { classCall, useClassRefresh } from '../_shared/class/api';
import { ClassNote, ClassPanel } from '../_shared/class/ClassPanel';
import type { ClassBlockComponentProps } from '../_shared/class/class-render';
import { errorText } from '../_shared/class/errors';
import { FileUploader } from '../_shared/class/FileUploader';
import { ClassBlockHidden } from '../_shared/class/Hidden';
import { useOverride } from '../_shared/class/use-override';
import { text } from '../_shared/messages';
import { AttachmentLink } from './AttachmentLink';
import type { AttachmentView } from './render';
import { SortableAttachments } from './SortableAttachments';

/** Files of the class: learners open them; teachers also upload, reorder and delete them. */
export default function ClassAttachments({ data, context }: ClassBlockComponentProps<AttachmentView[]>) {
  const refresh = useClassRefresh();
  const loaded = data.status === 'success' ? data.value : undefined;
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; message: string } | null>(null);
  const [order, setOrder] = useOverride<AttachmentView[]>(loaded);
  const title = text('files.title', context);
  if (data.status === 'success' && !loaded?.value) return <ClassBlockHidden context={context} title={title} audience="learners" />;

  const call = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      setStatus({ kind: 'ok', message: done });
    } catch (error) {
      setStatus({ kind: 'error', message: errorText(error, context) });
      setOrder(null);
    }
    await refresh();
  };

  return (
    <ClassPanel title={title} data={data} context={context} className="class-attachments">
      {(value) => {
        const { classId, role } = value!;
        const items = order ?? value!.value!;
        return (
          <>
            {role.canManage && (
              <FileUploader
                context={context} label={text('files.upload', context)}
                onUploaded={async (files) => {
                  await classCall(context.schoolId, 'POST', `/api/manager/attachment/addClassAttachments/${classId}`, {
                    classAttachmentlist: files.map(({ file, stored }) => ({ uuid: stored.id, name: file.name, attachmentType: stored.kind })),
                  });
                  await refresh();
                }}
              />
            )}
            {items.length === 0 ? <ClassNote id="files.empty" context={context} />
              : role.canManage ? (
                <SortableAttachments
                  items={items} context={context}
                  onReorder={(next) => {
                    setOrder(next);
                    void call(() => classCall(context.schoolId, 'POST', '/api/manager/attachment/updateDisplayOrder', { classId, ids: next.map((i) => i.id) }), text('files.orderSaved', context));
                  }}
                  onDelete={(item) => void call(() => classCall(context.schoolId, 'DELETE', `/api/manager/attachment/deleteClassAttachment/${item.id}`), text('files.deleted', context, { name: item.name }))}
                />
              ) : (
                <ul>{items.map((item) => <li key={item.id} className="class-row"><AttachmentLink item={item} context={context} /></li>)}</ul>
              )}
            {status && <p role={status.kind === 'ok' ? 'status' : 'alert'} className={`class-status${status.kind === 'error' ? ' class-status--error' : ''}`}>{status.message}</p>}
          </>
        );
      }}
    </ClassPanel>
  );
}
