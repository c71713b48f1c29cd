import type { RenderContext } from '../../../renderer/context';
import { formatDateTime } from '../format';
import { text } from '../messages';
import './person-list.css';

/** A member as lists show them: name and picture, never contact details. */
export interface Person {
  id: string;
  displayName: string;
  avatarUrl: string | null;
  since?: string;
  visitedAt?: string;
}

/** Members in a list, each with an initial when they have no picture; `hrefOf` links each one. */
export function PersonList({ people, context, hrefOf, label }: { people: Person[]; context: RenderContext; hrefOf?: (p: Person) => string; label: string }) {
  if (people.length === 0) return <p className="person-list__empty">{text('common.empty', context)}</p>;
  return (
    <ul className="person-list" aria-label={label}>
      {people.map((p) => {
        const name = p.displayName || text('people.member', context);
        const when = p.visitedAt ?? p.since;
        return (
          <li key={p.id} className="person-list__item">
            {p.avatarUrl ? <img src={p.avatarUrl} alt="" width={40} height={40} /> : <span className="person-list__initial" aria-hidden="true">{name.slice(0, 1)}</span>}
            <span className="person-list__name">{hrefOf ? <a href={hrefOf(p)}>{name}</a> : name}</span>
            {when && <time className="person-list__when" dateTime={when}>{formatDateTime(when, context.locale)}</time>}
          </li>
        );
      })}
    </ul>
  );
}
