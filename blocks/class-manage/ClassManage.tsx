import { ClassPanel } from '../_shared/class/ClassPanel';
import type { ClassBlockComponentProps } from '../_shared/class/class-render';
import { ClassBlockHidden } from '../_shared/class/Hidden';
import { formatDateTime } from '../_shared/format';
import { text, type MessageId } from '../_shared/messages';
import type { ClassDetails } from './render';

const TOOLS: [anchor: string, label: MessageId][] = [
  ['class-attachments-title', 'files.title'], ['class-courseware-title', 'courseware.title'],
  ['class-students-title', 'students.title'], ['class-feedback-records-title', 'feedback.title'],
];

/** "You teach this class", the class's figures, and links to the tools further down the page. */
export default function ClassManage({ data, context }: ClassBlockComponentProps<ClassDetails>) {
  const title = text('manage.title', context);
  if (data.status === 'success' && !data.value?.value) return <ClassBlockHidden context={context} title={title} audience="teachers" />;
  return (
    <ClassPanel title={title} data={data} context={context} className="class-manage">
      {(loaded) => {
        const { role, classId } = loaded!;
        const d = loaded!.value!;
        const next = d.nextSessionIndex !== null ? d.schedule[d.nextSessionIndex] : undefined;
        return (
          <>
            <p><span className="class-tag class-tag--strong">{text(role.isTheClassTeacher ? 'manage.teacher' : 'manage.administrator', context)}</span></p>
            <dl className="class-view__facts">
              <dt>{text('manage.lecturers', context)}</dt><dd>{d.lecturers.map((l) => l.name).join(', ') || '–'}</dd>
              <dt>{text('manage.enrolled', context)}</dt><dd>{d.capacity === null ? d.enrolledCount : `${d.enrolledCount} / ${d.capacity}`}</dd>
              <dt>{text('schedule.next', context)}</dt><dd>{next ? formatDateTime(next.startsAt, context.locale) : '–'}</dd>
              <dt>{text('manage.figures', context)}</dt>
              <dd>{text('manage.counts', context, { files: d.attachmentCount, courseware: d.coursewareCount, questionnaires: d.questionnaireCount })}</dd>
            </dl>
            <nav aria-label={text('manage.tools', context)}>
              <ul className="class-manage__tools">
                {TOOLS.map(([anchor, label]) => <li key={anchor}><a href={`#${anchor}`}>{text(label, context)}</a></li>)}
                <li><a href={`/api/manager/downloadStudent/${classId}?schoolId=${context.schoolId}&lang=${context.locale}`} download>{text('students.download', context)}</a></li>
              </ul>
            </nav>
          </>
        );
      }}
    </ClassPanel>
  );
}
