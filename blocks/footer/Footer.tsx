import type { BlockComponentProps } from '../../renderer/block-definition';
import { localize, type RenderContext } from '../../renderer/context';
import { safeHref } from '../../schemas/safe-url';
import { text } from '../_shared/messages';
import { hidesHeaderAndFooter } from '../_shared/page-context';
import { fixedLinks, footerContact, footerModifiers, footerTemplate, type FooterData } from './footer-data';
import type { FooterProps } from './schema';
import './footer.css';

/** A link with the page language as `sxz-lang`, as the spec asks of every footer link. */
export function withLanguage(url: string, locale: string): string {
  const [path = '', hash] = url.split('#');
  const joined = `${path}${path.includes('?') ? '&' : '?'}sxz-lang=${encodeURIComponent(locale)}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}

const send = (event: string, schoolId: string) => window.dispatchEvent(new CustomEvent(event, { detail: { schoolId } }));

/** The footer: fixed links, the school's template (navigations, QR codes, copyright), contact info. */
export default function Footer({ props, data, context }: BlockComponentProps<FooterProps, FooterData>) {
  if (hidesHeaderAndFooter(context)) return null;
  const value = data.value;
  const template = footerTemplate(value);
  const custom = template.templateType === 2;
  const links = props.links.filter((link) => link.url && localize(link.label, context));
  const copyright = localize(props.copyright, context);
  const contact = footerContact(value);
  const schoolType = props.schoolType ?? 'standard';
  const fixed = fixedLinks(value, schoolType);
  // Stored addresses pass the link rule again: a footer saved before the rule cannot carry javascript: or //evil.
  const lang = (url: string) => {
    const safe = safeHref(url);
    return safe && withLanguage(safe, context.locale);
  };
  const version = value?.VersionInformationSwitch === '1' ? template.copyright : undefined;
  const t = (id: Parameters<typeof text>[0], values?: Record<string, string>) => text(id, context, values);
  return (
    <footer className={['page-footer', `page-footer--template-${template.templateType}`, ...footerModifiers(context.path, context.mode)].join(' ')}>
      <nav aria-label={t('footer.links')}>
        <ul className="page-footer__links">
          <li><a href="#feedback" onClick={(e) => { e.preventDefault(); send('portal:open-feedback', context.schoolId); }}>{t('footer.feedback')}</a></li>
          <li><a href={lang(fixed.helpCenter)} target="_blank" rel="noopener">{t('footer.helpCenter')}</a></li>
          <li><a href={lang(fixed.studentGuide)} target="_blank" rel="noopener">{t('footer.studentGuide')}</a></li>
          <li><a href={lang(fixed.adminGuide)} target="_blank" rel="noopener">{t('footer.adminGuide')}</a></li>
          <li><a href={lang(fixed.privacy)}>{t('footer.privacy')}</a></li>
          <li><a href={lang(fixed.cookiePolicy)} target="_blank" rel="noopener">{t('footer.cookiePolicy')}</a></li>
          {schoolType === 'o3' && value?.overseas && (
            <li><button type="button" className="page-footer__button" onClick={() => send('portal:open-cookie-settings', context.schoolId)}>{t('footer.cookieSettings')}</button></li>
          )}
          {links.map((link, i) => (
            <li key={i}><a href={lang(link.url)}>{localize(link.label, context)}</a></li>
          ))}
        </ul>
      </nav>
      {custom && <CustomParts template={template} context={context} lang={lang} />}
      {contact && (
        <address className="page-footer__contact" aria-label={t('footer.contact')}>
          {contact.servicePhone && <span>{t('footer.phone', { value: contact.servicePhone })}</span>}
          {contact.serviceEmail && <span>{t('footer.email', { value: contact.serviceEmail })}</span>}
          {contact.serviceWeChat && <span>{t('footer.wechat', { value: contact.serviceWeChat })}</span>}
        </address>
      )}
      {value?.mobileSupportPhone && (
        <p className="page-footer__support-phone">
          <a href={`tel:${value.mobileSupportPhone.replace(/[^0-9+]/g, '')}`}>{t('footer.mobilePhone', { value: value.mobileSupportPhone })}</a>
        </p>
      )}
      {version && (
        <p className="page-footer__version" aria-label={t('footer.version')}>
          {[version.company, version.beian, version.registerSystemInfo, version.support].filter(Boolean).join(' · ')}
        </p>
      )}
      {copyright && <p className="page-footer__copyright">{copyright}</p>}
    </footer>
  );
}

type Template = ReturnType<typeof footerTemplate>;

/** A custom template's navigation groups and QR codes. */
function CustomParts({ template, context, lang }: { template: Template; context: RenderContext; lang: (url: string) => string | undefined }) {
  const english = context.locale !== 'zh_CN';
  return (
    <div className="page-footer__custom">
      {(template.footerNavigations ?? []).map((group, i) => (
        <section key={i} className="page-footer__group">
          <h2>{group.relateUrl ? <a href={lang(group.relateUrl)}>{group.showName}</a> : group.showName}</h2>
          <ul>
            {(group.children ?? []).map((child, j) => (
              <li key={j}>{child.relateUrl ? <a href={lang(child.relateUrl)}>{child.showName}</a> : child.showName}</li>
            ))}
          </ul>
        </section>
      ))}
      {(template.footerQrCodes ?? []).map((qr, i) => {
        // A code saved without a picture is left out: an empty src would make the browser fetch the page again.
        const picture = (english && qr.urlEn) || qr.url;
        return picture ? (
          <figure key={i} className="page-footer__qr">
            <picture>
              {qr.urlMobile && <source media="(max-width: 600px)" srcSet={qr.urlMobile} />}
              <img src={picture} alt={qr.showName ?? ''} width={100} />
            </picture>
            <figcaption>{qr.showName}{qr.explainMobile && <span className="page-footer__qr-hint"> {qr.explainMobile}</span>}</figcaption>
          </figure>
        ) : null;
      })}
    </div>
  );
}
