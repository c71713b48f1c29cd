import { useState } from 'react';
import { textOf } from '../_shared/cards/Card';
import { classCall, useClassRefresh } from '../_shared/class/api';
import { ClassNote, ClassPanel, Pager } from '../_shared/class/ClassPanel';
import type { ClassBlockComponentProps } from '../_shared/class/class-render';
import { errorText } from '../_shared/class/errors';
import { ClassBlockHidden } from '../_shared/class/Hidden';
import { useOverride } from '../_shared/class/use-override';
import { formatDateTime } from '../_shared/format';
import { text } from '../_shared/messages';
import type { FeedbackRecords } from './render';

/** Each questionnaire with its answered count and a "send reminders" button, then the answers ten a page. */
export default function ClassFeedbackRecords({ data, context }: ClassBlockComponentProps<FeedbackRecords>) {
  const refresh = useClassRefresh();
  const loaded = data.status === 'success' ? data.value : undefined;
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; message: string } | null>(null);
  const [records, setRecords] = useOverride<FeedbackRecords['records']>(loaded);
  const title = text('feedback.title', context);
  if (data.status === 'success' && !loaded?.value) return <ClassBlockHidden context={context} title={title} audience="teachers" />;
  return (
    <ClassPanel title={title} data={data} context={context} className="class-feedback-records">
      {(value) => {
        const classId = value!.classId;
        const result = value!.value!;
        const shown = records ?? result.records;
        async function remind(questionnaireId: string) {
          setBusy(questionnaireId);
          setStatus(null);
          try {
            const answer = await classCall<{ reminded: number }>(context.schoolId, 'POST', '/api/manager/v1/class-satisfaction/send-feedback-reminders', { classId, questionnaireId });
            setStatus({ kind: 'ok', message: text('feedback.reminded', context, { count: answer.reminded }) });
            await refresh();
          } catch (error) {
            setStatus({ kind: 'error', message: errorText(error, context) });
          } finally {
            setBusy(null);
          }
        }
        const goTo = (n: number) => classCall<FeedbackRecords>(context.schoolId, 'GET', `/api/manager/v1/class-satisfaction/teacher-feedback-records/${classId}?pageNumber=${n}&pageSize=10`)
          .then((r) => setRecords(r.records)).catch((error: unknown) => setStatus({ kind: 'error', message: errorText(error, context) }));
        if (result.questionnaires.length === 0) return <ClassNote id="questionnaire.none" context={context} />;
        return (
          <>
            <ul>
              {result.questionnaires.map((q) => (
                <li key={q.id} className="class-row">
                  <span className="class-row__main">
                    <strong>{textOf(q.title, context)}</strong>
                    <div className="class-row__meta">{text('feedback.answered', context, { answered: q.answeredCount, enrolled: q.enrolledCount })} · {text('feedback.remindedCount', context, { count: q.remindedCount })}</div>
                  </span>
                  <button type="button" className="class-button" disabled={busy === q.id} aria-busy={busy === q.id} onClick={() => void remind(q.id)}>{text('feedback.remind', context)}</button>
                </li>
              ))}
            </ul>
            {status && <p role={status.kind === 'ok' ? 'status' : 'alert'} className={`class-status${status.kind === 'error' ? ' class-status--error' : ''}`}>{status.message}</p>}
            <h3>{text('feedback.records', context)}</h3>
            {shown.list.length === 0 ? <ClassNote id="feedback.noRecords" context={context} /> : (
              <ul>
                {shown.list.map((r) => (
                  <li key={r.id} className="class-row">
                    <span className="class-row__main">
                      <strong>{r.userName}</strong> <span className="class-tag">{text('feedback.attempt', context, { n: r.attempt })}</span>
                      <div className="class-row__meta">{formatDateTime(r.createdAt, context.locale)} · {r.answers.map((a) => String(a.value)).filter(Boolean).join(' · ')}</div>
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <Pager page={shown.pageNumber} pageSize={shown.pageSize} total={shown.total} onPage={(n) => void goTo(n)} context={context} />
          </>
        );
      }}
    </ClassPanel>
  );
}
