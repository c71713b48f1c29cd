import { useClassRefresh } from '../_shared/class/api';
import { ClassNote, ClassPanel } from '../_shared/class/ClassPanel';
import type { ClassBlockComponentProps } from '../_shared/class/class-render';
import { ClassBlockHidden } from '../_shared/class/Hidden';
import { SignInRow } from '../_shared/class/SignInRow';
import { text } from '../_shared/messages';
import type { AttendanceData } from './render';

/** The learner's sign-ins, session by session. */
export default function ClassAttendance({ data, context }: ClassBlockComponentProps<AttendanceData>) {
  const refresh = useClassRefresh();
  const title = text('attendance.title', context);
  if (data.status === 'success' && !data.value?.value) return <ClassBlockHidden context={context} title={title} audience="learners" />;
  return (
    <ClassPanel title={title} data={data} context={context} className="class-attendance">
      {(loaded) => {
        const attendance = loaded!.value!;
        if (attendance.list.length === 0) return <ClassNote id="class.noSchedule" context={context} />;
        return (
          <ul>
            {attendance.list.map((item) => (
              <SignInRow key={item.session.id} item={item} classId={loaded!.classId} context={context} next={item.session.id === attendance.nextSessionId} onChanged={() => void refresh()} />
            ))}
          </ul>
        );
      }}
    </ClassPanel>
  );
}
