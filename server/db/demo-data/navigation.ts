import { RESOURCE_TYPE } from '../../../schemas/enums';
import type { LocalizedText } from '../../../schemas/localized-text';
import { demoCategoryId } from './categories';
import { fixedId } from './ids';

/** A demo navigation item; `page` names a page of the school by code. */
export interface DemoNavigation {
  id: string;
  parentId?: string;
  page?: string;
  name: LocalizedText;
  url: string;
  sortOrder: number;
  visible: boolean;
}

const id = (n: number) => fixedId('1100000004', n);

/** Home → the home page; Courses (with two category shortcuts), Exams, Live → the search page; one hidden item. Parents first. */
export function demoNavigations(schoolId: string): DemoNavigation[] {
  const search = (type: number, extra = '') => `/portal/${schoolId}/search?cardType=${type}${extra}`;
  return [
    { id: id(1), page: 'home', name: { zh_CN: '首页', en_US: 'Home' }, url: `/portal/${schoolId}/home`, sortOrder: 1, visible: true },
    { id: id(2), name: { zh_CN: '课程', en_US: 'Courses' }, url: search(RESOURCE_TYPE.course), sortOrder: 2, visible: true },
    { id: id(3), name: { zh_CN: '考试', en_US: 'Exams' }, url: search(RESOURCE_TYPE.exam), sortOrder: 3, visible: true },
    { id: id(4), name: { zh_CN: '直播', en_US: 'Live' }, url: search(RESOURCE_TYPE.live), sortOrder: 4, visible: true },
    { id: id(5), name: { zh_CN: '知识库（筹备中）', en_US: 'Knowledge (coming soon)' }, url: search(RESOURCE_TYPE.knowledge), sortOrder: 5, visible: false },
    { id: id(6), parentId: id(2), name: { zh_CN: '编程开发', en_US: 'Programming' }, url: search(RESOURCE_TYPE.course, `&categoryIds=${demoCategoryId('programming')}`), sortOrder: 1, visible: true },
    { id: id(7), parentId: id(2), name: { zh_CN: '语言学习', en_US: 'Languages' }, url: search(RESOURCE_TYPE.course, `&categoryIds=${demoCategoryId('languages')}`), sortOrder: 2, visible: true },
  ];
}
