import { fixedId, seededRandom } from './ids';

/** A demo learner: a member with points, not a login account (its password hash matches no password). */
export interface DemoLearner {
  id: string;
  account: string;
  realName: string;
  nickName: string;
}

const GIVEN = ['Alex', 'Bea', 'Chen', 'Dana', 'Emil', 'Fatima', 'Goro', 'Hana', 'Ivan', 'Jia', 'Kofi', 'Lina', 'Mateo', 'Noor', 'Olga'];
const FAMILY = ['Wang', 'Smith', 'Tanaka', 'Garcia'];
const ZH = ['李明', '王芳', '张伟', '刘洋', '陈静', '杨帆', '赵磊', '黄丽', '周杰', '吴敏', '徐涛', '孙悦', '马超', '朱琳', '胡军'];

/** 60 learners with fixed ids and accounts; every other one has a Chinese name. */
export const DEMO_LEARNERS: readonly DemoLearner[] = Array.from({ length: 60 }, (_, i) => ({
  id: fixedId('1100000003', i + 1),
  account: `demo-learner-${String(i + 1).padStart(2, '0')}`,
  realName: i % 2 === 0 ? `${GIVEN[i % GIVEN.length]} ${FAMILY[i % FAMILY.length]}` : ZH[i % ZH.length]!,
  nickName: `learner${i + 1}`,
}));

/** A password hash no password verifies against. */
export const UNUSABLE_PASSWORD_HASH = '!demo-learner-no-login';

/** One point event: whose, how many, how many hours before the seed ran. */
export interface DemoPointEvent {
  id: string;
  userId: string;
  points: number;
  ageHours: number;
}

const DAY_HOURS = 24;

/**
 * About 24 events per learner spread over the last two years (so last year, this year, the last
 * month and all time each rank differently), and one within the last two days for everyone.
 */
export function demoPointEvents(learnerIds: readonly string[]): DemoPointEvent[] {
  const random = seededRandom(20260101);
  const events: DemoPointEvent[] = [];
  learnerIds.forEach((userId, l) => {
    const count = 12 + ((l * 7) % 25);
    for (let k = 0; k < count; k += 1) {
      const ageHours = k === 0 ? 1 + ((l * 5) % 47) : Math.floor(random() * 730 * DAY_HOURS);
      events.push({ id: fixedId('1100000001', events.length + 1), userId, points: 5 + Math.floor(random() * 96), ageHours });
    }
  });
  return events;
}

/** A few searches: keyword and how many times, for hot searches. */
export const DEMO_SEARCHES: readonly [keyword: string, times: number][] = [
  ['TypeScript', 9], ['React', 7], ['英语', 6], ['PostgreSQL', 5], ['日语', 4], ['管理', 3], ['设计系统', 2], ['Python', 1],
];
