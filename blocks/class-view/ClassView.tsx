import { useState } from 'react';
import { ApiError } from '../../renderer/api';
import type { BlockComponentProps } from '../../renderer/block-definition';
import { ENROLLMENT } from '../../schemas/enums';
import { textOf } from '../_shared/cards/Card';
import { formatDateTime } from '../_shared/format';
import { text } from '../_shared/messages';
import { EnrolButton } from './EnrolButton';
import type { ClassInfo, ClassViewProps } from './schema';
import './class-view.css';

/** The class of the route: name, dates, teacher, seats, schedule and the enrol / leave action. */
export default function ClassView({ props, data, context }: BlockComponentProps<ClassViewProps, ClassInfo | null>) {
  // The server's enrolment until the visitor changes it here; the seat count follows.
  const [override, setOverride] = useState<{ id: string; enrollment: number } | null>(null);
  if (data.status === 'loading') return <article className="class-view class-view--placeholder" aria-busy="true" />;
  if (data.status === 'error') {
    const missing = data.error instanceof ApiError && data.error.status === 404;
    return <p className="class-view class-view__state" role="alert">{text(missing ? 'class.notFound' : 'common.loadFailed', context)}</p>;
  }
  const info = data.value;
  if (!info) return <p className="class-view class-view__state">{text('class.missing', context)}</p>;
  const enrollment = override?.id === info.id ? override.enrollment : info.enrollment;
  const enrolled = info.enrolledCount + (enrollment - info.enrollment);
  const full = info.capacity != null && enrolled >= info.capacity;
  // Start and end as <time> elements, so machines (and the screenshot checks) can tell them apart from the text.
  const bounds = [info.startsAt, info.endsAt].filter((at): at is string => Boolean(at) && Boolean(formatDateTime(at, context.locale)));
  const dates = bounds.length > 0 && bounds.flatMap((at, i) => [...(i > 0 ? [' – '] : []), <time key={at + i} dateTime={at}>{formatDateTime(at, context.locale)}</time>]);
  return (
    <article className="class-view">
      <h1 className="class-view__name">{textOf(info.name, context)}</h1>
      <dl className="class-view__facts">
        {dates && (<><dt>{text('class.dates', context)}</dt><dd>{dates}</dd></>)}
        {info.teacherName && (<><dt>{text('class.teacher', context)}</dt><dd>{info.teacherName}</dd></>)}
      </dl>
      {info.capacity != null && <p className="class-view__seats">{text('class.seats', context, { count: enrolled, capacity: info.capacity })}</p>}
      {enrollment === ENROLLMENT.enrolled && <p className="class-view__badge">{text('card.enrolled', context)}</p>}
      <EnrolButton classId={info.id} enrollment={enrollment} full={full} onChange={(e) => setOverride({ id: info.id, enrollment: e })} context={context} />
      {props.showSchedule && (
        <section className="class-view__schedule">
          <h2>{text('class.schedule', context)}</h2>
          {info.schedule?.length ? (
            <ol>
              {info.schedule.map((session, i) => (
                <li key={i}>
                  <span className="class-view__session">{textOf(session.title, context)}</span>{' '}
                  <time dateTime={session.startsAt}>{formatDateTime(session.startsAt, context.locale)}</time>
                </li>
              ))}
            </ol>
          ) : (
            <p>{text('class.noSchedule', context)}</p>
          )}
        </section>
      )}
    </article>
  );
}
