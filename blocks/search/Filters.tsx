import type { RenderContext } from '../../renderer/context';
import { RESOURCE_TYPE, SORT, ZONE } from '../../schemas/enums';
import { text, type MessageId } from '../_shared/messages';
import { CARD_TYPE_TABS, type SearchState } from './search-query';

const TYPE_LABELS: Record<number, MessageId> = {
  [RESOURCE_TYPE.all]: 'type.all', [RESOURCE_TYPE.course]: 'type.course', [RESOURCE_TYPE.exam]: 'type.exam',
  [RESOURCE_TYPE.knowledge]: 'type.knowledge', [RESOURCE_TYPE.live]: 'type.live', [RESOURCE_TYPE.class]: 'type.class', [RESOURCE_TYPE.topic]: 'type.topic',
};
const SORTS: [number, MessageId][] = [[SORT.newest, 'sort.newest'], [SORT.hottest, 'sort.hottest'], [SORT.downloads, 'sort.downloads']];
const ZONES: [number, MessageId][] = [[ZONE.all, 'type.all'], [ZONE.vip, 'card.vip'], [ZONE.free, 'card.free']];

type Change = (key: 'cardType' | 'sort' | 'member', value: number) => void;

function Choices({ label, options, value, onChoose }: { label: string; options: [number, string][]; value: number; onChoose: (v: number) => void }) {
  return (
    <div role="group" aria-label={label} className="search-filters__group">
      {options.map(([option, name]) => (
        <button key={option} type="button" aria-pressed={option === value} className="search-filters__choice" onClick={() => onChoose(option)}>
          {name}
        </button>
      ))}
    </div>
  );
}

/** Type tabs, sort and zone (the URL's cardType, sort and member). */
export function Filters({ state, onChange, context }: { state: SearchState; onChange: Change; context: RenderContext }) {
  const named = (list: [number, MessageId][]) => list.map(([v, id]): [number, string] => [v, text(id, context)]);
  return (
    <div className="search-filters">
      <Choices label={text('search.type', context)} options={named(CARD_TYPE_TABS.map((t) => [t, TYPE_LABELS[t]!]))} value={state.cardType} onChoose={(v) => onChange('cardType', v)} />
      <Choices label={text('search.sort', context)} options={named(SORTS)} value={state.sort} onChoose={(v) => onChange('sort', v)} />
      <Choices label={text('search.zone', context)} options={named(ZONES)} value={state.member} onChoose={(v) => onChange('member', v)} />
    </div>
  );
}
