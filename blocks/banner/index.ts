import { defineBlock } from '../../renderer/block-definition';
import { bannerSchema, type BannerProps } from './schema';

export const banner = defineBlock<BannerProps>({
  type: 'banner',
  version: 1,
  schema: bannerSchema,
  defaults: {
    title: { zh_CN: '欢迎来到我们的学校', en_US: 'Welcome to our school' },
    subtitle: { zh_CN: '随时随地学习', en_US: 'Learn anywhere, any time' },
    imageUrl: '',
    linkUrl: '',
    height: 'medium',
    align: 'center',
  },
  palette: { label: { zh_CN: '横幅', en_US: 'Banner' }, icon: '▭', category: 'content' },
  migrations: [],
  load: () => import('./Banner'),
});
