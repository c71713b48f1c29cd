import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getJson } from '../../api/client';
import { QrLoginPanel } from './QrLoginPanel';

/** The school a login page is for: `schoolId`, else the school of the portal path in `redirect`. */
export function loginSchoolId(search: URLSearchParams): string | null {
  const direct = search.get('schoolId');
  if (direct && /^[1-9][0-9]{18}$/.test(direct)) return direct;
  return /^\/portal\/([1-9][0-9]{18})(?:[/?#]|$)/.exec(search.get('redirect') ?? '')?.[1] ?? null;
}

/** Under the password form: the school's enterprise sign-ins (when configured) and QR-code login. */
export function ExternalLogin({ search, target }: { search: URLSearchParams; target: string }) {
  const { t } = useTranslation();
  const schoolId = loginSchoolId(search);
  const [qr, setQr] = useState(false);
  const providers = useQuery({
    queryKey: ['sso-providers', schoolId],
    queryFn: () => getJson<{ kinds: string[] }>(`/api/auth/open/sso/providers?schoolId=${schoolId}`),
    enabled: schoolId !== null,
    retry: false,
  });
  // Without a `redirect` the server sends the person to the school's portal home.
  const redirect: Record<string, string> = search.has('redirect') ? { redirect: target } : {};
  const startUrl = (kind: string) => `/api/auth/open/sso/authorize?${new URLSearchParams({ schoolId: schoolId ?? '', kind, ...redirect })}`;
  const kinds = providers.data?.kinds ?? [];

  return (
    <div className="external-login">
      {kinds.length > 0 && <p className="external-login__title">{t('sso.otherMethods')}</p>}
      {kinds.includes('sso') && (
        <a className="button button--plain" href={startUrl('sso')}>
          {t('sso.enterpriseSso')}
        </a>
      )}
      {kinds.includes('oauth2') && (
        <a className="button button--plain" href={startUrl('oauth2')}>
          {t('sso.enterpriseOauth2')}
        </a>
      )}
      <button type="button" className="button button--plain" aria-expanded={qr} onClick={() => setQr(!qr)}>
        {t('qrLogin.title')}
      </button>
      {qr && <QrLoginPanel schoolId={schoolId} target={target} />}
    </div>
  );
}
