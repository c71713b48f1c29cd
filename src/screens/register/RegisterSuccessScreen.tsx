import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { isId } from '../../../schemas/ids';
import { send } from '../../api/client';
import { apiErrorText } from '../../../renderer/api-errors/api-error-text';
import { RequireLogin } from '../../auth/RequireLogin';
import { usePageTitle } from '../../ui/usePageTitle';
import { siteInfo } from '../../site/site-info';
import { FormMessages } from '../../ui/FormMessages';

function InviteLink({ schoolId }: { schoolId: string }) {
  const { t } = useTranslation();
  const [link, setLink] = useState('');
  const [error, setError] = useState('');
  return (
    <div className="invite-link">
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          setError('');
          send<{ path: string }>('POST', `/api/school/schools/${schoolId}/invitations`)
            .then(({ path }) => setLink(`${location.origin}${path}`))
            .catch((e: unknown) => setError(apiErrorText(e, t, 'account.errors.failed')));
        }}
      >
        {t('register.inviteCreate')}
      </button>
      {link && (
        <label className="field">
          <span>{t('register.inviteLink')}</span>
          <input readOnly value={link} onFocus={(e) => e.target.select()} />
        </label>
      )}
      <FormMessages error={error} />
    </div>
  );
}

/** `/register/success?schoolId=`: the new school is ready: open it, decorate it, invite members, read the guide. */
export function RegisterSuccessScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const schoolId = search.get('schoolId');
  usePageTitle(t('register.successTitle'));
  // The store router has no choice page: it starts again at creating the store.
  if (!isId(schoolId)) return <Navigate to={siteInfo().storeMode ? '/register/create' : '/register/select'} replace />;
  return (
    <RequireLogin>
      <div className="login-card">
        <h1>{t('register.successTitle')}</h1>
        <p>{t('register.successBody')}</p>
        <ul className="choice-list">
          <li>
            <Link className="choice-list__item" to={`/design/${schoolId}`}>{t('register.successDesign')}</Link>
          </li>
          <li>
            <Link className="choice-list__item" to={`/portal/${schoolId}/home`}>{t('register.successPortal')}</Link>
          </li>
          <li>
            <Link className="choice-list__item" to={`/register/guide?schoolId=${schoolId}`}>{t('register.successGuide')}</Link>
          </li>
        </ul>
        <InviteLink schoolId={schoolId} />
      </div>
    </RequireLogin>
  );
}
