import { useState } from 'react';
import { fetchCaptcha, type Captcha } from './identity-api';

/** The image captcha a form may have to show: loaded when the server asks for it, answered once. */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [answer, setAnswer] = useState('');
  return {
    captcha,
    answer,
    setAnswer,
    /** Asks whether the account needs a captcha now and shows a fresh image if so (each image works once). */
    async refresh(account: string) {
      setAnswer('');
      setCaptcha(account ? await fetchCaptcha(account).catch(() => null) : null);
    },
    /** The form fields the answer travels in, when a captcha is shown. */
    fields(): Record<string, string> {
      return captcha ? { captchaId: captcha.captchaId, captcha: answer.trim() } : {};
    },
  };
}
