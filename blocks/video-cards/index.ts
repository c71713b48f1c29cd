import { cardDefaults, defineCardBlock } from '../_shared/cards/define-card-block';
import { videoCardsSchema } from './schema';
import { videoCardsSpec } from './spec';

/** Video cards (video-cards). */
export const videoCards = defineCardBlock({
  spec: videoCardsSpec,
  schema: videoCardsSchema,
  defaults: cardDefaults({ zh_CN: '视频', en_US: 'Videos' }),
  palette: { label: { zh_CN: '视频卡片', en_US: 'Video cards' }, icon: '▶' },
  load: () => import('./VideoCards'),
});
