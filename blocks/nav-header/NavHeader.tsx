import type { BlockComponentProps } from '../../renderer/block-definition';
import type { RenderContext } from '../../renderer/context';
import { isLanguage, type Language } from '../../schemas/languages';
import { textOf } from '../_shared/cards/Card';
import { LANGUAGE_NAMES } from '../../schemas/languages';
import { text } from '../_shared/messages';
import { currentPath, hidesHeaderAndFooter, hrefWith, loginHref } from '../_shared/page-context';
import type { NavHeaderData } from './data';
import { Disclosure } from './Disclosure';
import { NavMenu } from './NavMenu';
import type { NavHeaderProps } from './schema';
import './nav-header.css';

function LanguageSelect({ languages, context }: { languages: Language[]; context: RenderContext }) {
  const choices = languages.includes(context.locale) ? languages : [context.locale, ...languages];
  return (
    <select
      className="nav-header__language"
      aria-label={text('nav.language', context)}
      value={context.locale}
      onChange={(event) => {
        const lang = event.target.value;
        if (isLanguage(lang)) context.navigate?.(hrefWith(currentPath(context), context.query, { 'sxz-lang': lang }));
      }}
    >
      {choices.map((lang) => (
        <option key={lang} value={lang} lang={lang.replace('_', '-')}>
          {LANGUAGE_NAMES[lang]}
        </option>
      ))}
    </select>
  );
}

function Account({ context }: { context: RenderContext }) {
  if (!context.user) return <a className="nav-header__login" href={loginHref(context)}>{text('nav.login', context)}</a>;
  return (
    <Disclosure className="nav-account" label={context.user.displayName}>
      <li>
        {/* /logout follows the school's login method, then brings the person back here (spec §4). */}
        <a href={`/logout?${new URLSearchParams({ schoolId: context.schoolId, redirect: currentPath(context) })}`}>{text('nav.logout', context)}</a>
      </li>
    </Disclosure>
  );
}

/** The top bar: logo, navigation, language switch and account. Logo and menu come from the school; the rest draws at once. */
export default function NavHeader({ props, data, context }: BlockComponentProps<NavHeaderProps, NavHeaderData>) {
  if (hidesHeaderAndFooter(context)) return null;
  const value = data.status === 'success' ? data.value : undefined;
  const home = `/portal/${context.schoolId}/home`;
  const name = value ? textOf(value.logo.name, context) : '';
  return (
    <header className="nav-header" aria-busy={data.status === 'loading'}>
      {props.showLogo && (
        <a className="nav-header__logo" href={home}>
          {value?.logo.logoUrl ? <img src={value.logo.logoUrl} alt={name || text('nav.home', context)} /> : name || text('nav.home', context)}
        </a>
      )}
      {props.showNavigation && value && value.items.length > 0 && <NavMenu items={value.items} context={context} />}
      <span className="nav-header__spacer" />
      {props.showLanguageSwitch && <LanguageSelect languages={value?.languages ?? [context.locale]} context={context} />}
      {props.showAccount && <Account context={context} />}
    </header>
  );
}
