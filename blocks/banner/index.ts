import { defineBlock } from '../../renderer/block-definition';
import { bannerV1ToV2 } from './migrations/1-to-2';
import { bannerSchema, type BannerProps, type DefaultBanner } from './schema';

/** The school's default banner, asked for only when the block has no slides of its own. */
export function defaultBannerPath(schoolId: string): string {
  return `/api/portal/api/v1/portal/default-banner?schoolId=${encodeURIComponent(schoolId)}`;
}

/** A carousel of slides (title, subtitle, image, link); with no slides, the school's default banner. */
export const banner = defineBlock<BannerProps, DefaultBanner | null>({
  type: 'banner',
  version: 2,
  schema: bannerSchema,
  defaults: {
    slides: [
      {
        title: { zh_CN: '欢迎来到我们的学校', en_US: 'Welcome to our school' },
        subtitle: { zh_CN: '随时随地学习', en_US: 'Learn anywhere, any time' },
        imageUrl: '',
        linkUrl: '',
      },
    ],
    autoplay: true,
    intervalSeconds: 5,
    height: 'medium',
    align: 'center',
  },
  palette: { label: 'block.banner', icon: 'gallery-horizontal', category: 'content' },
  migrations: [bannerV1ToV2],
  load: () => import('./Banner'),
  data: {
    key: (props, ctx) => [ctx.schoolId, props.slides.length === 0],
    fetch: (props, ctx) => (props.slides.length ? Promise.resolve(null) : ctx.getJson<DefaultBanner>(defaultBannerPath(ctx.schoolId))),
  },
});
