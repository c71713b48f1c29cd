import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { qrCall } from '../../api/identity';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { StatusMessage } from '../../ui/StatusMessage';
import { usePageTitle } from '../../ui/usePageTitle';
import { apiErrorText } from '../../../renderer/api-errors/api-error-text';
import { FormMessages } from '../../ui/FormMessages';

const PHONE = '/api/auth/rest/v1/qrcode.login';

function post(step: 'scan' | 'confirm' | 'cancel', qrId: string) {
  return qrCall<{ status: string }>(`${PHONE}/${step}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ qrId }) });
}

/** /qr-login/confirm: the logged-in phone that opened a desktop's QR code confirms (or cancels) that login. */
export function QrConfirmScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const location = useLocation();
  const user = useCurrentUser();
  const qrId = search.get('qrId') ?? '';
  const [outcome, setOutcome] = useState<'open' | 'confirmed' | 'cancelled'>('open');
  const [error, setError] = useState('');
  const scanned = useRef(false);
  usePageTitle(t('qrLogin.confirmTitle'));

  useEffect(() => {
    if (!user.data || !qrId || scanned.current) return;
    scanned.current = true;
    post('scan', qrId).catch((e: unknown) => setError(apiErrorText(e, t, 'qrLogin.failed')));
  }, [qrId, t, user.data]);

  if (user.isPending) return <StatusMessage>{t('app.loading')}</StatusMessage>;
  if (!user.data) return <Navigate to={`/login/index?${new URLSearchParams({ redirect: location.pathname + location.search })}`} replace />;

  async function answer(step: 'confirm' | 'cancel') {
    setError('');
    try {
      await post(step, qrId);
      setOutcome(step === 'confirm' ? 'confirmed' : 'cancelled');
    } catch (e) {
      setError(apiErrorText(e, t, 'qrLogin.failed'));
    }
  }

  return (
    <main className="login-card">
      <h1>{t('qrLogin.confirmTitle')}</h1>
      {outcome === 'open' ? (
        <>
          <p>{t('qrLogin.confirmIntro', { name: user.data.displayName })}</p>
          <FormMessages error={error} />
          <button type="button" className="button" onClick={() => void answer('confirm')} disabled={!!error}>
            {t('qrLogin.confirm')}
          </button>
          <button type="button" className="button button--plain" onClick={() => void answer('cancel')} disabled={!!error}>
            {t('qrLogin.cancel')}
          </button>
        </>
      ) : (
        <p role="status">{outcome === 'confirmed' ? t('qrLogin.confirmedDone') : t('qrLogin.cancelledDone')}</p>
      )}
    </main>
  );
}
