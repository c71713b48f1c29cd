import { useState } from 'react';
import type { BlockComponentProps } from '../../renderer/block-definition';
import { localize } from '../../renderer/context';
import { compactCount } from '../_shared/format';
import { text } from '../_shared/messages';
import { panelId, PeriodTabs, tabId } from './PeriodTabs';
import type { PointsBoards, PointsLeaderboardProps } from './schema';
import './points-leaderboard.css';

/** The top trainees by points; the visitor switches period with tabs, starting from the block's chosen one. */
export default function PointsLeaderboard({ id, props, data, context }: BlockComponentProps<PointsLeaderboardProps, PointsBoards>) {
  const [period, setPeriod] = useState<number>(props.rankingPeriod);
  const title = localize(props.title, context);
  const rows = (data.value?.[period] ?? []).slice(0, props.count);
  return (
    <section className="points-leaderboard" aria-labelledby={title ? `${id}-heading` : undefined} aria-busy={data.status === 'loading'}>
      {title && <h2 id={`${id}-heading`} className="points-leaderboard__title">{title}</h2>}
      <PeriodTabs blockId={id} selected={period} onSelect={setPeriod} context={context} />
      <div id={panelId(id)} role="tabpanel" aria-labelledby={tabId(id, period)} className="points-leaderboard__panel">
        {data.status === 'error' && <p role="alert">{text('common.loadFailed', context)}</p>}
        {data.status === 'success' && rows.length === 0 && <p>{text('common.empty', context)}</p>}
        <ol className="points-leaderboard__list">
          {data.status === 'loading' &&
            Array.from({ length: props.count }, (_, i) => <li key={i} className="points-row points-row--placeholder" aria-hidden="true" />)}
          {rows.map((row) => (
            <li key={row.userId} className="points-row">
              <span className="points-row__rank" aria-label={text('ranking.rank', context, { rank: row.rank })}>{row.rank}</span>
              {row.avatarUrl ? <img className="points-row__avatar" src={row.avatarUrl} alt="" /> : <span className="points-row__avatar" aria-hidden="true" />}
              <span className="points-row__name">{row.displayName}</span>
              <span className="points-row__points">{text('ranking.points', context, { count: compactCount(row.points, context.locale) })}</span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
