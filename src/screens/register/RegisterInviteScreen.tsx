import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { Language } from '../../../schemas/languages';
import { resolveLocalized, type LocalizedText } from '../../../schemas/localized-text';
import { getJson, sendJson } from '../../api/client';
import { apiErrorText } from '../../../renderer/api-errors/api-error-text';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { StatusMessage } from '../../ui/StatusMessage';
import { usePageTitle } from '../../ui/usePageTitle';
import { FormMessages } from '../../ui/FormMessages';

/** The code of an invitation as pasted: the whole link or the code alone. */
function codeOf(text: string): string {
  const trimmed = text.trim();
  try {
    return new URL(trimmed).searchParams.get('code') ?? trimmed;
  } catch {
    return trimmed;
  }
}

function PasteInvitation() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim()) navigate(`/register/invite?code=${encodeURIComponent(codeOf(text))}`);
  }
  return (
    <form className="login-card" onSubmit={submit}>
      <h1>{t('register.inviteTitle')}</h1>
      <label className="field">
        <span>{t('register.invitePaste')}</span>
        <input name="invitation" value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <button type="submit" className="button">{t('register.inviteOpen')}</button>
    </form>
  );
}

function Invitation({ code }: { code: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useCurrentUser();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const invitation = useQuery({
    queryKey: ['register', 'invitation', code],
    queryFn: () => getJson<{ schoolId: string; name: LocalizedText }>(`/api/school/schools/open/invitation?code=${encodeURIComponent(code)}`),
    retry: false,
  });
  if (invitation.isPending || user.isPending) return <StatusMessage>{t('app.loading')}</StatusMessage>;
  if (invitation.isError) return <StatusMessage role="alert" title={t('register.inviteTitle')}><p>{apiErrorText(invitation.error, t, 'account.errors.failed')}</p></StatusMessage>;
  const here = encodeURIComponent(location.pathname + location.search);
  const name = resolveLocalized(invitation.data.name, i18n.language as Language);
  return (
    <div className="login-card">
      <h1>{t('register.inviteTitle')}</h1>
      <p>{t('register.inviteBody', { school: name })}</p>
      {user.data ? (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            setError('');
            sendJson<{ schoolId: string }>('POST', '/api/school/schools/open/invitation/accept', { code })
              .then(({ schoolId }) => navigate(`/portal/${schoolId}/home`, { replace: true }))
              .catch((e: unknown) => {
                setError(apiErrorText(e, t, 'account.errors.failed'));
                setBusy(false);
              });
          }}
        >
          {t('register.inviteJoin')}
        </button>
      ) : (
        <p>
          <Link to={`/login/index?redirect=${here}`}>{t('register.inviteLogin')}</Link> · <Link to={`/register/index?redirect=${here}`}>{t('register.inviteRegister')}</Link>
        </p>
      )}
      <FormMessages error={error} />
    </div>
  );
}

/** `/register/invite?code=`: join a school with an invitation (log in or register first); without a code, paste one. */
export function RegisterInviteScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const code = search.get('code');
  usePageTitle(t('register.inviteTitle'));
  return code ? <Invitation code={code} /> : <PasteInvitation />;
}
