import { useId, useState, type FormEvent } from 'react';
import { ApiError, sendJson } from '../../renderer/api';
import type { RenderContext } from '../../renderer/context';
import { textOf } from '../_shared/cards/Card';
import { formatDateTime } from '../_shared/format';
import { text, type MessageId } from '../_shared/messages';
import type { SpaceItem, SpaceSettings, StudyItem } from './schema';

const BASE = '/api/personal-center/v1';

/** Dynamics or works, newest first; the owner writes new ones here. */
export function ItemsTab({ kind, items, self, context }: { kind: 'dynamic' | 'work'; items: SpaceItem[]; self: boolean; context: RenderContext }) {
  const [added, setAdded] = useState<SpaceItem[]>([]);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const bodyId = useId();
  async function post(event: FormEvent) {
    event.preventDefault();
    if (!body.trim()) return setProblem(text('space.bodyRequired', context));
    setBusy(true);
    setProblem('');
    try {
      const item = await sendJson<SpaceItem>('POST', `${BASE}/items?schoolId=${encodeURIComponent(context.schoolId)}`, { kind, body: body.trim(), ...(kind === 'work' ? { title: title.trim() } : {}) });
      setAdded((list) => [item, ...list]);
      setTitle('');
      setBody('');
    } catch (error) {
      setProblem(text(error instanceof ApiError && error.key === 'space.members_only' ? 'space.membersOnly' : 'space.postFailed', context));
    } finally {
      setBusy(false);
    }
  }
  const all = [...added, ...items];
  return (
    <div className="space-items">
      {self && (
        <form className="space-items__form" onSubmit={(e) => void post(e)} noValidate>
          {kind === 'work' && (
            <label>{text('space.workTitle', context)}<input value={title} maxLength={100} onChange={(e) => setTitle(e.target.value)} /></label>
          )}
          <label htmlFor={bodyId}>{text(kind === 'work' ? 'space.workBody' : 'space.dynamicBody', context)}</label>
          <textarea id={bodyId} value={body} maxLength={2000} rows={3} onChange={(e) => setBody(e.target.value)} aria-invalid={problem ? true : undefined} />
          <button type="submit" disabled={busy} aria-busy={busy}>{text(kind === 'work' ? 'space.postWork' : 'space.postDynamic', context)}</button>
          {problem && <p role="alert">{problem}</p>}
        </form>
      )}
      {all.length === 0 ? (
        <p className="space-items__empty">{text('common.empty', context)}</p>
      ) : (
        <ol className="space-items__list">
          {all.map((item) => (
            <li key={item.id}>
              {item.title && <h3>{item.title}</h3>}
              <p>{item.body}</p>
              <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, context.locale)}</time>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

const TYPE_MESSAGE: Record<number, MessageId> = { 1: 'space.type.course', 2: 'space.type.exam', 5: 'space.type.class' };

/** Courses, exams and classes with a progress bar each. */
export function StudyTab({ items, context }: { items: StudyItem[]; context: RenderContext }) {
  if (items.length === 0) return <p className="space-items__empty">{text('space.noStudy', context)}</p>;
  return (
    <ul className="space-study">
      {items.map((item) => {
        const name = textOf(item.title, context);
        return (
          <li key={item.id}>
            <span className="space-study__type">{text(TYPE_MESSAGE[item.type] ?? 'space.type.course', context)}</span>
            <span className="space-study__name">{name}</span>
            <progress max={100} value={item.progress} aria-label={text('space.progressOf', context, { name })} />
            <span>{item.progress}%</span>
          </li>
        );
      })}
    </ul>
  );
}

const SWITCHES: { key: keyof SpaceSettings; label: MessageId }[] = [
  { key: 'showDynamics', label: 'space.setting.showDynamics' },
  { key: 'showWorks', label: 'space.setting.showWorks' },
  { key: 'showLearning', label: 'space.setting.showLearning' },
  { key: 'showFans', label: 'space.setting.showFans' },
  { key: 'showFollows', label: 'space.setting.showFollows' },
  { key: 'showVisitors', label: 'space.setting.showVisitors' },
];

/** Who may see what: six switches, saved together. */
export function SettingsTab({ settings, context }: { settings: SpaceSettings; context: RenderContext }) {
  const [value, setValue] = useState(settings);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  async function save(event: FormEvent) {
    event.preventDefault();
    setState('saving');
    try {
      setValue(await sendJson<SpaceSettings>('PUT', `${BASE}/settings?schoolId=${encodeURIComponent(context.schoolId)}`, value));
      setState('saved');
    } catch {
      setState('failed');
    }
  }
  return (
    <form className="space-settings" onSubmit={(e) => void save(e)}>
      <fieldset>
        <legend>{text('space.settingsLegend', context)}</legend>
        {SWITCHES.map(({ key, label }) => (
          <label key={key}>
            <input type="checkbox" checked={value[key]} onChange={(e) => { setValue({ ...value, [key]: e.target.checked }); setState('idle'); }} />
            {text(label, context)}
          </label>
        ))}
      </fieldset>
      <button type="submit" disabled={state === 'saving'} aria-busy={state === 'saving'}>{text('space.save', context)}</button>
      {state === 'saved' && <p role="status">{text('space.saved', context)}</p>}
      {state === 'failed' && <p role="alert">{text('space.saveFailed', context)}</p>}
    </form>
  );
}
