import type { BlockComponentProps } from '../../renderer/block-definition';
import { localize } from '../../renderer/context';
import { ApiError } from '../../renderer/api';
import { formatDateTime } from '../_shared/format';
import { text, type MessageId } from '../_shared/messages';
import { loginHref } from '../_shared/page-context';
import type { SchoolProfileData, SchoolProfileProps } from './schema';
import './school-profile.css';

/** Where a visitor goes on from a school: its project-school home, fans and more (sub-schools), orders, community. */
function linksOf(profile: SchoolProfileData['profile']): [string, MessageId][] {
  const links: [string, MessageId][] = [];
  if (profile.schoolType === 'o3') links.push([`/portal/${profile.id}/o3-school`, 'profile.projectHome']);
  if (profile.parent) {
    const base = `/portal/${profile.parent.id}/sub-school/${profile.id}`;
    links.push([`${base}/home`, 'profile.homeLink'], [`${base}/fans`, 'profile.fansLink'], [`${base}/more`, 'profile.moreLink']);
    links.push([`/order/${profile.parent.id}/sub-school/${profile.id}`, 'profile.ordersLink']);
  } else {
    links.push([`/portal/${profile.id}/home`, 'profile.homeLink'], [`/order/${profile.id}`, 'profile.ordersLink']);
  }
  links.push([`/community/${profile.id}`, 'profile.communityLink']);
  return links;
}

/** The school of the page: who it is, how big, which unions, and where the visitor stands. */
export default function SchoolProfile({ props, data, context }: BlockComponentProps<SchoolProfileProps, SchoolProfileData>) {
  if (data.status === 'loading' || data.status === 'idle') return <section className="school-profile school-profile--placeholder" aria-busy="true" aria-label={text('common.loading', context)} />;
  if (data.status === 'error' || !data.value) {
    const missing = data.error instanceof ApiError && data.error.status === 404;
    return <p className="school-profile__state" role="alert">{text(missing ? 'profile.notFound' : 'common.loadFailed', context)}</p>;
  }
  const { profile, member } = data.value;
  const name = localize(profile.name, context);
  const description = localize(profile.description, context);
  return (
    <section className="school-profile" aria-labelledby={`sp-${profile.id}`}>
      <header className="school-profile__head">
        <img className="school-profile__logo" src={profile.logoUrl} alt="" width={72} height={72} />
        <div>
          <h1 id={`sp-${profile.id}`} className="school-profile__name">{name}</h1>
          <p className="school-profile__kind">
            {text(`profile.type.${profile.schoolType}` as MessageId, context)}
            {profile.parent && <> · {text('profile.branchOf', context, { name: localize(profile.parent.name, context) })}</>}
          </p>
        </div>
      </header>
      {description && <p className="school-profile__description">{description}</p>}
      <dl className="school-profile__facts">
        <div><dt>{text('profile.members', context)}</dt><dd>{profile.memberCount}</dd></div>
        <div>
          <dt>{text('profile.subSchools', context)}</dt>
          <dd>{profile.subSchoolCount > 0 ? <a href={`/portal/${profile.id}/sub-school`}>{profile.subSchoolCount}</a> : 0}</dd>
        </div>
        <div><dt>{text('profile.access', context)}</dt><dd>{text(profile.openSchool === '1' ? 'profile.open' : 'profile.closed', context)}</dd></div>
        {profile.validUntil && <div><dt>{text('profile.validUntil', context)}</dt><dd>{formatDateTime(profile.validUntil, context.locale)}</dd></div>}
      </dl>
      <nav className="school-profile__links" aria-label={text('profile.links', context)}>
        {linksOf(profile).map(([href, label]) => <a key={href} href={href}>{text(label, context)}</a>)}
      </nav>
      {props.showUnions && (
        <section className="school-profile__unions">
          <h2>{text('profile.unions', context)}</h2>
          {profile.unions.length === 0 ? (
            <p>{text('profile.noUnion', context)}</p>
          ) : (
            <ul>
              {profile.unions.map((u) => (
                <li key={u.id}>
                  <strong>{localize(u.name, context)}</strong>
                  {u.leader && <span className="school-profile__badge">{text('profile.unionLeader', context)}</span>}
                  <span className="school-profile__union-members">
                    {u.members.map((m) => localize(m.name, context)).join(' · ')}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {props.showMembership && (
        <p className="school-profile__membership" role="status">
          {!context.user ? (
            <a href={loginHref(context)}>{text('profile.loginToJoin', context)}</a>
          ) : member.member ? (
            <>
              {text('profile.youAreMember', context)}
              {member.schoolUnionLeader === '1' && <span className="school-profile__badge">{text('profile.youLeadUnion', context)}</span>}
            </>
          ) : (
            text('profile.notMember', context)
          )}
          {!member.valid && <span className="school-profile__expired">{text('profile.expired', context)}</span>}
        </p>
      )}
    </section>
  );
}
