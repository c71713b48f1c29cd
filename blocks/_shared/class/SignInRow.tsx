import { useState } from 'react';
import type { RenderContext } from '../../../renderer/context';
import { textOf } from '../cards/Card';
import { formatDateTime } from '../format';
import { text } from '../messages';
import { classCall, uploadClassFile } from './api';
import { errorText } from './errors';
import type { AttendanceItem } from './schema';

/**
 * One session for a learner: sign in when it is open, then add proof photos. Used by the attendance
 * block and the check-view page.
 */
export function SignInRow({ item, classId, context, onChanged, next = false }: {
  item: AttendanceItem; classId: string; context: RenderContext; onChanged: () => void; next?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const title = textOf(item.session.title, context);

  async function signIn() {
    setBusy(true);
    setProblem(null);
    try {
      await classCall(context.schoolId, 'PUT', '/api/manager/student/schedule/record', { classId, scheduleId: item.session.id });
      onChanged();
    } catch (error) {
      setProblem(errorText(error, context));
    } finally {
      setBusy(false);
    }
  }

  async function addProof(file: File) {
    if (!item.record) return;
    setProblem(null);
    setNotice(null);
    setProgress(0);
    try {
      const stored = await uploadClassFile(context.schoolId, file, setProgress);
      await classCall(context.schoolId, 'POST', '/api/manager/v1/class/attendance-attachments', {
        attendanceId: item.record.attendanceId, attachmentType: stored.kind, uuid: stored.id, name: file.name,
      });
      setNotice(text('attendance.proofAdded', context, { name: file.name }));
      onChanged();
    } catch (error) {
      setProblem(errorText(error, context));
    } finally {
      setProgress(null);
    }
  }

  const record = item.record;
  return (
    <li className={`class-row${next ? ' class-row--next' : ''}`} data-session-id={item.session.id}>
      <div className="class-row__main">
        <strong>{title}</strong> {next && <span className="class-tag class-tag--strong">{text('schedule.next', context)}</span>}
        <div className="class-row__meta"><time dateTime={item.session.startsAt}>{formatDateTime(item.session.startsAt, context.locale)}</time></div>
      </div>
      {record ? (
        <div>
          <span className="class-tag">
            {text(record.status === 'late' ? 'attendance.late' : 'attendance.signedIn', context, { time: formatDateTime(record.signedAt, context.locale) })}
          </span>{' '}
          <span className="class-row__meta">{text('attendance.proofCount', context, { count: record.attachmentCount })}</span>{' '}
          <label className="class-button class-button--quiet">
            {text('attendance.addProof', context)}
            <input
              type="file" accept="image/png,image/jpeg,image/gif,image/webp" className="class-file-input" disabled={progress !== null}
              aria-label={text('attendance.addProofFor', context, { session: title })}
              onChange={(e) => { const file = e.currentTarget.files?.[0]; e.currentTarget.value = ''; if (file) void addProof(file); }}
            />
          </label>
        </div>
      ) : item.signInOpen ? (
        <button type="button" className="class-button" disabled={busy} aria-busy={busy} onClick={() => void signIn()}
          aria-label={text('attendance.signInTo', context, { session: title })}>
          {text('attendance.signIn', context)}
        </button>
      ) : (
        <span className="class-row__meta">{text('attendance.notOpen', context)}</span>
      )}
      {progress !== null && <progress max={100} value={progress} aria-label={text('files.uploadProgress', context)} />}
      {notice && <p role="status" className="class-status">{notice}</p>}
      {problem && <p role="alert" className="class-status class-status--error">{problem}</p>}
    </li>
  );
}
