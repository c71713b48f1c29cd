import { cardDefaults, defineCardBlock } from '../_shared/cards/define-card-block';
import { videoCardsSchema } from './schema';
import { videoCardsSpec } from './spec';

/** Video cards (video-cards). */
export const videoCards = defineCardBlock({
  spec: videoCardsSpec,
  schema: videoCardsSchema,
  defaults: cardDefaults({ zh_CN: '视频', en_US: 'Videos' }),
  palette: { label: 'block.video-cards', icon: 'play' },
  load: () => import('./VideoCards'),
});
