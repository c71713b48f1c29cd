import type { BlockComponentProps } from '../../../renderer/block-definition';
import { localize } from '../../../renderer/context';
import { CARD_RANKING_KIND } from '../../../schemas/enums';
import { text } from '../messages';
import { Card, CardPlaceholder } from './Card';
import type { CardListProps } from './card-schema';
import { cardSlots, moreHref } from './list-path';
import type { CardTypeSpec, ResourcePage } from './types';
import './card-list.css';

/** The props of a card list block's component. */
export type CardBlockProps = BlockComponentProps<CardListProps, ResourcePage>;

/** A heading, an optional "more" link and a grid of cards, with loading, empty and error states. */
export function CardList({ id, props, data, context, spec }: CardBlockProps & { spec: CardTypeSpec }) {
  const title = localize(props.title, context);
  const headingId = `${id}-heading`;
  const more = props.showMore ? moreHref(spec, context.schoolId, props) : null;
  const items = data.value?.list ?? [];
  const unchosen = props.rankingKind === CARD_RANKING_KIND.custom && props.customIds.length === 0;
  return (
    <section
      className={`card-list card-list--${spec.type}`}
      aria-labelledby={title ? headingId : undefined}
      aria-busy={data.status === 'loading'}
    >
      <header className="card-list__header">
        {title && <h2 id={headingId} className="card-list__title">{title}</h2>}
        {more && (
          <a className="card-list__more" href={more}>
            {text('common.more', context)}
            {/* Read out (and indexed) as "More: <list title>", so the link says where it leads. */}
            {title && <span className="card-list__more-topic">: {title}</span>}
          </a>
        )}
      </header>
      {data.status === 'error' && <p className="card-list__state" role="alert">{text('common.loadFailed', context)}</p>}
      {data.status === 'success' && items.length === 0 && (
        <p className="card-list__state">{text(unchosen && context.mode !== 'view' ? 'card.chooseItems' : 'common.empty', context)}</p>
      )}
      <ul className="card-list__grid" style={{ ['--cards-per-line' as string]: props.cardsPerLine }}>
        {data.status === 'loading' && Array.from({ length: cardSlots(props) }, (_, i) => <CardPlaceholder key={i} />)}
        {data.status === 'success' && items.map((item) => <Card key={item.id} item={item} spec={spec} context={context} />)}
      </ul>
    </section>
  );
}
