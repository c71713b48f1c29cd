import type { BlockComponentProps } from '../../renderer/block-definition';
import { localize } from '../../renderer/context';
import { text } from '../_shared/messages';
import type { FooterProps } from './schema';
import './footer.css';

/** A link with the page language as `sxz-lang`, as the spec asks of every footer link. */
export function withLanguage(url: string, locale: string): string {
  const [path = '', hash] = url.split('#');
  const joined = `${path}${path.includes('?') ? '&' : '?'}sxz-lang=${encodeURIComponent(locale)}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}

/** The footer: a list of links and the copyright line. */
export default function Footer({ props, context }: BlockComponentProps<FooterProps>) {
  const links = props.links.filter((link) => link.url && localize(link.label, context));
  const copyright = localize(props.copyright, context);
  return (
    <footer className="page-footer">
      {links.length > 0 && (
        <nav aria-label={text('footer.links', context)}>
          <ul className="page-footer__links">
            {links.map((link, i) => (
              <li key={i}>
                <a href={withLanguage(link.url, context.locale)}>{localize(link.label, context)}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {copyright && <p className="page-footer__copyright">{copyright}</p>}
    </footer>
  );
}
