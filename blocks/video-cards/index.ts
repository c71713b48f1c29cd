import { cardDefaults, defineCardBlock } from '../_shared/cards/define-card-block';
import { videoCardsRender } from './render';
import { videoCardsSchema } from './schema';

/** Video cards (video-cards). */
export const videoCards = defineCardBlock(videoCardsRender, {
  schema: videoCardsSchema,
  defaults: cardDefaults({ zh_CN: '视频', en_US: 'Videos' }),
  palette: { label: 'block.video-cards', icon: 'play' },
});
