import type { RenderContext } from '../../../renderer/context';
import { localize } from '../../../renderer/context';
import { ACTIVITY_STATUS, ENROLLMENT, ZONE } from '../../../schemas/enums';
import { compactCount, formatDuration } from '../format';
import { text, type MessageId } from '../messages';
import { backgroundImage } from '../schema-parts';
import type { CardTypeSpec, ResourceItem } from './types';

const STATUS: Record<number, MessageId> = {
  [ACTIVITY_STATUS.unstarted]: 'card.unstarted',
  [ACTIVITY_STATUS.ongoing]: 'card.ongoing',
  [ACTIVITY_STATUS.ended]: 'card.ended',
};

/** Localized text or a plain string, in the page's language. */
export function textOf(value: ResourceItem['title'] | undefined, ctx: RenderContext): string {
  return typeof value === 'string' ? value : localize(value, ctx);
}

/** One resource card: cover with badges, title, and the facts its type shows. */
export function Card({ item, spec, context }: { item: ResourceItem; spec: CardTypeSpec; context: RenderContext }) {
  const { shows } = spec;
  const title = textOf(item.title, context);
  const href = spec.itemHref?.(item, context.schoolId);
  const status = shows.activity && item.activityStatus ? STATUS[item.activityStatus] : undefined;
  const count = (n: number | undefined) => compactCount(n ?? 0, context.locale);
  const meta = [
    shows.learners && text('card.learners', context, { count: count(item.enrolledCount) }),
    shows.views && text('card.views', context, { count: count(item.viewCount) }),
    shows.teacher && item.teacherName && text('card.teacher', context, { name: item.teacherName }),
  ].filter(Boolean);
  return (
    <li className="card">
      <div className="card__cover" style={backgroundImage(item.coverUrl)}>
        <span className="card__badges">
          {item.zone === ZONE.vip && <span className="card__badge card__badge--vip">{text('card.vip', context)}</span>}
          {item.zone === ZONE.free && <span className="card__badge card__badge--free">{text('card.free', context)}</span>}
          {status && <span className={`card__badge card__badge--status-${item.activityStatus}`}>{text(status, context)}</span>}
          {shows.enrollment && item.enrollment === ENROLLMENT.enrolled && (
            <span className="card__badge card__badge--enrolled">{text('card.enrolled', context)}</span>
          )}
        </span>
        {shows.duration && item.durationSeconds != null && (
          <span className="card__duration" aria-label={text('card.duration', context, { time: formatDuration(item.durationSeconds) })}>
            {formatDuration(item.durationSeconds)}
          </span>
        )}
      </div>
      <h3 className="card__title">{href ? <a href={href}>{title}</a> : title}</h3>
      <p className="card__meta">{meta.join(' · ')}</p>
    </li>
  );
}

/** A card-sized grey block shown while the list loads, so nothing moves when the cards arrive. */
export function CardPlaceholder() {
  return (
    <li className="card card--placeholder" aria-hidden="true">
      <div className="card__cover" />
      <div className="card__title card__line" />
      <div className="card__meta card__line card__line--short" />
    </li>
  );
}
