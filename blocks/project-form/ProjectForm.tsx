import { useId, useState, type FormEvent } from 'react';
import { ApiError, sendJson } from '../../renderer/api';
import type { BlockComponentProps } from '../../renderer/block-definition';
import { text } from '../_shared/messages';
import { loginHref } from '../_shared/page-context';
import type { ProjectFormProps } from './schema';
import './project-form.css';

/** A "new project" link, or the form that starts one and then opens the project list. */
export default function ProjectForm({ props, context }: BlockComponentProps<ProjectFormProps>) {
  const titleId = useId();
  const [title, setTitle] = useState('');
  const [summary, setSummary] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const listPath = `/portal/${context.schoolId}/o3-school/more`;
  if (props.mode === 'link') {
    return <p className="project-form project-form--link"><a className="project-form__button" href={`/portal/${context.schoolId}/o3-school/new-project`}>{text('project.new', context)}</a></p>;
  }
  if (!context.user) return <p className="project-form"><a href={loginHref(context)}>{text('project.login', context)}</a></p>;
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) return setProblem(text('project.titleRequired', context));
    setBusy(true);
    setProblem('');
    try {
      await sendJson('POST', `/api/o3service/o3/projects?schoolId=${encodeURIComponent(context.schoolId)}`, { title: title.trim(), summary: summary.trim() });
      if (context.navigate) context.navigate(listPath);
      else window.location.assign(listPath);
    } catch (error) {
      setProblem(text(error instanceof ApiError && error.status === 403 ? 'project.forbidden' : 'project.failed', context));
      setBusy(false);
    }
  }
  return (
    <form className="project-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={titleId}>
      <h1 id={titleId}>{text('project.new', context)}</h1>
      <label>{text('project.title', context)}<input value={title} maxLength={80} required onChange={(e) => setTitle(e.target.value)} aria-invalid={problem ? true : undefined} /></label>
      <label>{text('project.summary', context)}<textarea value={summary} maxLength={500} rows={4} onChange={(e) => setSummary(e.target.value)} /></label>
      <button type="submit" className="project-form__button" disabled={busy} aria-busy={busy}>{text('project.create', context)}</button>
      {problem && <p role="alert">{problem}</p>}
    </form>
  );
}
