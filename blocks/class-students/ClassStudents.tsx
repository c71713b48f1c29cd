import { useState } from 'react';
import { classCall, type Paged } from '../_shared/class/api';
import { ClassNote, ClassPanel, Pager } from '../_shared/class/ClassPanel';
import type { ClassBlockComponentProps } from '../_shared/class/class-render';
import { errorText } from '../_shared/class/errors';
import { ClassBlockHidden } from '../_shared/class/Hidden';
import { useOverride } from '../_shared/class/use-override';
import { text } from '../_shared/messages';
import type { LectureScreen, StudentView } from './render';

/** The students table with paging, and the download of the whole list as a spreadsheet. */
export default function ClassStudents({ data, context }: ClassBlockComponentProps<LectureScreen>) {
  const loaded = data.status === 'success' ? data.value : undefined;
  const [problem, setProblem] = useState<string | null>(null);
  const [page, setPage] = useOverride<Paged<StudentView>>(loaded);
  const title = text('students.title', context);
  if (data.status === 'success' && !loaded?.value) return <ClassBlockHidden context={context} title={title} audience="teachers" />;
  return (
    <ClassPanel title={title} data={data} context={context} className="class-students">
      {(value) => {
        const screen = value!.value!;
        const shown = page ?? screen.students;
        const download = `/api/manager/downloadStudent/${value!.classId}?schoolId=${context.schoolId}&lang=${context.locale}`;
        const goTo = (n: number) => classCall<LectureScreen>(context.schoolId, 'GET', `/api/manager/lecturescreen/${value!.classId}/V2?pageNumber=${n}`)
          .then((s) => { setProblem(null); setPage(s.students); })
          .catch((error: unknown) => setProblem(errorText(error, context)));
        return (
          <>
            <p className="class-row__meta">{text('students.summary', context, { count: shown.total, sessions: screen.sessionCount })}</p>
            <p><a className="class-button class-button--quiet" href={download} download>{text('students.download', context)}</a></p>
            {shown.list.length === 0 ? <ClassNote id="students.empty" context={context} /> : (
              <table className="class-table">
                <thead>
                  <tr>
                    <th scope="col">{text('students.name', context)}</th>
                    <th scope="col">{text('students.account', context)}</th>
                    <th scope="col">{text('students.attended', context)}</th>
                    <th scope="col">{text('students.progress', context)}</th>
                    <th scope="col">{text('certificate.title', context)}</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.list.map((s) => (
                    <tr key={s.userId}>
                      <td>{s.name}</td>
                      <td>{s.account}</td>
                      <td>{s.attended} / {screen.sessionCount}</td>
                      <td><progress max={100} value={s.totalProgress} aria-label={text('progress.of', context, { name: s.name, percent: s.totalProgress })} /> {s.totalProgress}%</td>
                      <td>{s.certified ? '✓' : '–'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <Pager page={shown.pageNumber} pageSize={shown.pageSize} total={shown.total} onPage={(n) => void goTo(n)} context={context} />
            {problem && <p role="alert" className="class-status class-status--error">{problem}</p>}
          </>
        );
      }}
    </ClassPanel>
  );
}
