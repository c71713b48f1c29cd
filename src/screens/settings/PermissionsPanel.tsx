import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../renderer/api-errors/api-error-text';
import { getJson, sendJson } from '../../api/client';

interface Grant {
  userId: string;
  operationCode: string;
  account: string;
  realName: string;
}

const OPERATION = 'TRAINING_CENTER';

/** The school's operation grants: administrators give members TRAINING_CENTER by account, or take it back. */
export function PermissionsPanel({ schoolId }: { schoolId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const path = `/api/acl/v1/operation/grants?schoolId=${encodeURIComponent(schoolId)}`;
  const key = ['platform', 'grants', schoolId];
  const grants = useQuery({ queryKey: key, queryFn: () => getJson<Grant[]>(path), retry: false });
  const [account, setAccount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = async (method: 'PUT' | 'DELETE', body: Record<string, string>) => {
    setBusy(true);
    setError(null);
    try {
      await sendJson(method, path, { ...body, operationCode: OPERATION });
      if (method === 'PUT') setAccount('');
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (e) {
      setError(apiErrorText(e, t, 'platform.permissions.failed'));
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (account.trim()) void change('PUT', { account: account.trim() });
  };

  return (
    <section aria-labelledby="permissions-title" className="settings-key">
      <h2 id="permissions-title">{t('platform.permissions.title')}</h2>
      <p>{t('platform.permissions.intro', { code: OPERATION })}</p>
      {grants.isPending && <p role="status">{t('platform.settings.loading')}</p>}
      {grants.isError && <p role="alert">{apiErrorText(grants.error, t, 'platform.permissions.failed')}</p>}
      {grants.data && grants.data.length === 0 && <p>{t('platform.permissions.empty')}</p>}
      {grants.data && grants.data.length > 0 && (
        <ul>
          {grants.data.map((g) => (
            <li key={`${g.userId}-${g.operationCode}`}>
              {g.realName ? `${g.account} (${g.realName})` : g.account} · {g.operationCode}{' '}
              <button type="button" disabled={busy} aria-label={t('platform.permissions.removeLabel', { code: g.operationCode, account: g.account })}
                onClick={() => void change('DELETE', { userId: g.userId })}>{t('platform.permissions.remove')}</button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="settings-key__actions">
        <label htmlFor="grant-account">{t('platform.permissions.account')}</label>
        <input id="grant-account" value={account} maxLength={254} autoComplete="off" onChange={(e) => setAccount(e.target.value)} />
        <button type="submit" disabled={busy || !account.trim()}>{t('platform.permissions.grant', { code: OPERATION })}</button>
      </form>
      {error && <p className="settings-key__error" role="alert">{error}</p>}
    </section>
  );
}
