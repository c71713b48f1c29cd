import type { LocalizedText } from '../../../schemas/localized-text';

/** One resource as every portal list returns it (docs/api.md "Portal data for blocks"). */
export interface ResourceItem {
  id: string;
  type: number;
  title: LocalizedText | string;
  summary?: LocalizedText | string;
  coverUrl?: string | null;
  categoryId?: string | null;
  zone: number;
  recommended?: boolean;
  enrolledCount?: number;
  viewCount?: number;
  downloadCount?: number;
  createdAt?: string;
  startsAt?: string | null;
  endsAt?: string | null;
  activityStatus?: number | null;
  enrollment?: number;
  teacherName?: string | null;
  durationSeconds?: number | null;
}

/** A page of a portal list. */
export interface ResourcePage<T = ResourceItem> {
  list: T[];
  total: number;
  pageNumber: number;
  pageSize: number;
}

/** What differs between the card list block types. */
export interface CardTypeSpec {
  /** The block type, e.g. `exam-cards`. */
  type: string;
  /** The list call (a path without query). */
  endpoint: string;
  /** The RESOURCE_TYPE of the items, if the spec has one: search `cardType`, picker type, `type=` on /resource. */
  resourceType?: number;
  /** The endpoint is the generic /resource list, which needs `type=`. */
  sendsType?: boolean;
  /** Which facts a card shows. */
  shows: { enrollment?: boolean; activity?: boolean; duration?: boolean; teacher?: boolean; learners?: boolean; views?: boolean };
  /** Where a card leads, when the portal has a page for it. */
  itemHref?: (item: ResourceItem, schoolId: string) => string;
  /** Where "more" leads when it is not the search page of `resourceType` (project-school lists). */
  moreHref?: (schoolId: string) => string;
}
