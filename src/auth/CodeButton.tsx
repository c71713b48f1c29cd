import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** "Get code", then a countdown until another code may be asked for. */
export function CodeButton({ onSend, disabled }: { onSend: () => Promise<number | null>; disabled?: boolean }) {
  const { t } = useTranslation();
  const [wait, setWait] = useState(0);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={disabled || busy || wait > 0}
      onClick={() => {
        setBusy(true);
        void onSend()
          .then((resendIn) => setWait(resendIn ?? 0))
          .finally(() => setBusy(false));
      }}
    >
      {wait > 0 ? t('login.codeResendIn', { seconds: wait }) : t('login.codeSend')}
    </button>
  );
}
