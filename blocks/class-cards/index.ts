import { cardDefaults, defineCardBlock } from '../_shared/cards/define-card-block';
import { classCardsRender } from './render';
import { classCardsSchema } from './schema';

/** Class cards (class-cards). */
export const classCards = defineCardBlock(classCardsRender, {
  schema: classCardsSchema,
  defaults: cardDefaults({ zh_CN: '班级', en_US: 'Classes' }),
  palette: { label: 'block.class-cards', icon: 'users' },
});
