import { cardDefaults, defineCardBlock } from '../_shared/cards/define-card-block';
import { liveCardsRender } from './render';
import { liveCardsSchema } from './schema';

/** Live cards (live-cards). */
export const liveCards = defineCardBlock(liveCardsRender, {
  schema: liveCardsSchema,
  defaults: cardDefaults({ zh_CN: '直播', en_US: 'Live sessions' }),
  palette: { label: 'block.live-cards', icon: 'radio' },
});
