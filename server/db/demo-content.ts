import { blockRegistry } from '../../blocks';
import { banner } from '../../blocks/banner';
import { courseCards } from '../../blocks/course-cards';
import { richText } from '../../blocks/rich-text';
import type { BlockNode, PageDocument } from '../../schemas/page-document';
import { DEMO_ACTIVITIES } from './demo-data/activities';
import { DEMO_COURSES } from './demo-data/courses';
import type { DemoResource } from './demo-data/types';

export type { DemoResource } from './demo-data/types';

/** Every demo resource: 64 courses, then exams, live sessions, knowledge, classes, topics, learning maps and videos. */
export const DEMO_RESOURCES: readonly DemoResource[] = [...DEMO_COURSES, ...DEMO_ACTIVITIES];

/** A block of `type` with its defaults, changed by `props`. */
function withDefaults(type: string, id: string, props: Record<string, unknown> = {}, slots?: Record<string, BlockNode[]>): BlockNode {
  const def = blockRegistry.get(type)!;
  return { id, type, v: def.version, props: { ...(structuredClone(def.defaults) as Record<string, unknown>), ...props }, ...(slots ? { slots } : {}) };
}

/** The demo home page: navigation, a banner, a welcome text, courses, live sessions, rankings and exams, a footer. */
export function demoHomeDocument(): PageDocument {
  return {
    schemaVersion: 1,
    settings: { isfullPage: false, background: '#ffffff' },
    blocks: [
      withDefaults('nav-header', 'b_demoNav'),
      // Written as banner v1 on purpose: the save pipeline migrates it to the current version, so this
      // stays valid whatever later versions of the banner look like.
      {
        id: 'b_demoBanner',
        type: banner.type,
        v: 1,
        props: {
          title: { zh_CN: '欢迎来到示范学校', en_US: 'Welcome to the Demo School' },
          subtitle: { zh_CN: '课程、考试与直播，一站学习', en_US: 'Courses, exams and live classes in one place' },
          imageUrl: '',
          linkUrl: '',
          height: 'medium',
          align: 'center',
        },
      },
      {
        id: 'b_demoWelcome',
        type: richText.type,
        v: richText.version,
        props: {
          content: {
            zh_CN: '<h2>关于我们</h2><p>示范学校提供<strong>编程</strong>、<strong>语言</strong>、<strong>管理</strong>与<strong>设计</strong>课程。</p>',
            en_US: '<h2>About us</h2><p>The Demo School teaches <strong>programming</strong>, <strong>languages</strong>, <strong>management</strong> and <strong>design</strong>.</p>',
          },
        },
      },
      { id: 'b_demoCourses', type: courseCards.type, v: courseCards.version, props: { ...courseCards.defaults } },
      withDefaults('columns', 'b_demoColumns', { ratio: '2:1' }, {
        first: [withDefaults('live-cards', 'b_demoLives', { cardsPerLine: 2, count: 4 })],
        second: [withDefaults('hot-ranking', 'b_demoHot')],
      }),
      withDefaults('exam-cards', 'b_demoExams', { count: 4 }),
      withDefaults('points-leaderboard', 'b_demoPoints'),
      withDefaults('footer', 'b_demoFooter'),
    ],
  };
}
