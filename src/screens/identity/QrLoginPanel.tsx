import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { qrCall } from '../../api/identity';
import { currentUserKey } from '../../auth/useCurrentUser';
import { QrCode } from '../../ui/QrCode';
import { apiErrorText } from '../../../renderer/api-errors/api-error-text';
import { FormMessages } from '../../ui/FormMessages';

const OPEN = '/api/auth/rest/v1/open/qrcode.login';
/** How often the desktop asks whether the phone has answered. */
export const QR_POLL_MS = 1500;

type QrState = 'waiting' | 'scanned' | 'confirmed' | 'done' | 'cancelled' | 'expired';
interface QrCode {
  qrId: string;
  expiresIn: number;
  confirmPath: string;
}

/**
 * The desktop side of QR login: shows a code (the link a logged-in phone opens), polls its status,
 * collects the session once the phone confirms, and shows a new code when the old one expires.
 */
export function QrLoginPanel({ schoolId, target }: { schoolId: string | null; target: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [code, setCode] = useState<QrCode | null>(null);
  const [status, setStatus] = useState<QrState>('waiting');
  const [error, setError] = useState('');

  const newCode = useCallback(() => {
    qrCall<QrCode>(`${OPEN}/session${schoolId ? `?schoolId=${schoolId}` : ''}`)
      .then((created) => {
        setError('');
        setCode(created);
        setStatus('waiting');
      })
      .catch((e: unknown) => setError(apiErrorText(e, t, 'qrLogin.failed')));
  }, [schoolId, t]);

  useEffect(newCode, [newCode]);

  useEffect(() => {
    if (!code || status === 'cancelled' || status === 'done') return;
    let stopped = false;
    const timer = setInterval(() => {
      qrCall<{ status: QrState }>(`${OPEN}/status?qrId=${encodeURIComponent(code.qrId)}`)
        .then(async (answer) => {
          if (stopped) return;
          if (answer.status === 'expired') {
            newCode(); // the code expired: show a fresh one at once
            return;
          }
          setStatus(answer.status);
          if (answer.status === 'confirmed') {
            stopped = true;
            clearInterval(timer);
            try {
              await qrCall(`${OPEN}/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ qrId: code.qrId }) });
            } catch (e) {
              setError(apiErrorText(e, t, 'qrLogin.failed'));
              return;
            }
            setStatus('done');
            // Leave the login page first: it sends a logged-in user to / as soon as it sees one.
            navigate(target, { replace: true });
            await queryClient.invalidateQueries({ queryKey: currentUserKey });
          }
        })
        .catch((e: unknown) => {
          if (!stopped) setError(apiErrorText(e, t, 'qrLogin.failed'));
        });
    }, QR_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [code, navigate, newCode, queryClient, status, t, target]);

  const link = code && typeof window !== 'undefined' ? `${window.location.origin}${code.confirmPath}` : '';
  return (
    <section className="qr-login" aria-label={t('qrLogin.title')} data-qr-id={code?.qrId}>
      <p>{t('qrLogin.scanHint')}</p>
      {code && link && (
        <>
          <QrCode text={link} label={t('qrLogin.imageLabel')} />
          <p className="qr-login__link">
            <a href={link}>{link}</a>
          </p>
        </>
      )}
      <p role="status">{t(`qrLogin.status.${status}`)}</p>
      <FormMessages error={error} />
      {(status === 'cancelled' || error) && (
        <button type="button" className="button button--plain" onClick={newCode}>
          {t('qrLogin.refresh')}
        </button>
      )}
    </section>
  );
}
