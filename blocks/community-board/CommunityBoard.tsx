import { useState } from 'react';
import { ApiError, sendJson } from '../../renderer/api';
import type { BlockComponentProps } from '../../renderer/block-definition';
import { localize, type RenderContext } from '../../renderer/context';
import { ACTIVITY_STATUS, ENROLLMENT } from '../../schemas/enums';
import { formatDateTime } from '../_shared/format';
import { text, type MessageId } from '../_shared/messages';
import { loginHref } from '../_shared/page-context';
import type { Activity, Community, CommunityBoardProps } from './schema';
import './community-board.css';

const STATUS: Record<number, MessageId> = { [ACTIVITY_STATUS.unstarted]: 'card.unstarted', [ACTIVITY_STATUS.ongoing]: 'card.ongoing', [ACTIVITY_STATUS.ended]: 'card.ended' };

/** Each community with its sections, subscriber count and subscribe button, and its activities to enrol in. */
export default function CommunityBoard({ props, data, context }: BlockComponentProps<CommunityBoardProps, Community[]>) {
  if (data.status === 'loading' || data.status === 'idle') return <section className="community-board" aria-busy="true"><p>{text('common.loading', context)}</p></section>;
  if (data.status === 'error' || !data.value) {
    const missing = data.error instanceof ApiError && data.error.status === 404;
    return <p className="community-board" role="alert">{text(missing ? 'community.notFound' : 'common.loadFailed', context)}</p>;
  }
  if (data.value.length === 0) return <p className="community-board">{text('community.none', context)}</p>;
  return (
    <div className="community-board">
      {data.value.map((c) => <CommunityCard key={c.id} community={c} showActivities={props.showActivities} context={context} />)}
    </div>
  );
}

function CommunityCard({ community, showActivities, context }: { community: Community; showActivities: boolean; context: RenderContext }) {
  const [sub, setSub] = useState({ subscribed: community.subscribed, subscriberCount: community.subscriberCount });
  const [section, setSection] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const name = localize(community.name, context);
  const path = `/api/km/v1/communities/${community.id}/subscribe?schoolId=${encodeURIComponent(context.schoolId)}`;
  async function toggle() {
    setFailed(false);
    try {
      setSub(await sendJson(sub.subscribed ? 'DELETE' : 'POST', path));
    } catch {
      setFailed(true);
    }
  }
  const activities = community.activities.filter((a) => !section || a.sectionId === section);
  return (
    <section className="community-board__card" aria-labelledby={`community-${community.id}`}>
      <header className="community-board__head">
        <h2 id={`community-${community.id}`}>{name}</h2>
        <span role="status">{text('community.subscribers', context, { count: sub.subscriberCount })}</span>
        {context.user
          ? <button type="button" aria-pressed={sub.subscribed} aria-label={text(sub.subscribed ? 'community.unsubscribeName' : 'community.subscribeName', context, { name })} onClick={() => void toggle()}>{text(sub.subscribed ? 'community.unsubscribe' : 'community.subscribe', context)}</button>
          : <a href={loginHref(context)}>{text('community.loginToJoin', context)}</a>}
        {failed && <span role="alert">{text('community.failed', context)}</span>}
      </header>
      {localize(community.description, context) && <p>{localize(community.description, context)}</p>}
      {community.sections.length > 0 && (
        <div className="community-board__sections" role="group" aria-label={text('community.sections', context)}>
          <button type="button" aria-pressed={section === null} onClick={() => setSection(null)}>{text('community.allSections', context)}</button>
          {community.sections.map((s) => (
            <button key={s.id} type="button" aria-pressed={section === s.id} onClick={() => setSection(s.id)}>{localize(s.name, context)}</button>
          ))}
        </div>
      )}
      {showActivities && (
        activities.length === 0 ? <p>{text('community.noActivities', context)}</p> : (
          <ul className="community-board__activities" aria-label={text('community.activities', context)}>
            {activities.map((a) => <ActivityRow key={a.id} activity={a} context={context} />)}
          </ul>
        )
      )}
    </section>
  );
}

function ActivityRow({ activity, context }: { activity: Activity; context: RenderContext }) {
  const [state, setState] = useState({ enrollment: activity.enrollment, enrolledCount: activity.enrolledCount });
  const [problem, setProblem] = useState<MessageId | null>(null);
  const title = localize(activity.title, context);
  const enrolled = state.enrollment === ENROLLMENT.enrolled;
  const ended = activity.activityStatus === ACTIVITY_STATUS.ended;
  const full = activity.capacity !== null && state.enrolledCount >= activity.capacity && !enrolled;
  async function toggle() {
    setProblem(null);
    try {
      const answer = await sendJson<{ enrollment: number; enrolledCount: number }>('PUT',
        `/api/km/v1/communities/post/activity/enrollment/${activity.id}?schoolId=${encodeURIComponent(context.schoolId)}`,
        { enrollment: enrolled ? ENROLLMENT.unenrolled : ENROLLMENT.enrolled });
      setState(answer);
    } catch (error) {
      const key = error instanceof ApiError ? error.key : '';
      setProblem(key === 'community.activity_full' ? 'community.full' : key === 'community.activity_ended' ? 'community.ended' : 'community.failed');
    }
  }
  return (
    <li className="community-board__activity">
      <span className="community-board__status">{text(STATUS[activity.activityStatus] ?? 'card.unstarted', context)}</span>
      <span className="community-board__title">{title}</span>
      <time dateTime={activity.startsAt}>{formatDateTime(activity.startsAt, context.locale)}</time>
      <span>{activity.capacity !== null ? text('community.seats', context, { count: state.enrolledCount, capacity: activity.capacity }) : text('community.enrolled', context, { count: state.enrolledCount })}</span>
      {!ended && (context.user
        ? <button type="button" disabled={full} aria-pressed={enrolled} aria-label={text(enrolled ? 'community.leaveName' : 'community.enrolName', context, { name: title })} onClick={() => void toggle()}>{text(enrolled ? 'community.leave' : 'community.enrol', context)}</button>
        : <a href={loginHref(context)}>{text('community.loginToJoin', context)}</a>)}
      {problem && <span role="alert">{text(problem, context)}</span>}
    </li>
  );
}
