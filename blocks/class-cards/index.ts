import { cardDefaults, defineCardBlock } from '../_shared/cards/define-card-block';
import { classCardsSchema } from './schema';
import { classCardsSpec } from './spec';

/** Class cards (class-cards). */
export const classCards = defineCardBlock({
  spec: classCardsSpec,
  schema: classCardsSchema,
  defaults: cardDefaults({ zh_CN: '班级', en_US: 'Classes' }),
  palette: { label: 'block.class-cards', icon: 'users' },
  load: () => import('./ClassCards'),
});
