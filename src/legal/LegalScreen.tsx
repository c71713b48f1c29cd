import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../ui/usePageTitle';
import { LEGAL_DOCUMENTS, helpDocumentOf, withLanguageParam, type LegalDocument } from './legal-documents';
import './legal.css';

/** One legal or help document: title, intro, its sections, and links to the others (all with sxz-lang). */
function LegalPage({ doc }: { doc: LegalDocument }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const title = t(`legal.${doc}.title`);
  usePageTitle(title);
  const lang = (path: string) => withLanguageParam(path, i18n.language);
  const o3 = doc === 'cookiePolicy' && params.get('schoolType') === 'o3';
  return (
    <main className="legal-page">
      <nav className="legal-page__nav" aria-label={t('legal.nav')}>
        <Link to={lang('/privacy')}>{t('legal.privacy.title')}</Link>
        <Link to={lang('/commonUsage/cookiePolicy.htm')}>{t('legal.cookiePolicy.title')}</Link>
        <Link to={lang('/helpCenter/helpPage.htm')}>{t('legal.helpCenter.title')}</Link>
      </nav>
      <article>
        <h1>{title}</h1>
        <p>{t(`legal.${doc}.intro`)}</p>
        {LEGAL_DOCUMENTS[doc].map((section) => (
          <section key={section}>
            <h2>{t(`legal.${doc}.${section}Title`)}</h2>
            <p>{t(`legal.${doc}.${section}Body`)}</p>
          </section>
        ))}
        {o3 && <p className="legal-page__note">{t('legal.cookiePolicy.o3Note')}</p>}
        {doc === 'helpCenter' && (
          <ul className="legal-page__guides">
            <li><Link to={lang('/helpCenter/helpPage.htm?type=1')}>{t('legal.helpCenter.studentLink')}</Link></li>
            <li><Link to={lang('/helpCenter/helpPage.htm?type=2')}>{t('legal.helpCenter.adminLink')}</Link></li>
          </ul>
        )}
      </article>
    </main>
  );
}

/** `/privacy`. */
export const PrivacyScreen = () => <LegalPage doc="privacy" />;

/** `/commonUsage/cookiePolicy.htm` (`schoolType=o3` adds the note on the cookie settings of project schools). */
export const CookiePolicyScreen = () => <LegalPage doc="cookiePolicy" />;

/** `/helpCenter/helpPage.htm`: the help center, or with `type=1` the student guide and `type=2` the administrator guide. */
export function HelpScreen() {
  const [params] = useSearchParams();
  return <LegalPage doc={helpDocumentOf(params.get('type'))} />;
}
