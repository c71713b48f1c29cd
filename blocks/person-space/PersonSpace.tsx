import { useState } from 'react';
import { ApiError } from '../../renderer/api';
import type { BlockComponentProps } from '../../renderer/block-definition';
import type { RenderContext } from '../../renderer/context';
import { text, type MessageId } from '../_shared/messages';
import { loginHref } from '../_shared/page-context';
import { FollowButton } from '../_shared/people/FollowButton';
import { PersonList } from '../_shared/people/PersonList';
import { ApplicationsSection } from './applications';
import { PART_OF, SPACE_TABS, type SpaceTab } from './render';
import type { PersonSpaceProps, SpaceData, SpaceSummary } from './schema';
import { ItemsTab, SettingsTab, StudyTab } from './tabs';
import './person-space.css';

/** The tabs the viewer may open: the owner sees all (visitors and settings when shown), others what the owner allows. */
function tabsFor(summary: SpaceSummary, props: PersonSpaceProps): SpaceTab[] {
  return SPACE_TABS.filter((tab) => {
    const part = PART_OF[tab];
    if (part === 'settings') return summary.self && props.showOwnerTabs;
    if (part === 'visitors') return summary.self ? props.showOwnerTabs : summary.visible.visitors;
    return summary.visible[part];
  });
}

function tabHref(context: RenderContext, tab: SpaceTab, summary: SpaceSummary) {
  return `/personSpace/${context.schoolId}/${tab}${summary.self ? '' : `?userId=${summary.owner.id}`}`;
}

/** A member's space: who, how many fans and follows, a follow button, and the route's tab. */
export default function PersonSpace({ props, data, context }: BlockComponentProps<PersonSpaceProps, SpaceData>) {
  const [follow, setFollow] = useState<{ owner: string; following: boolean; fanCount: number } | null>(null);
  if (data.status === 'loading' || data.status === 'idle') return <section className="person-space" aria-busy="true"><p>{text('common.loading', context)}</p></section>;
  if (data.status === 'error' || !data.value) {
    const status = data.error instanceof ApiError ? data.error.status : 0;
    if (status === 401 || !context.user) return <p className="person-space person-space__state"><a href={loginHref(context)}>{text('space.login', context)}</a></p>;
    return <p className="person-space person-space__state" role="alert">{text(status === 404 ? 'space.notFound' : status === 403 ? 'space.closed' : 'common.loadFailed', context)}</p>;
  }
  const { summary, tab } = data.value;
  const mine = follow?.owner === summary.owner.id ? follow : null;
  const tabs = tabsFor(summary, props);
  const headingId = `space-${summary.owner.id}`;
  const ownerName = summary.owner.displayName || text('people.member', context);
  return (
    <section className="person-space" aria-labelledby={headingId}>
      <header className="person-space__head">
        <span className="person-space__avatar" aria-hidden="true">{summary.owner.avatarUrl ? <img src={summary.owner.avatarUrl} alt="" /> : ownerName.slice(0, 1)}</span>
        <div className="person-space__who">
          <h1 id={headingId}>{summary.self ? text('space.mine', context) : text('space.of', context, { name: ownerName })}</h1>
          <p>
            <span>{text('space.fans', context, { count: mine?.fanCount ?? summary.fanCount })}</span>
            {' · '}
            <span>{text('space.follows', context, { count: summary.followCount })}</span>
          </p>
        </div>
        {!summary.self && (
          <FollowButton path={`/api/personal-center/v1/follow?schoolId=${encodeURIComponent(context.schoolId)}&userId=${summary.owner.id}`}
            following={mine?.following ?? summary.following} name={ownerName} context={context}
            onChange={(answer) => setFollow({ owner: summary.owner.id, ...answer })} />
        )}
      </header>
      <nav className="person-space__tabs" aria-label={text('space.sections', context)}>
        {tabs.map((t) => (
          <a key={t} href={tabHref(context, t, summary)} aria-current={t === tab ? 'page' : undefined}
            onClick={(e) => { if (context.navigate) { e.preventDefault(); context.navigate(tabHref(context, t, summary)); } }}>
            {text(`space.tab.${t}` as MessageId, context)}
          </a>
        ))}
      </nav>
      <div className="person-space__body">
        <TabBody data={data.value} context={context} />
      </div>
    </section>
  );
}

function TabBody({ data, context }: { data: SpaceData; context: RenderContext }) {
  if (data.hidden) return <p className="person-space__hidden" role="status">{text('space.hidden', context)}</p>;
  const label = text(`space.tab.${data.tab}` as MessageId, context);
  if (data.items) return <ItemsTab key={data.tab} kind={data.tab === 'works' ? 'work' : 'dynamic'} items={data.items.list} self={data.summary.self} context={context} />;
  if (data.study) return <StudyTab items={data.study} context={context} />;
  if (data.settings) {
    return (
      <>
        <SettingsTab settings={data.settings} context={context} />
        <ApplicationsSection applications={data.applications ?? null} context={context} />
      </>
    );
  }
  if (data.people) {
    const other = (id: string) => `/personSpace/${context.schoolId}/dynamics?userId=${id}`;
    return <PersonList people={data.people.list} context={context} label={label} hrefOf={(p) => (p.id === context.user?.id ? `/personSpace/${context.schoolId}/dynamics` : other(p.id))} />;
  }
  return null;
}
