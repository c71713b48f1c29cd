import { RESOURCE_TYPE, ZONE } from '../../../schemas/enums';
import type { DemoCategoryKey } from './categories';
import { fixedId } from './ids';
import type { DemoResource } from './types';

type Dated = [zh: string, en: string, category: DemoCategoryKey, window: [number, number]];
type Plain = [zh: string, en: string, category: DemoCategoryKey];

const id = (n: number) => fixedId('11000000000000', n);
const text = (zh: string, en: string) => ({ zh_CN: zh, en_US: en });

// Exams and lives 1-4 are the first demo seed's (same ids); the rest came later.
const EXAMS: Dated[] = [
  ['TypeScript 结业考试', 'TypeScript final exam', 'web', [-240, -238]],
  ['商务英语测验', 'Business English quiz', 'english', [-1, 2]],
  ['项目管理认证模拟考', 'Project management mock certification', 'management', [48, 50]],
  ['设计原理小测', 'Design principles quiz', 'design', [168, 169]],
  ['SQL 能力测评', 'SQL skills assessment', 'databases', [-500, -498]],
  ['日语 N4 模拟考', 'Japanese N4 mock exam', 'japanese', [-2, 22]],
  ['Web 安全测验', 'Web security quiz', 'web', [72, 73]],
  ['领导力自评', 'Leadership self-assessment', 'management', [-30, 700]],
];
const LIVES: Dated[] = [
  ['开学典礼直播', 'Opening ceremony live', 'management', [-72, -70]],
  ['数据库答疑直播', 'Database Q&A live', 'databases', [-1, 1]],
  ['职业规划分享会', 'Career planning talk', 'management', [24, 26]],
  ['设计作品点评', 'Design portfolio review', 'design', [96, 98]],
  ['前端技术大会精选', 'Front-end conference highlights', 'web', [-0.5, 2]],
  ['英语角直播', 'English corner live', 'english', [6, 7]],
  ['名师讲堂：产品思维', 'Masterclass: product thinking', 'management', [30, 32]],
  ['名师讲堂：设计趋势', 'Masterclass: design trends', 'design', [-200, -198]],
  ['名师讲堂：数据库内核', 'Masterclass: inside the database', 'databases', [150, 152]],
  ['日语发音直播课', 'Japanese pronunciation live', 'japanese', [-20, -19]],
];
const BOUTIQUE_LIVES = new Set([6, 7, 8]); // the masterclasses

const KNOWLEDGE: Plain[] = [
  ['如何写好代码评审意见', 'Writing good code review comments', 'web'], ['数据库命名规范', 'Database naming conventions', 'databases'],
  ['英语邮件常用句型', 'Useful phrases for English e-mail', 'english'], ['日语自我介绍模板', 'Introducing yourself in Japanese', 'japanese'],
  ['一对一沟通清单', 'One-to-one meeting checklist', 'management'], ['设计评审流程', 'How design reviews work', 'design'],
  ['HTTP 缓存速查', 'HTTP caching cheat sheet', 'web'], ['SQL 连接图解', 'SQL joins illustrated', 'databases'],
];
const TOPICS: Plain[] = [
  ['新员工入职专题', 'New joiner programme', 'management'], ['全栈开发专题', 'Full-stack developer track', 'programming'],
  ['商务外语专题', 'Business languages', 'languages'], ['设计思维专题', 'Design thinking', 'design'],
];
const MAPS: Plain[] = [
  ['前端工程师成长路径', 'Front-end engineer path', 'web'], ['数据工程师成长路径', 'Data engineer path', 'databases'],
  ['管理者成长路径', 'New manager path', 'management'],
];
const VIDEOS: [zh: string, en: string, category: DemoCategoryKey, minutes: number][] = [
  ['五分钟看懂闭包', 'Closures in five minutes', 'web', 5], ['索引是如何工作的', 'How indexes work', 'databases', 12],
  ['英语连读技巧', 'Linking sounds in English', 'english', 8], ['日语假名书写', 'Writing kana', 'japanese', 15],
  ['高效开会的三个习惯', 'Three habits of good meetings', 'management', 6], ['配色小技巧', 'Quick colour tips', 'design', 4],
];
const CLASSES: [zh: string, en: string, category: DemoCategoryKey, start: number, capacity: number, enrolled: number][] = [
  ['2026 春季前端训练营', 'Spring front-end bootcamp', 'web', -72, 30, 24],
  ['数据库进阶班', 'Advanced databases class', 'databases', 48, 20, 20],
  ['商务英语周末班', 'Weekend business English', 'english', 120, 25, 9],
  ['日语零基础班', 'Japanese for absolute beginners', 'japanese', -400, 40, 38],
  ['新任经理训练班', 'New managers class', 'management', 240, 15, 14],
  ['UI 设计实战班', 'Hands-on UI design class', 'design', -2, 18, 6],
];

const dated = (base: number, type: number, rows: Dated[], extra: (i: number) => Partial<DemoResource> = () => ({})) =>
  rows.map(([zh, en, category, window], i): DemoResource => ({
    id: id(base + i), type, title: text(zh, en), category, window,
    zone: i % 3 === 1 ? ZONE.vip : ZONE.free,
    enrolledCount: 20 + i * 15, viewCount: 100 + ((i * 97) % 900), downloadCount: 0, ageDays: 5 + i * 2,
    ...extra(i),
  }));

const plain = (base: number, type: number, rows: Plain[], extra: Partial<DemoResource> = {}) =>
  rows.map(([zh, en, category], i): DemoResource => ({
    id: id(base + i), type, title: text(zh, en), summary: text(`${zh}（摘要）`, `About: ${en}`), category,
    zone: i % 4 === 3 ? ZONE.vip : ZONE.free, recommended: i === 0,
    enrolledCount: 10 + i * 9, viewCount: 60 + ((i * 131) % 700), downloadCount: (i * 17) % 90, ageDays: 3 + i * 5,
    ...extra,
  }));

function classRow([zh, en, category, start, capacity, enrolled]: (typeof CLASSES)[number], i: number): DemoResource {
  const sessions = [0, 1, 2, 3].map((k) => ({
    title: text(`第 ${k + 1} 次课`, `Session ${k + 1}`),
    window: [start + k * 168, start + k * 168 + 2] as [number, number],
  }));
  return {
    id: id(60001 + i), type: RESOURCE_TYPE.class, title: text(zh, en), summary: text(`${zh}：四次课，小班教学。`, `${en}: four sessions, small groups.`),
    category, zone: ZONE.free, recommended: i === 0, enrolledCount: enrolled, viewCount: 200 + i * 70, downloadCount: 0,
    ageDays: 20 + i, window: [start, start + 3 * 168 + 2], teacherName: ['Tom Teacher', '王老师', 'Maria Lopez'][i % 3], capacity, schedule: sessions,
  };
}

/** Exams, live sessions (some boutique), knowledge articles, classes, topics, learning maps and videos. */
export const DEMO_ACTIVITIES: readonly DemoResource[] = [
  ...dated(20001, RESOURCE_TYPE.exam, EXAMS),
  ...dated(30001, RESOURCE_TYPE.live, LIVES, (i) => ({ boutique: BOUTIQUE_LIVES.has(i), teacherName: 'Tom Teacher', recommended: i === 4 })),
  ...plain(50001, RESOURCE_TYPE.knowledge, KNOWLEDGE),
  ...CLASSES.map(classRow),
  ...plain(70001, RESOURCE_TYPE.topic, TOPICS),
  ...plain(80001, RESOURCE_TYPE.course, MAPS, { kind: 'learning-map' }),
  ...VIDEOS.map(([zh, en, category, minutes], i): DemoResource => ({
    ...plain(90001 + i, RESOURCE_TYPE.course, [[zh, en, category]], { kind: 'video' })[0]!,
    durationSeconds: minutes * 60, teacherName: 'Sam Chen', recommended: i === 0,
  })),
];
