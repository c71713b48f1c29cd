import { RESOURCE_TYPE, ZONE } from '../../../schemas/enums';
import type { DemoCategoryKey } from './categories';
import { fixedId } from './ids';
import type { DemoResource } from './types';

type Row = [zh: string, en: string, category: DemoCategoryKey];

// The first twelve are the courses the first demo seed made (same ids); the rest came with categories.
const FIRST: Row[] = [
  ['TypeScript 入门', 'TypeScript from scratch', 'web'],
  ['Node.js 服务端开发', 'Server-side Node.js', 'web'],
  ['PostgreSQL 实战', 'PostgreSQL in practice', 'databases'],
  ['React 组件设计', 'Designing React components', 'web'],
  ['商务英语写作', 'Business English writing', 'english'],
  ['日语初级会话', 'Beginner Japanese conversation', 'japanese'],
  ['西班牙语语法精讲', 'Spanish grammar explained', 'languages'],
  ['团队管理基础', 'Team management basics', 'management'],
  ['项目管理方法', 'Project management methods', 'management'],
  ['高效沟通技巧', 'Effective communication', 'management'],
  ['用户体验设计', 'User experience design', 'design'],
  ['数据可视化', 'Data visualisation', 'design'],
];
const MORE: Row[] = [
  ['HTML 与 CSS 基础', 'HTML and CSS basics', 'web'], ['现代 JavaScript', 'Modern JavaScript', 'web'],
  ['Vue 3 快速上手', 'Vue 3 quick start', 'web'], ['Web 性能优化', 'Web performance tuning', 'web'],
  ['前端工程化', 'Front-end tooling', 'web'], ['Web 安全入门', 'Web security essentials', 'web'],
  ['REST API 设计', 'REST API design', 'web'], ['无障碍网页开发', 'Accessible web development', 'web'],
  ['SQL 查询入门', 'SQL queries for beginners', 'databases'], ['数据库建模', 'Database modelling', 'databases'],
  ['索引与查询优化', 'Indexes and query tuning', 'databases'], ['Redis 缓存实践', 'Caching with Redis', 'databases'],
  ['事务与并发控制', 'Transactions and concurrency', 'databases'], ['数据仓库基础', 'Data warehouse basics', 'databases'],
  ['MongoDB 文档数据库', 'Document databases with MongoDB', 'databases'], ['数据库备份与恢复', 'Database backup and recovery', 'databases'],
  ['英语语法精讲', 'English grammar in depth', 'english'], ['雅思口语', 'IELTS speaking', 'english'],
  ['英语商务谈判', 'Negotiating in English', 'english'], ['英语演讲技巧', 'Public speaking in English', 'english'],
  ['英语听力训练', 'English listening practice', 'english'], ['职场英语邮件', 'Workplace e-mails in English', 'english'],
  ['英语词汇速成', 'English vocabulary boost', 'english'], ['英语面试准备', 'English job interviews', 'english'],
  ['五十音图入门', 'Hiragana and katakana', 'japanese'], ['日语语法 N4', 'Japanese grammar N4', 'japanese'],
  ['日语商务礼仪', 'Japanese business etiquette', 'japanese'], ['日语听力 N3', 'Japanese listening N3', 'japanese'],
  ['日语阅读入门', 'Reading Japanese', 'japanese'], ['日语敬语', 'Japanese honorifics', 'japanese'],
  ['日语旅行会话', 'Japanese for travel', 'japanese'], ['日本文化概览', 'Japanese culture overview', 'japanese'],
  ['目标与关键成果', 'Objectives and key results', 'management'], ['绩效面谈', 'Performance conversations', 'management'],
  ['时间管理', 'Time management', 'management'], ['敏捷团队实践', 'Agile teams in practice', 'management'],
  ['领导力入门', 'Leadership foundations', 'management'], ['会议组织技巧', 'Running good meetings', 'management'],
  ['变革管理', 'Managing change', 'management'], ['财务基础知识', 'Finance for managers', 'management'],
  ['平面设计原理', 'Graphic design principles', 'design'], ['色彩搭配', 'Working with colour', 'design'],
  ['字体排印', 'Typography', 'design'], ['交互原型', 'Interactive prototyping', 'design'],
  ['设计系统', 'Design systems', 'design'], ['图标设计', 'Icon design', 'design'],
  ['移动端界面设计', 'Mobile interface design', 'design'], ['品牌视觉', 'Brand identity', 'design'],
  ['用户研究方法', 'User research methods', 'design'], ['演示文稿设计', 'Presentation design', 'design'],
  ['Python 数据分析', 'Data analysis with Python', 'programming'], ['Git 版本控制', 'Version control with Git', 'programming'],
];

const ZONES = [ZONE.free, ZONE.vip, ZONE.free, ZONE.free];
const TEACHERS = ['Tom Teacher', '王老师', 'Maria Lopez', '佐藤 健', 'Sam Chen'];

function course([zh, en, category]: Row, i: number): DemoResource {
  return {
    id: fixedId('11000000000000', 10001 + i),
    type: RESOURCE_TYPE.course,
    title: { zh_CN: zh, en_US: en },
    summary: { zh_CN: `${zh}：由浅入深的系统课程。`, en_US: `${en}: a step-by-step course.` },
    category,
    zone: ZONES[i % ZONES.length]!,
    recommended: i % 7 === 2,
    enrolledCount: (i * 37 + 11) % 300,
    viewCount: ((i * 7919) % 2000) + 40,
    downloadCount: (i * 53) % 120,
    ageDays: i < FIRST.length ? i * 3 + 1 : ((i * 11) % 400) + 2,
    teacherName: TEACHERS[i % TEACHERS.length],
  };
}

/** 64 courses across the category tree, with fixed ids. */
export const DEMO_COURSES: readonly DemoResource[] = [...FIRST, ...MORE].map(course);
