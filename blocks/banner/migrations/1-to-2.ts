import type { BlockMigration } from '../../../renderer/block-definition';

/** v2 turns the single v1 banner (title, subtitle, imageUrl, linkUrl) into the first and only slide of a carousel. */
export const bannerV1ToV2: BlockMigration = {
  from: 1,
  up: ({ title, subtitle, imageUrl, linkUrl, ...rest }) => ({
    ...rest,
    slides: [{ title: title ?? {}, subtitle: subtitle ?? {}, imageUrl: imageUrl ?? '', linkUrl: linkUrl ?? '' }],
    autoplay: true,
    intervalSeconds: 5,
  }),
};
