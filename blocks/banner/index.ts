import { defineBlock } from '../../renderer/block-definition';
import { bannerSchema, type BannerProps, type DefaultBanner } from './schema';
import { bannerRender } from './render';

/** A carousel of slides (title, subtitle, image, link); with no slides, the school's default banner. */
export const banner = defineBlock<BannerProps, DefaultBanner | null>({
  ...bannerRender,
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
});
