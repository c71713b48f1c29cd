import { cardDefaults, defineCardBlock } from '../_shared/cards/define-card-block';
import { liveCardsSchema } from './schema';
import { liveCardsSpec } from './spec';

/** Live cards (live-cards). */
export const liveCards = defineCardBlock({
  spec: liveCardsSpec,
  schema: liveCardsSchema,
  defaults: cardDefaults({ zh_CN: '直播', en_US: 'Live sessions' }),
  palette: { label: 'block.live-cards', icon: 'radio' },
  load: () => import('./LiveCards'),
});
