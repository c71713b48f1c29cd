import { cardDefaults, defineCardBlock } from '../_shared/cards/define-card-block';
import { boutiqueLiveCardsRender } from './render';
import { boutiqueLiveCardsSchema } from './schema';

/** Featured live cards (boutique-live-cards). */
export const boutiqueLiveCards = defineCardBlock(boutiqueLiveCardsRender, {
  schema: boutiqueLiveCardsSchema,
  defaults: cardDefaults({ zh_CN: '精品直播', en_US: 'Featured live sessions' }),
  palette: { label: 'block.boutique-live-cards', icon: 'star' },
});
