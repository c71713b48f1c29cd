import type { BlockMigration } from '../../../renderer/block-definition';

/** v2 adds the shared card ranking: v1 lists keep showing the default ranking, with nothing hand-picked. */
export const courseCardsV1ToV2: BlockMigration = {
  from: 1,
  up: (props) => ({ ...props, rankingKind: 1, customIds: [] }),
};
