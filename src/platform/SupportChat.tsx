import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getJson, send } from '../api/client';
import { readStoredCode, refreshInterval, storeCode } from './chat-code';
import './platform.css';

/** GET /api/platform/v1/support-chat: on for logged-in members of a trusted school. */
type ChatConfig =
  | { enabled: false; reason: string }
  | { enabled: true; host: string; internal: boolean; hotlineId: string; codeExpirationTime: number };

interface IssuedCode {
  code: string;
  issuedAt: string;
}

const CODE_PATH = '/api/platform/v1/support-chat/code';

/** A fresh code: the stored one when younger than 600 s, else a new one (a stale stored code is revoked first). */
async function currentCode(schoolId: string, renew: boolean): Promise<string> {
  const { fresh, stale } = readStoredCode(localStorage, schoolId);
  if (fresh && !renew) return fresh.code;
  if (stale) await send('DELETE', CODE_PATH).catch(() => undefined);
  const issued = await send<IssuedCode>('POST', `${CODE_PATH}?schoolId=${encodeURIComponent(schoolId)}`);
  storeCode(localStorage, { code: issued.code, schoolId, issuedAt: Date.parse(issued.issuedAt) });
  return issued.code;
}

/** The chat address: the configured host with the hotline, the member's code and the UI language. */
function chatUrl(host: string, hotlineId: string, code: string, language: string): string {
  const url = new URL(host);
  url.searchParams.set('hotlineId', hotlineId);
  url.searchParams.set('code', code);
  url.searchParams.set('lang', language);
  return url.toString();
}

/**
 * The support chat of design pages (spec §3, §5): a button that opens the configured chat host in a
 * frame. Shown only when the server says the chat is on for this school and user; the auth code is
 * renewed every codeExpirationTime ms (540000 by default) and handed to the open frame.
 */
export function SupportChat({ schoolId }: { schoolId: string }) {
  const { t, i18n } = useTranslation();
  const config = useQuery({
    queryKey: ['platform', 'support-chat', schoolId],
    queryFn: () => getJson<ChatConfig>(`/api/platform/v1/support-chat?schoolId=${encodeURIComponent(schoolId)}`),
    staleTime: 300_000,
    retry: false,
  });
  const [open, setOpen] = useState(false);
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const chat = config.data?.enabled ? config.data : null;

  const start = useCallback(async () => {
    if (!chat) return;
    setFailed(false);
    try {
      setSrc(chatUrl(chat.host, chat.hotlineId, await currentCode(schoolId, false), i18n.language));
    } catch {
      setFailed(true);
    }
  }, [chat, schoolId, i18n.language]);

  // While the chat is open, a new code reaches the frame every codeExpirationTime ms.
  useEffect(() => {
    if (!open || !chat) return;
    const timer = setInterval(() => {
      void currentCode(schoolId, true).then(
        (code) => document.querySelector<HTMLIFrameElement>('iframe.support-chat__frame')?.contentWindow?.postMessage({ type: 'portal:chat-code', code }, new URL(chat.host).origin),
        () => undefined,
      );
    }, refreshInterval(chat.codeExpirationTime));
    return () => clearInterval(timer);
  }, [open, chat, schoolId]);

  if (!chat) return null;
  return (
    <div className="support-chat">
      {open && (
        <section className="support-chat__panel" aria-label={t('platform.supportChat.title')}>
          <header className="support-chat__header">
            <h2>{t('platform.supportChat.title')}</h2>
            <button type="button" onClick={() => setOpen(false)}>{t('platform.supportChat.close')}</button>
          </header>
          {failed && <p role="alert">{t('platform.supportChat.failed')}</p>}
          {!failed && !src && <p role="status">{t('platform.supportChat.loading')}</p>}
          {src && <iframe className="support-chat__frame" title={t('platform.supportChat.title')} src={src} />}
        </section>
      )}
      <button
        type="button"
        className="support-chat__toggle"
        aria-expanded={open}
        onClick={() => {
          const next = !open;
          setOpen(next);
          if (next) void start();
        }}
      >
        {t('platform.supportChat.open')}
      </button>
    </div>
  );
}
