import { cardDefaults, defineCardBlock } from '../_shared/cards/define-card-block';
import { boutiqueLiveCardsSchema } from './schema';
import { boutiqueLiveCardsSpec } from './spec';

/** Featured live cards (boutique-live-cards). */
export const boutiqueLiveCards = defineCardBlock({
  spec: boutiqueLiveCardsSpec,
  schema: boutiqueLiveCardsSchema,
  defaults: cardDefaults({ zh_CN: '精品直播', en_US: 'Featured live sessions' }),
  palette: { label: 'block.boutique-live-cards', icon: 'star' },
  load: () => import('./BoutiqueLiveCards'),
});
