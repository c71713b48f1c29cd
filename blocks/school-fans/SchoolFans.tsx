import { useId, useState } from 'react';
import type { BlockComponentProps } from '../../renderer/block-definition';
import { localize } from '../../renderer/context';
import { text } from '../_shared/messages';
import { FollowButton } from '../_shared/people/FollowButton';
import { PersonList, type Person } from '../_shared/people/PersonList';
import type { FanPage, SchoolFansProps } from './schema';
import './school-fans.css';

/** The school's fans with the count and the visitor's own follow button. */
export default function SchoolFans({ props, data, context }: BlockComponentProps<SchoolFansProps, FanPage>) {
  const headingId = useId();
  const [mine, setMine] = useState<{ following: boolean; fanCount: number; me?: Person } | null>(null);
  const title = localize(props.title, context);
  if (data.status === 'loading' || data.status === 'idle') return <section className="school-fans" aria-busy="true"><p>{text('common.loading', context)}</p></section>;
  if (data.status === 'error' || !data.value) return <p className="school-fans" role="alert">{text('common.loadFailed', context)}</p>;
  const page = data.value;
  const following = mine?.following ?? page.following;
  const total = mine?.fanCount ?? page.total;
  const me = context.user ? { id: context.user.id, displayName: context.user.displayName, avatarUrl: null } : null;
  // The visitor appears in (or leaves) the list at once, before any reload.
  const people = page.list.filter((p) => p.id !== me?.id);
  if (following && me) people.unshift(page.list.find((p) => p.id === me.id) ?? me);
  return (
    <section className="school-fans" aria-labelledby={headingId}>
      <header className="school-fans__head">
        <h2 id={headingId}>{title || text('fans.title', context)}</h2>
        <span className="school-fans__count" role="status">{text('fans.count', context, { count: total })}</span>
        <FollowButton path={`/api/personal-center/v1/school-follow?schoolId=${encodeURIComponent(context.schoolId)}`} following={following}
          onChange={(answer) => setMine(answer)} context={context} name={title || text('fans.thisSchool', context)} />
      </header>
      <PersonList people={people} context={context} label={title || text('fans.title', context)} />
    </section>
  );
}
