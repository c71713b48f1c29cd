import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { resolveLocalized } from '../../../schemas/localized-text';
import { isLanguage } from '../../../schemas/languages';
import type { OAuthConsentRequest } from '../../../schemas/oauth-scopes';
import { postJson } from '../../api/identity';
import { FormMessages } from '../../ui/FormMessages';
import { apiErrorText } from '../../../renderer/api-errors/api-error-text';
import { leaveForApplication } from './leave';
import './consent.css';

/**
 * The consent screen: which application asks, the school that registered it, exactly what it will
 * receive, and who is signed in (with a way to switch account). Allow or Deny answers this one request
 * (its ticket); the server says where the browser goes next, always the application's own address.
 */
export function ConsentCard({ request, switchAccountPath }: { request: OAuthConsentRequest; switchAccountPath: string }) {
  const { t, i18n } = useTranslation();
  const [answering, setAnswering] = useState<'allow' | 'deny' | null>(null);
  const [error, setError] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const listId = useId();
  const { application, user } = request;
  const language = isLanguage(i18n.language) ? i18n.language : 'zh_CN';
  const school = application.school ? resolveLocalized(application.school.name, language, language) : '';
  const app = application.name;
  const asksMore = request.allowed.length > 0;

  // Screen readers start at the question, not at the top of an unknown page.
  useEffect(() => heading.current?.focus(), []);

  async function answer(decision: 'allow' | 'deny') {
    setAnswering(decision);
    setError('');
    try {
      const { redirect } = await postJson<{ redirect: string }>('/api/auth/v1/oauth/consent', { ticket: request.ticket, decision });
      leaveForApplication(redirect);
    } catch (e) {
      setError(apiErrorText(e, t, 'sso.failed'));
    }
  }

  const done = answering !== null && !error;
  return (
    <main className="consent" aria-labelledby={headingId}>
      <div className="consent__card">
        <header className="consent__head">
          <span className="consent__mark" aria-hidden="true">{app.slice(0, 1).toUpperCase()}</span>
          <h1 id={headingId} ref={heading} tabIndex={-1}>{t('sso.consent.title', { app })}</h1>
          <p className="consent__by">{school ? t('sso.consent.registeredBy', { school }) : t('sso.consent.registeredByPortal')}</p>
        </header>
        <section className="consent__what" aria-labelledby={listId}>
          <h2 id={listId}>{t(asksMore ? 'sso.consent.receivesMore' : 'sso.consent.receives', { app })}</h2>
          <ul className="consent__scopes">
            {request.scopes.map((scope) => (
              <li key={scope}>
                <span>{t(`sso.consent.scope.${scope}`)}</span>
                {asksMore && !request.allowed.includes(scope) && <span className="consent__new">{t('sso.consent.new')}</span>}
              </li>
            ))}
          </ul>
        </section>
        <div className="consent__who">
          <span className="consent__avatar" aria-hidden="true">
            {user.avatarUrl ? <img src={user.avatarUrl} alt="" /> : user.displayName.slice(0, 1)}
          </span>
          <p>
            {t('sso.consent.signedInAs', { name: user.displayName })}
            <br />
            <Link to={switchAccountPath}>{t('sso.consent.switchAccount')}</Link>
          </p>
        </div>
        <p className="consent__note">{t('sso.consent.note', { app })}</p>
        <FormMessages error={error} notice={done ? t('sso.consent.returning', { app }) : undefined} />
        <div className="consent__actions">
          <button type="button" className="button button--secondary" onClick={() => void answer('deny')} disabled={done} aria-busy={answering === 'deny' && done}>
            {t('sso.consent.deny')}
          </button>
          <button type="button" className="button" onClick={() => void answer('allow')} disabled={done} aria-busy={answering === 'allow' && done}>
            {t('sso.consent.allow')}
          </button>
        </div>
      </div>
    </main>
  );
}
