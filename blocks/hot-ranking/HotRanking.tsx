import type { BlockComponentProps } from '../../renderer/block-definition';
import { localize } from '../../renderer/context';
import { RESOURCE_TYPE } from '../../schemas/enums';
import { textOf } from '../_shared/cards/Card';
import { compactCount } from '../_shared/format';
import { text } from '../_shared/messages';
import type { HotBoard, HotRankingProps } from './schema';
import './hot-ranking.css';

/** A numbered list of the most viewed resources, with loading rows of the final height. */
export default function HotRanking({ id, props, data, context }: BlockComponentProps<HotRankingProps, HotBoard>) {
  const title = localize(props.title, context);
  const rows = (data.value?.list ?? []).slice(0, props.count);
  return (
    <section className="hot-ranking" aria-labelledby={title ? `${id}-heading` : undefined} aria-busy={data.status === 'loading'}>
      {title && <h2 id={`${id}-heading`} className="hot-ranking__title">{title}</h2>}
      {data.status === 'error' && <p role="alert">{text('common.loadFailed', context)}</p>}
      {data.status === 'success' && rows.length === 0 && <p>{text('common.empty', context)}</p>}
      <ol className="hot-ranking__list">
        {data.status === 'loading' &&
          Array.from({ length: props.count }, (_, i) => <li key={i} className="hot-ranking__row hot-ranking__row--placeholder" aria-hidden="true" />)}
        {rows.map(({ rank, item }) => {
          const name = textOf(item.title, context);
          const href = item.type === RESOURCE_TYPE.class ? `/portal/${context.schoolId}/class-view/${item.id}` : undefined;
          return (
            <li key={item.id} className={`hot-ranking__row hot-ranking__row--top${Math.min(rank, 4)}`}>
              <span className="hot-ranking__rank" aria-label={text('ranking.rank', context, { rank })}>{rank}</span>
              <span className="hot-ranking__name">{href ? <a href={href}>{name}</a> : name}</span>
              <span className="hot-ranking__views">{text('card.views', context, { count: compactCount(item.viewCount ?? 0, context.locale) })}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
