import { useState, type FormEvent } from 'react';
import { textOf } from '../_shared/cards/Card';
import { classCall, useClassRefresh } from '../_shared/class/api';
import { ClassNote, ClassPanel } from '../_shared/class/ClassPanel';
import type { ClassBlockComponentProps } from '../_shared/class/class-render';
import { errorText } from '../_shared/class/errors';
import { ClassBlockHidden } from '../_shared/class/Hidden';
import { text } from '../_shared/messages';
import { answersOf, draftProblems, type Draft } from './answers';
import type { QuestionnaireView } from './render';

/** The satisfaction questionnaire: required answers checked before sending, answers left shown, then thanks. */
export default function ClassQuestionnaire({ data, context }: ClassBlockComponentProps<{ questionnaire: QuestionnaireView | null }>) {
  const refresh = useClassRefresh();
  const [draft, setDraft] = useState<Draft>({});
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; message: string } | null>(null);
  const title = text('questionnaire.title', context);
  if (data.status === 'success' && !data.value?.value) return <ClassBlockHidden context={context} title={title} audience="learners" />;

  return (
    <ClassPanel title={title} data={data} context={context} className="class-questionnaire">
      {(loaded) => {
        const q = loaded!.value!.questionnaire;
        if (!q) return <ClassNote id="questionnaire.none" context={context} />;
        const problems = draftProblems(q.questions, draft, phone);
        const done = q.remainingTimes <= 0;
        async function submit(event: FormEvent) {
          event.preventDefault();
          setChecked(true);
          setStatus(null);
          if (problems.missing.length > 0 || problems.phone) return;
          setBusy(true);
          try {
            await classCall(context.schoolId, 'POST', `/api/manager/v1/class-satisfaction/user-submit-satisfaction-questionnaires/classes/${loaded!.classId}/questionnaires/${q!.id}`, {
              answerTimes: q!.usedTimes + 1, questionnaireUserAnswers: answersOf(q!.questions, draft), userName: name.trim(), userPhone: phone,
            });
            setStatus({ kind: 'ok', message: text('questionnaire.sent', context) });
            setDraft({});
            setChecked(false);
            await refresh();
          } catch (error) {
            setStatus({ kind: 'error', message: errorText(error, context) });
          } finally {
            setBusy(false);
          }
        }
        return (
          <>
            <h3>{textOf(q.title, context)}</h3>
            {q.remindedAt && !done && <p className="class-tag">{text('questionnaire.reminded', context)}</p>}
            {done ? <ClassNote id="questionnaire.done" context={context} /> : (
              <form className="class-form" noValidate onSubmit={(e) => void submit(e)}>
                <p className="class-row__meta">{text('questionnaire.remaining', context, { count: q.remainingTimes })}</p>
                {q.questions.map((question) => {
                  const invalid = checked && problems.missing.includes(question.id);
                  const errorId = `q-${q.id}-${question.id}-error`;
                  const label = `${textOf(question.title, context)}${question.required ? ' *' : ''}`;
                  return (
                    <fieldset key={question.id} aria-invalid={invalid || undefined} aria-describedby={invalid ? errorId : undefined}>
                      <legend>{label}</legend>
                      {question.kind === 'rating' && [1, 2, 3, 4, 5].map((n) => (
                        <label key={n}>
                          <input type="radio" name={`${q.id}-${question.id}`} checked={draft[question.id] === n} onChange={() => setDraft({ ...draft, [question.id]: n })} />
                          {text('questionnaire.rating', context, { n })}
                        </label>
                      ))}
                      {question.kind === 'choice' && (question.options ?? []).map((option, i) => (
                        <label key={i}>
                          <input type="radio" name={`${q.id}-${question.id}`} checked={draft[question.id] === i} onChange={() => setDraft({ ...draft, [question.id]: i })} />
                          {textOf(option, context)}
                        </label>
                      ))}
                      {question.kind === 'text' && (
                        <textarea aria-label={textOf(question.title, context)} maxLength={500} rows={3} value={String(draft[question.id] ?? '')} onChange={(e) => setDraft({ ...draft, [question.id]: e.target.value })} />
                      )}
                      {invalid && <p id={errorId} className="class-form__error">{text('questionnaire.required', context)}</p>}
                    </fieldset>
                  );
                })}
                <label>
                  {text('questionnaire.name', context)}
                  <input type="text" maxLength={60} value={name} onChange={(e) => setName(e.target.value)} />
                </label>
                <label>
                  {text('questionnaire.phone', context)}
                  <input type="tel" inputMode="numeric" maxLength={11} value={phone} aria-invalid={(checked && problems.phone) || undefined}
                    onChange={(e) => setPhone(e.target.value.replace(/\s/g, ''))} />
                </label>
                {checked && problems.phone && <p className="class-form__error">{text('questionnaire.phoneInvalid', context)}</p>}
                <div><button type="submit" className="class-button" disabled={busy} aria-busy={busy}>{text('questionnaire.submit', context)}</button></div>
              </form>
            )}
            {status && <p role={status.kind === 'ok' ? 'status' : 'alert'} className={`class-status${status.kind === 'error' ? ' class-status--error' : ''}`}>{status.message}</p>}
          </>
        );
      }}
    </ClassPanel>
  );
}
