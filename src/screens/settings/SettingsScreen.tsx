import { useQuery, useQueryClient } from '@tanstack/react-query';
import Ajv, { type ValidateFunction } from 'ajv';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { apiErrorText } from '../../../renderer/api-errors/api-error-text';
import type { ConfigKeyView } from '../../../schemas/platform-config';
import { ApiError, getJson, send, sendJson } from '../../api/client';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { StatusMessage } from '../../ui/StatusMessage';
import { usePageTitle } from '../../ui/usePageTitle';
import '../../platform/platform.css';
import { PermissionsPanel } from './PermissionsPanel';

const json = (value: unknown) => JSON.stringify(value, null, 2);
const ajv = new Ajv({ allErrors: true, strict: false });
const validators = new Map<string, ValidateFunction>();

/** The key's own schema (as the server lists it) checks a value before it is sent; the server checks it again. */
function fitsSchema(item: ConfigKeyView, value: unknown): boolean {
  let validate = validators.get(item.name);
  if (!validate) {
    validate = ajv.compile(item.schema as object);
    validators.set(item.name, validate);
  }
  return validate(value);
}

/** Edits one key: its value as JSON, saved with PUT (refused values show the key's message) or reset to the default. */
function KeyEditor({ item, schoolId, onChanged }: { item: ConfigKeyView; schoolId?: string; onChanged: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => json(item.value));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const query = schoolId ? `?schoolId=${schoolId}` : '';
  const path = `/api/platform/v1/config/${item.name}${query}`;
  const inputId = `setting-${item.scope}-${item.name}`;

  const run = async (action: () => Promise<{ value: unknown }>) => {
    setBusy(true);
    setError(null);
    setSaved(false);
    try {
      const answer = await action();
      setText(json(answer.value));
      setSaved(true);
      onChanged();
    } catch (e) {
      setError(e instanceof ApiError && e.key === 'config.invalid_value' ? item.message : apiErrorText(e, t, 'platform.settings.saveFailed'));
    } finally {
      setBusy(false);
    }
  };
  const save = () => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      setSaved(false);
      setError(t('platform.settings.invalidJson'));
      return;
    }
    if (!fitsSchema(item, value)) {
      setSaved(false);
      setError(item.message);
      return;
    }
    void run(() => sendJson<{ value: unknown }>('PUT', path, { value }));
  };

  return (
    <section className="settings-key" aria-labelledby={`${inputId}-name`} data-key={item.name}>
      <h3 id={`${inputId}-name`}>{item.name}</h3>
      <p>{item.description}</p>
      <p className="settings-key__meta">
        {t('platform.settings.defaultIs', { value: JSON.stringify(item.default) })} · {t('platform.settings.cache', { ms: item.cacheMs })}
        {item.stored ? '' : ` · ${t('platform.settings.usingDefault')}`}
      </p>
      <label htmlFor={inputId}>{t('platform.settings.value', { name: item.name })}</label>
      <textarea id={inputId} value={text} spellCheck={false} aria-invalid={error ? true : undefined} aria-describedby={error ? `${inputId}-error` : undefined}
        onChange={(e) => { setText(e.target.value); setSaved(false); }} rows={Math.min(10, text.split('\n').length + 1)} />
      <div className="settings-key__actions">
        <button type="button" disabled={busy} onClick={save}>{t('platform.settings.save')}</button>
        <button type="button" disabled={busy || !item.stored} onClick={() => void run(() => send<{ value: unknown }>('DELETE', path))}>{t('platform.settings.reset')}</button>
        {saved && <p className="settings-key__saved" role="status">{t('platform.settings.saved')}</p>}
      </div>
      {error && <p id={`${inputId}-error`} className="settings-key__error" role="alert">{error}</p>}
    </section>
  );
}

function KeyList({ title, keys, schoolId, onChanged }: { title: string; keys: ConfigKeyView[]; schoolId?: string; onChanged: () => void }) {
  const { t } = useTranslation();
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      {keys.length === 0 ? <p>{t('platform.settings.empty')}</p> : keys.map((k) => <KeyEditor key={k.name} item={k} schoolId={schoolId} onChanged={onChanged} />)}
    </section>
  );
}

/**
 * `/settings/{schoolId}`: every configuration key with its description, edited as JSON. Administrators
 * of the school see the school's keys; platform operators also see the platform's keys.
 */
export function SettingsScreen() {
  const { schoolId = '' } = useParams();
  const { t } = useTranslation();
  const location = useLocation();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  usePageTitle(t('platform.settings.title'));
  const loggedIn = Boolean(user.data);
  const operator = useQuery({ queryKey: ['platform', 'operator'], queryFn: () => getJson<{ operator: boolean }>('/api/platform/v1/operator'), enabled: loggedIn, retry: false });
  const school = useQuery({
    queryKey: ['platform', 'config', 'school', schoolId],
    queryFn: () => getJson<ConfigKeyView[]>(`/api/platform/v1/config?scope=school&schoolId=${encodeURIComponent(schoolId)}`),
    enabled: loggedIn,
    retry: false,
  });
  const isOperator = operator.data?.operator === true;
  const platform = useQuery({
    queryKey: ['platform', 'config', 'platform'],
    queryFn: () => getJson<ConfigKeyView[]>('/api/platform/v1/config?scope=platform'),
    enabled: isOperator,
    retry: false,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['platform'] });

  if (user.isPending) return <StatusMessage>{t('platform.settings.loading')}</StatusMessage>;
  if (!user.data) return <Navigate to={`/login/index?redirect=${encodeURIComponent(location.pathname)}`} replace />;
  if (operator.isPending || school.isPending || (isOperator && platform.isPending)) return <StatusMessage>{t('platform.settings.loading')}</StatusMessage>;
  const schoolDenied = school.error instanceof ApiError && [403, 404, 400].includes(school.error.status);
  if (schoolDenied && !isOperator) return <Navigate to="/403" replace />;
  if ((school.isError && !schoolDenied) || platform.isError) {
    return <StatusMessage role="alert" title={t('platform.settings.loadFailed')}><p>{apiErrorText(school.error ?? platform.error, t, 'platform.settings.loadFailed')}</p></StatusMessage>;
  }
  return (
    <main className="settings-screen">
      <h1>{t('platform.settings.title')}</h1>
      <p>{t('platform.settings.intro')}</p>
      {school.data && <KeyList title={t('platform.settings.schoolKeys')} keys={school.data} schoolId={schoolId} onChanged={refresh} />}
      {school.data && <PermissionsPanel schoolId={schoolId} />}
      {isOperator && platform.data && <KeyList title={t('platform.settings.platformKeys')} keys={platform.data} onChanged={refresh} />}
    </main>
  );
}
