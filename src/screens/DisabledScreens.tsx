import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StatusMessage } from '../ui/StatusMessage';
import { usePageTitle } from '../ui/usePageTitle';

/** Which disabled state a page explains (spec §2: /disable, /disableLogin, /disableNetwork, /disableOrder). */
export type DisabledKind = 'school' | 'login' | 'network' | 'order';

/** A disabled-state page: what is switched off and what the user can do. */
export function DisabledScreen({ kind }: { kind: DisabledKind }) {
  const { t } = useTranslation();
  usePageTitle(t(`account.disabled.${kind}Title`));
  return (
    <StatusMessage role="alert" title={t(`account.disabled.${kind}Title`)}>
      <p>{t(`account.disabled.${kind}Body`)}</p>
      <Link to="/">{t('forbidden.home')}</Link>
    </StatusMessage>
  );
}
