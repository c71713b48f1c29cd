import { useId, useState, type FormEvent } from 'react';
import type { BlockComponentProps } from '../../renderer/block-definition';
import { localize } from '../../renderer/context';
import { text } from '../_shared/messages';
import { currentPath, hrefWith } from '../_shared/page-context';
import type { ListedSchool, SchoolListProps, SchoolPage } from './schema';
import './school-list.css';

/** Schools as cards with a keyword search and previous / next pages kept in the URL. */
export default function SchoolList({ props, data, context }: BlockComponentProps<SchoolListProps, SchoolPage>) {
  const headingId = useId();
  const path = currentPath(context);
  const [keyword, setKeyword] = useState(context.query?.keyword ?? '');
  const title = localize(props.title, context) || (props.source === 'sub-schools' ? text('profile.subSchools', context) : '');
  const go = (changes: Record<string, string | number | null>) => {
    const href = hrefWith(path, context.query, changes);
    if (context.navigate) context.navigate(href);
    else window.location.assign(href);
  };
  function search(event: FormEvent) {
    event.preventDefault();
    go({ keyword: keyword.trim() || null, pageNumber: null });
  }
  const hrefOf = (school: ListedSchool) =>
    props.source === 'sub-schools' ? `/portal/${context.schoolId}/sub-school/${school.id}/home` : `/portal/${school.id}/home`;
  const page = data.value;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  return (
    <section className="school-list" aria-labelledby={title ? headingId : undefined}>
      {title && <h2 id={headingId} className="school-list__title">{title}</h2>}
      {props.showSearch && (
        <form className="school-list__search" role="search" onSubmit={search}>
          <input type="search" value={keyword} maxLength={100} onChange={(e) => setKeyword(e.target.value)} aria-label={text('schools.searchLabel', context)} placeholder={text('schools.searchLabel', context)} />
          <button type="submit">{text('schools.search', context)}</button>
        </form>
      )}
      {(data.status === 'loading' || data.status === 'idle') && <p aria-busy="true">{text('common.loading', context)}</p>}
      {data.status === 'error' && <p role="alert">{text('common.loadFailed', context)}</p>}
      {page && page.list.length === 0 && <p className="school-list__empty">{text(context.query?.keyword ? 'schools.noMatch' : 'schools.empty', context)}</p>}
      {page && page.list.length > 0 && (
        <ul className="school-list__grid">
          {page.list.map((school) => (
            <li key={school.id} className="school-list__card">
              {school.logoUrl && <img src={school.logoUrl} alt="" width={48} height={48} />}
              <div>
                <a className="school-list__name" href={hrefOf(school)}>{localize(school.name, context)}</a>
                {school.description && <p className="school-list__text">{localize(school.description, context)}</p>}
                {school.children && school.children.length > 0 && (
                  <ul className="school-list__children" aria-label={text('schools.subSchoolsOf', context, { name: localize(school.name, context) })}>
                    {school.children.map((child) => (
                      <li key={child.id}><a href={`/portal/${school.id}/sub-school/${child.id}/home`}>{localize(child.name, context)}</a></li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {page && pages > 1 && (
        <nav className="school-list__pages" aria-label={text('schools.pages', context)}>
          <button type="button" disabled={page.pageNumber <= 1} onClick={() => go({ pageNumber: page.pageNumber - 1 })}>{text('schools.previous', context)}</button>
          <span>{text('schools.pageOf', context, { page: page.pageNumber, pages })}</span>
          <button type="button" disabled={page.pageNumber >= pages} onClick={() => go({ pageNumber: page.pageNumber + 1 })}>{text('schools.next', context)}</button>
        </nav>
      )}
    </section>
  );
}
