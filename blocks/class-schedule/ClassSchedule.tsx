import { safeHref } from '../../schemas/safe-url';
import { textOf } from '../_shared/cards/Card';
import { ClassNote, ClassPanel } from '../_shared/class/ClassPanel';
import type { ClassBlockComponentProps } from '../_shared/class/class-render';
import { formatDateTime } from '../_shared/format';
import { text } from '../_shared/messages';
import type { ScheduleData } from './render';

/** Sessions in order; the next one is marked and says so to screen readers too. */
export default function ClassSchedule({ data, context }: ClassBlockComponentProps<ScheduleData>) {
  return (
    <ClassPanel title={text('schedule.title', context)} data={data} context={context} className="class-schedule">
      {(loaded) => {
        const schedule = loaded?.value;
        if (!schedule || schedule.list.length === 0) return <ClassNote id="class.noSchedule" context={context} />;
        return (
          <ol>
            {schedule.list.map((s) => {
              const next = s.id === schedule.nextSessionId;
              const live = safeHref(s.liveUrl);
              return (
                <li key={s.id} className={`class-row${next ? ' class-row--next' : ''}`} aria-current={next ? 'true' : undefined}>
                  <div className="class-row__main">
                    <strong>{textOf(s.title, context)}</strong>{' '}
                    {next && <span className="class-tag class-tag--strong">{text('schedule.next', context)}</span>}{' '}
                    <span className="class-tag">{text(`schedule.status.${s.status}`, context)}</span>
                    <div className="class-row__meta">
                      <time dateTime={s.startsAt}>{formatDateTime(s.startsAt, context.locale)}</time> – <time dateTime={s.endsAt}>{formatDateTime(s.endsAt, context.locale)}</time>
                      {s.lecturerName && <> · {text('schedule.lecturer', context, { name: s.lecturerName })}</>}
                      {s.place && <> · {text('schedule.place', context, { place: s.place })}</>}
                    </div>
                  </div>
                  {live && s.status !== 'ended' && <a className="class-button class-button--quiet" href={live} target="_blank" rel="noopener noreferrer">{text('schedule.joinLive', context)}</a>}
                </li>
              );
            })}
          </ol>
        );
      }}
    </ClassPanel>
  );
}
