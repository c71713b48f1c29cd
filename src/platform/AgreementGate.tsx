import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { send, sendJson } from '../api/client';
import { useCurrentUser } from '../auth/useCurrentUser';
import './platform.css';

interface Comparison {
  needSign: boolean;
  current: { privacy: number; service: number };
  signed: { privacy: number; service: number };
}

const PATH = '/api/school/schools/compare-and-sign-lastest-agreement';
const KEY = ['platform', 'agreements'] as const;

/**
 * Asks a logged-in member to accept the current privacy and service agreements before going on
 * (compare-and-sign-lastest-agreement): shown when a newer version is current than the one they signed.
 */
export function AgreementGate() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const comparison = useQuery({
    queryKey: [...KEY, user.data?.user_id ?? null],
    queryFn: () => sendJson<Comparison>('POST', PATH, {}),
    enabled: Boolean(user.data),
    staleTime: 300_000,
    retry: false,
  });
  const needSign = comparison.data?.needSign === true && Boolean(user.data);
  useEffect(() => {
    if (needSign && dialog.current && !dialog.current.open) dialog.current.showModal?.();
  }, [needSign]);
  if (!needSign) return null;

  const accept = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const signed = await sendJson<Comparison>('POST', PATH, { sign: true });
      queryClient.setQueryData([...KEY, user.data?.user_id ?? null], signed);
      dialog.current?.close();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    // Escape does not dismiss it: going on needs an answer.
    <dialog ref={dialog} className="agreement-dialog" aria-labelledby="agreement-title" aria-describedby="agreement-body" onCancel={(e) => e.preventDefault()}>
      <h2 id="agreement-title">{t('platform.agreements.title')}</h2>
      <p id="agreement-body">{t('platform.agreements.body')}</p>
      <p><a href="/privacy" target="_blank" rel="noopener">{t('platform.agreements.privacy')}</a></p>
      {failed && <p role="alert">{t('platform.agreements.failed')}</p>}
      <div className="agreement-dialog__actions">
        <button type="button" disabled={busy} onClick={() => void accept()}>{t('platform.agreements.accept')}</button>
        <button type="button" disabled={busy} onClick={() => void send('DELETE', '/api/auth/open/logout').finally(() => window.location.assign('/login/index'))}>{t('platform.agreements.decline')}</button>
      </div>
    </dialog>
  );
}
