import { useRef, type KeyboardEvent } from 'react';
import type { RenderContext } from '../../renderer/context';
import { enumValues, RANKING_PERIOD } from '../../schemas/enums';
import { RTL_LANGUAGES } from '../../schemas/languages';
import { text, type MessageId } from '../_shared/messages';

const LABELS: Record<number, MessageId> = {
  [RANKING_PERIOD.latestMonth]: 'ranking.latestMonth',
  [RANKING_PERIOD.total]: 'ranking.total',
  [RANKING_PERIOD.lastYear]: 'ranking.lastYear',
  [RANKING_PERIOD.thisYear]: 'ranking.thisYear',
};
const PERIODS = enumValues(RANKING_PERIOD);

/** The id of a period's tab and its panel, for aria-controls / aria-labelledby. */
export const tabId = (blockId: string, period: number) => `${blockId}-tab-${period}`;
export const panelId = (blockId: string) => `${blockId}-panel`;

/** WAI-ARIA tabs for the four ranking periods: arrow keys, Home and End move and select. */
export function PeriodTabs({ blockId, selected, onSelect, context }: { blockId: string; selected: number; onSelect: (p: number) => void; context: RenderContext }) {
  const list = useRef<HTMLDivElement>(null);
  function onKeyDown(event: KeyboardEvent) {
    const rtl = RTL_LANGUAGES.includes(context.locale);
    const index = PERIODS.indexOf(selected as never);
    const moves: Record<string, number> = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, Home: -index, End: PERIODS.length - 1 - index };
    const step = moves[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = PERIODS[(index + step + PERIODS.length) % PERIODS.length]!;
    onSelect(next);
    list.current?.querySelector<HTMLElement>(`[id="${tabId(blockId, next)}"]`)?.focus();
  }
  return (
    <div ref={list} role="tablist" aria-label={text('ranking.period', context)} className="points-tabs" onKeyDown={onKeyDown}>
      {PERIODS.map((period) => (
        <button
          key={period}
          id={tabId(blockId, period)}
          type="button"
          role="tab"
          aria-selected={period === selected}
          aria-controls={panelId(blockId)}
          tabIndex={period === selected ? 0 : -1}
          className="points-tabs__tab"
          onClick={() => onSelect(period)}
        >
          {text(LABELS[period]!, context)}
        </button>
      ))}
    </div>
  );
}
