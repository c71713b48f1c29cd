import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import type { OAuthConsentRequest } from '../../../schemas/oauth-scopes';
import { ApiError, getJson } from '../../api/client';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { StatusMessage } from '../../ui/StatusMessage';
import { usePageTitle } from '../../ui/usePageTitle';
import { apiErrorText } from '../../../renderer/api-errors/api-error-text';
import { ConsentCard } from './ConsentCard';
import { leaveForApplication } from './leave';

type AuthorizeAnswer = { status: 'redirect'; redirect: string } | ({ status: 'consent' } & OAuthConsentRequest);

/** Where an error of the request goes back to the application (the server names it only once the redirect URI is the application's own). */
function applicationRedirect(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const detail = error.details.find((d): d is { redirect: string } => typeof (d as { redirect?: unknown } | null)?.redirect === 'string');
  return detail?.redirect ?? null;
}

/** Whether this page is drawn inside another page's frame, where a disguised Allow could be clicked for the member. */
function framed(): boolean {
  try {
    return window.top !== window.self;
  } catch {
    return true;
  }
}

/**
 * /oauth2/v1/authorize and /bigNet/v1/authorize: another application asks this portal to sign the
 * user in. A visitor logs in first. An application the member allowed before goes straight on; else
 * the consent screen asks (Allow or Deny). The browser only ever goes to the application's registered
 * redirect URI, which the server names; a request the server refuses shows why and goes nowhere.
 */
export function AuthorizeScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  const user = useCurrentUser();
  const [answer, setAnswer] = useState<AuthorizeAnswer | null>(null);
  const [error, setError] = useState('');
  const asked = useRef(false);
  const inFrame = framed();
  usePageTitle(answer?.status === 'consent' ? t('sso.consent.title', { app: answer.application.name }) : t('sso.authorizeTitle'));

  useEffect(() => {
    if (!user.data || asked.current || inFrame) return;
    asked.current = true;
    getJson<AuthorizeAnswer>(`/api/auth/v1/oauth/authorize${location.search}`)
      .then((next) => {
        setAnswer(next);
        if (next.status === 'redirect') leaveForApplication(next.redirect);
      })
      .catch((e: unknown) => {
        const back = applicationRedirect(e);
        if (back) leaveForApplication(back);
        else setError(apiErrorText(e, t, 'sso.failed'));
      });
  }, [inFrame, location.search, t, user.data]);

  if (inFrame) {
    return (
      <StatusMessage title={t('sso.authorizeFailed')} role="alert">
        <p>{t('sso.consent.framed')}</p>
      </StatusMessage>
    );
  }
  if (user.isPending) return <StatusMessage>{t('app.loading')}</StatusMessage>;
  if (!user.data) return <Navigate to={`/login/index?${new URLSearchParams({ redirect: location.pathname + location.search })}`} replace />;
  if (error) {
    return (
      <StatusMessage title={t('sso.authorizeFailed')} role="alert">
        <p>{error}</p>
      </StatusMessage>
    );
  }
  if (answer?.status === 'consent') return <ConsentCard request={answer} switchAccountPath={`/logout?${new URLSearchParams({ redirect: location.pathname + location.search })}`} />;
  return <StatusMessage>{t('sso.authorizeTitle')}</StatusMessage>;
}
