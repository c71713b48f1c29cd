import type { RenderContext } from '../../renderer/context';
import { textOf } from '../_shared/cards/Card';
import { safeHref } from '../../schemas/safe-url';
import { text } from '../_shared/messages';
import type { NavItem } from './data';
import { Disclosure } from './Disclosure';

/** Where a navigation entry leads: its own URL (when it passes the link rule), else its portal page. */
export function navHref(item: NavItem, schoolId: string): string | undefined {
  if (item.url) return safeHref(item.url);
  return item.pageId ? `/portal/${schoolId}/home?pageId=${encodeURIComponent(item.pageId)}` : undefined;
}

function Entry({ item, context }: { item: NavItem; context: RenderContext }) {
  const name = textOf(item.name, context);
  const href = navHref(item, context.schoolId);
  const link = href ? <a className="nav-menu__link" href={href}>{name}</a> : <span className="nav-menu__link">{name}</span>;
  if (!item.children?.length) return <li className="nav-menu__item">{link}</li>;
  return (
    <li className="nav-menu__item nav-menu__item--parent">
      {href && link}
      <Disclosure className="nav-submenu" label={href ? '▾' : name} buttonLabel={href ? text('nav.submenu', context, { name }) : undefined}>
        {item.children.map((child) => (
          <Entry key={child.id} item={child} context={context} />
        ))}
      </Disclosure>
    </li>
  );
}

/** The school's navigation as a list of links; entries with children open a submenu. */
export function NavMenu({ items, context }: { items: NavItem[]; context: RenderContext }) {
  return (
    <nav className="nav-menu" aria-label={text('nav.menu', context)}>
      <ul className="nav-menu__list">
        {items.map((item) => (
          <Entry key={item.id} item={item} context={context} />
        ))}
      </ul>
    </nav>
  );
}
