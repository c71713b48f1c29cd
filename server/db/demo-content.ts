import { banner } from '../../blocks/banner';
import { courseCards } from '../../blocks/course-cards';
import { richText } from '../../blocks/rich-text';
import { RESOURCE_TYPE, ZONE } from '../../schemas/enums';
import type { LocalizedText } from '../../schemas/localized-text';
import type { PageDocument } from '../../schemas/page-document';

/** A demo resource before it gets its tenant and dates. */
export interface DemoResource {
  id: string;
  type: number;
  title: LocalizedText;
  category: string;
  zone: number;
  enrolledCount: number;
  viewCount: number;
  downloadCount: number;
  /** Days before the seed ran that it was created. */
  ageDays: number;
  /** Exams and live sessions: start and end, in hours from the seed run (negative is past). */
  window?: [number, number];
}

const COURSES: [string, string, string][] = [
  ['TypeScript 入门', 'TypeScript from scratch', 'programming'],
  ['Node.js 服务端开发', 'Server-side Node.js', 'programming'],
  ['PostgreSQL 实战', 'PostgreSQL in practice', 'programming'],
  ['React 组件设计', 'Designing React components', 'programming'],
  ['商务英语写作', 'Business English writing', 'language'],
  ['日语初级会话', 'Beginner Japanese conversation', 'language'],
  ['西班牙语语法精讲', 'Spanish grammar explained', 'language'],
  ['团队管理基础', 'Team management basics', 'management'],
  ['项目管理方法', 'Project management methods', 'management'],
  ['高效沟通技巧', 'Effective communication', 'management'],
  ['用户体验设计', 'User experience design', 'design'],
  ['数据可视化', 'Data visualisation', 'design'],
];
const EXAMS: [string, string, [number, number]][] = [
  ['TypeScript 结业考试', 'TypeScript final exam', [-240, -238]],
  ['商务英语测验', 'Business English quiz', [-1, 2]],
  ['项目管理认证模拟考', 'Project management mock certification', [48, 50]],
  ['设计原理小测', 'Design principles quiz', [168, 169]],
];
const LIVES: [string, string, [number, number]][] = [
  ['开学典礼直播', 'Opening ceremony live', [-72, -70]],
  ['数据库答疑直播', 'Database Q&A live', [-1, 1]],
  ['职业规划分享会', 'Career planning talk', [24, 26]],
  ['设计作品点评', 'Design portfolio review', [96, 98]],
];

const ZONES = [ZONE.free, ZONE.vip, ZONE.free, ZONE.free];

/** 12 courses, 4 exams and 4 live sessions with fixed ids, so seeding twice inserts nothing new. */
export const DEMO_RESOURCES: readonly DemoResource[] = [
  ...COURSES.map(([zh, en, category], i): DemoResource => ({
    id: `11000000000000${10001 + i}`,
    type: RESOURCE_TYPE.course,
    title: { zh_CN: zh, en_US: en },
    category,
    zone: ZONES[i % ZONES.length]!,
    enrolledCount: (i * 37 + 11) % 300,
    viewCount: ((i * 7919) % 2000) + 40,
    downloadCount: (i * 53) % 120,
    ageDays: i * 3 + 1,
  })),
  ...EXAMS.map(([zh, en, window], i): DemoResource => ({
    id: `11000000000000${20001 + i}`,
    type: RESOURCE_TYPE.exam,
    title: { zh_CN: zh, en_US: en },
    category: 'exam',
    zone: ZONE.free,
    enrolledCount: 20 + i * 15,
    viewCount: 100 + i * 40,
    downloadCount: 0,
    ageDays: 10 + i,
    window,
  })),
  ...LIVES.map(([zh, en, window], i): DemoResource => ({
    id: `11000000000000${30001 + i}`,
    type: RESOURCE_TYPE.live,
    title: { zh_CN: zh, en_US: en },
    category: 'live',
    zone: i % 2 === 0 ? ZONE.free : ZONE.vip,
    enrolledCount: 50 + i * 25,
    viewCount: 300 + i * 90,
    downloadCount: 0,
    ageDays: 5 + i,
    window,
  })),
];

/** The demo home page: a banner, a welcome text and the most popular courses. */
export function demoHomeDocument(): PageDocument {
  return {
    schemaVersion: 1,
    settings: { isfullPage: false, background: '#ffffff' },
    blocks: [
      {
        id: 'b_demoBanner',
        type: banner.type,
        v: banner.version,
        props: { ...banner.defaults, title: { zh_CN: '欢迎来到示范学校', en_US: 'Welcome to the Demo School' }, subtitle: { zh_CN: '课程、考试与直播，一站学习', en_US: 'Courses, exams and live classes in one place' } },
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
    ],
  };
}
