import { defineRender } from '../../renderer/block-definition';
import { bannerV1ToV2 } from './migrations/1-to-2';
import type { BannerProps, DefaultBanner } from './schema';

/** The school's default banner, asked for only when the block has no slides of its own. */
export function defaultBannerPath(schoolId: string): string {
  return `/api/portal/api/v1/portal/default-banner?schoolId=${encodeURIComponent(schoolId)}`;
}

/** The banner block as pages draw it. */
export const bannerRender = defineRender<BannerProps, DefaultBanner | null>({
  type: 'banner',
  version: 2,
  migrations: [bannerV1ToV2],
  load: () => import('./Banner'),
  data: {
    key: (props, ctx) => [ctx.schoolId, props.slides.length === 0],
    fetch: (props, ctx) => (props.slides.length ? Promise.resolve(null) : ctx.getJson<DefaultBanner>(defaultBannerPath(ctx.schoolId))),
  },
});
