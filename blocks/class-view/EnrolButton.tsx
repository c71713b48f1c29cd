import { useState } from 'react';
import { ApiError, postJson } from '../../renderer/api';
import type { RenderContext } from '../../renderer/context';
import { ENROLLMENT } from '../../schemas/enums';
import { useClassRefresh } from '../_shared/class/api';
import { text } from '../_shared/messages';
import { loginHref } from '../_shared/page-context';

/** The enrol and leave calls. */
export const enrolPath = (action: 'enroll' | 'unEnroll', schoolId: string) => `/api/manager/class/${action}?schoolId=${encodeURIComponent(schoolId)}`;

interface EnrolProps {
  classId: string;
  enrollment: number;
  full: boolean;
  onChange: (enrollment: number) => void;
  context: RenderContext;
}

/** Enrol or leave for members; a login link for visitors. Errors are said next to the button. */
export function EnrolButton({ classId, enrollment, full, onChange, context }: EnrolProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<'full' | 'failed' | 'login' | null>(null);
  // The class's other blocks show more (or less) once the visitor is in (or out of) the class.
  const refreshClassBlocks = useClassRefresh();
  if (!context.user || problem === 'login') return <a className="class-view__action" href={loginHref(context)}>{text('class.loginToEnrol', context)}</a>;
  const enrolled = enrollment === ENROLLMENT.enrolled;
  async function toggle() {
    setBusy(true);
    setProblem(null);
    try {
      await postJson(enrolPath(enrolled ? 'unEnroll' : 'enroll', context.schoolId), { classId });
      onChange(enrolled ? ENROLLMENT.unenrolled : ENROLLMENT.enrolled);
      void refreshClassBlocks();
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      setProblem(status === 401 ? 'login' : status === 409 ? 'full' : 'failed');
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="class-view__actions">
      <button type="button" className="class-view__action" disabled={busy || (!enrolled && full)} aria-busy={busy} onClick={() => void toggle()}>
        {text(enrolled ? 'class.leave' : 'class.enrol', context)}
      </button>
      {(problem === 'full' || (!enrolled && full)) && <p role="status">{text('class.full', context)}</p>}
      {problem === 'failed' && <p role="alert">{text('class.failed', context)}</p>}
    </div>
  );
}
