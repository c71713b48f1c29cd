import type { LocalizedText } from '../../../schemas/localized-text';
import { fixedId } from './ids';

/** The demo's category keys; resources name their category by key. */
export type DemoCategoryKey = 'programming' | 'web' | 'databases' | 'languages' | 'english' | 'japanese' | 'management' | 'design';

/** A demo category with a fixed id. */
export interface DemoCategory {
  key: DemoCategoryKey;
  id: string;
  parent?: DemoCategoryKey;
  name: LocalizedText;
  sortOrder: number;
}

const category = (n: number, key: DemoCategoryKey, zh: string, en: string, parent?: DemoCategoryKey): DemoCategory => ({
  key, id: fixedId('11000000000000', 40000 + n), parent, name: { zh_CN: zh, en_US: en }, sortOrder: n,
});

/** A two-level tree: Programming > Web / Databases, Languages > English / Japanese, Management, Design. Parents first. */
export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  category(1, 'programming', '编程开发', 'Programming'),
  category(2, 'web', 'Web 开发', 'Web', 'programming'),
  category(3, 'databases', '数据库', 'Databases', 'programming'),
  category(4, 'languages', '语言学习', 'Languages'),
  category(5, 'english', '英语', 'English', 'languages'),
  category(6, 'japanese', '日语', 'Japanese', 'languages'),
  category(7, 'management', '管理', 'Management'),
  category(8, 'design', '设计', 'Design'),
];

/** The id of a demo category. */
export function demoCategoryId(key: DemoCategoryKey): string {
  const found = DEMO_CATEGORIES.find((c) => c.key === key);
  if (!found) throw new Error(`demo category ${key} is missing`);
  return found.id;
}
