/**
 * The spec's enumerations (§3), defined once. Blocks, server and tests import them from here;
 * `enumSchema` turns any of them into the JSON Schema fragment that validates its values.
 */

export const RESOURCE_TYPE = {
  all: 0,
  course: 1,
  exam: 2,
  knowledge: 3,
  live: 4,
  class: 5,
  purchaseCourse: 10,
  shareCourse: 11,
  shareExam: 12,
  topic: 17,
} as const;

export const GRADING_STATUS = { done: 0, grading: 1, notGrading: 2 } as const;
export const PERIOD = { week: 1, month: 2, year: 3, all: 4 } as const;
export const RANKING_PERIOD = { latestMonth: 2, total: 3, lastYear: 4, thisYear: 5 } as const;
export const CARD_RANKING_KIND = { default: 1, custom: 2, recommended: 3 } as const;
export const SORT = { newest: 0, hottest: 1, downloads: 2 } as const;
export const EDITOR_VERSION = { old: 1, new: 2 } as const;
export const ZONE = { all: 0, vip: 1, free: 2 } as const;
export const ACTIVITY_STATUS = { unstarted: 1, ongoing: 2, ended: 3 } as const;
export const ENROLLMENT = { unenrolled: 0, enrolled: 1 } as const;
export const CARDS_PER_LINE = [2, 3, 4, 5] as const;

/** Roles a member can hold in a school. `administrator` is the decorator who may edit pages. */
export const ROLES = ['learner', 'teacher', 'administrator'] as const;
export type Role = (typeof ROLES)[number];

/** School login methods as the logout rules of spec §4 name them. */
export const LOGIN_METHOD = { password: 1, enterpriseOauth2: 2, singleSignOn: 3, enterpriseSso: 4 } as const;

type EnumObject = Readonly<Record<string, number>>;

/** JSON Schema for the values of one enumeration, e.g. `enumSchema(SORT)` → `{ enum: [0, 1, 2] }`. */
export function enumSchema<const E extends EnumObject>(e: E) {
  return { type: 'integer', enum: Object.values(e) as E[keyof E][] } as const;
}

/** The values of an enumeration as a list. */
export function enumValues<E extends EnumObject>(e: E): E[keyof E][] {
  return Object.values(e) as E[keyof E][];
}
