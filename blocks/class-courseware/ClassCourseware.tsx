import { useState } from 'react';
import { classCall, useClassRefresh, type Paged } from '../_shared/class/api';
import { ClassNote, ClassPanel, Pager } from '../_shared/class/ClassPanel';
import type { ClassBlockComponentProps } from '../_shared/class/class-render';
import { errorText } from '../_shared/class/errors';
import { FileUploader } from '../_shared/class/FileUploader';
import { ClassBlockHidden } from '../_shared/class/Hidden';
import { useOverride } from '../_shared/class/use-override';
import { formatDateTime } from '../_shared/format';
import { text } from '../_shared/messages';
import type { CoursewareView } from './render';

/** Courseware: a paged list; teachers add a file under a name and delete items. */
export default function ClassCourseware({ data, context }: ClassBlockComponentProps<Paged<CoursewareView>>) {
  const refresh = useClassRefresh();
  const loaded = data.status === 'success' ? data.value : undefined;
  const [name, setName] = useState('');
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; message: string } | null>(null);
  const [page, setPage] = useOverride<Paged<CoursewareView>>(loaded);
  const title = text('courseware.title', context);
  if (data.status === 'success' && !loaded?.value) return <ClassBlockHidden context={context} title={title} audience="learners" />;

  const listPath = (classId: string, n: number) => `/api/manager/classCourseware/classCoursewareList/${classId}?pageNumber=${n}&pageSize=10`;
  return (
    <ClassPanel title={title} data={data} context={context} className="class-courseware">
      {(value) => {
        const { classId, role } = value!;
        const shown = page ?? value!.value!;
        const goTo = async (n: number) => {
          try {
            setPage(await classCall<Paged<CoursewareView>>(context.schoolId, 'GET', listPath(classId, n)));
          } catch (error) {
            setStatus({ kind: 'error', message: errorText(error, context) });
          }
        };
        return (
          <>
            {role.canManage && (
              <div className="class-form">
                <label>
                  {text('courseware.name', context)}
                  <input type="text" value={name} maxLength={200} onChange={(e) => setName(e.target.value)} />
                </label>
                <FileUploader
                  context={context} label={text('courseware.add', context)} multiple={false}
                  onUploaded={async ([first]) => {
                    const { file, stored } = first!;
                    await classCall(context.schoolId, 'POST', `/api/manager/classCourseware/addClassCourseware/${classId}`, {
                      coursewareName: name.trim() || file.name, coursewareType: stored.kind, coursewareUuid: stored.id,
                    });
                    setName('');
                    await refresh();
                  }}
                />
              </div>
            )}
            {shown.list.length === 0 ? <ClassNote id="courseware.empty" context={context} /> : (
              <ul>
                {shown.list.map((item) => (
                  <li key={item.id} className="class-row" data-courseware-id={item.id}>
                    <span className="class-row__main">
                      <a href={item.url} target="_blank" rel="noopener">{item.coursewareName}</a>{' '}
                      <span className="class-tag">{text(`files.kind.${item.coursewareType}`, context)}</span>{' '}
                      <span className="class-row__meta">{formatDateTime(item.createdAt, context.locale)}</span>
                    </span>
                    {role.canManage && (
                      <button type="button" className="class-button class-button--quiet" aria-label={text('files.delete', context, { name: item.coursewareName })}
                        onClick={() => void classCall(context.schoolId, 'DELETE', `/api/manager/classCourseware/deleteClassCourseware/${item.id}`)
                          .then(() => setStatus({ kind: 'ok', message: text('files.deleted', context, { name: item.coursewareName }) }))
                          .catch((error: unknown) => setStatus({ kind: 'error', message: errorText(error, context) }))
                          .then(() => refresh())}>
                        {text('classes.delete', context)}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
            <Pager page={shown.pageNumber} pageSize={shown.pageSize} total={shown.total} onPage={(n) => void goTo(n)} context={context} />
            {status && <p role={status.kind === 'ok' ? 'status' : 'alert'} className={`class-status${status.kind === 'error' ? ' class-status--error' : ''}`}>{status.message}</p>}
          </>
        );
      }}
    </ClassPanel>
  );
}
