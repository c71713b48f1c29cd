import { ACTIVITY_STATUS, ENROLLMENT } from '../../../schemas/enums';
import type { ResourceRow } from './repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** ACTIVITY_STATUS from the start and end times at `now`; null for undated resources. */
export function activityStatus(startsAt: Date | null, endsAt: Date | null, now: Date): number | null {
  if (!startsAt && !endsAt) return null;
  if (startsAt && now < startsAt) return ACTIVITY_STATUS.unstarted;
  if (endsAt && now >= endsAt) return ACTIVITY_STATUS.ended;
  return ACTIVITY_STATUS.ongoing;
}

/** What presenting items needs besides the rows: the time and the user's enrolments. */
export interface ItemContext {
  now: Date;
  enrolled: Set<string>;
}

/** One resource item (docs/api.md "Resource item"). */
export function presentResource(row: ResourceRow, ctx: ItemContext) {
  return {
    id: row.id,
    type: row.type,
    kind: row.kind,
    title: row.title,
    summary: row.summary,
    coverUrl: row.coverUrl,
    categoryId: row.categoryId,
    zone: row.zone,
    recommended: row.recommended,
    enrolledCount: row.enrolledCount,
    viewCount: row.viewCount,
    downloadCount: row.downloadCount,
    createdAt: row.createdAt.toISOString(),
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    activityStatus: activityStatus(row.startsAt, row.endsAt, ctx.now),
    enrollment: ctx.enrolled.has(row.id) ? ENROLLMENT.enrolled : ENROLLMENT.unenrolled,
    teacherName: row.teacherName,
    durationSeconds: row.durationSeconds,
  };
}

/** A page of resource items. */
export function presentResourcePage(page: { rows: ResourceRow[]; total: number }, paging: { pageNumber: number; pageSize: number }, ctx: ItemContext) {
  return { list: page.rows.map((row) => presentResource(row, ctx)), total: page.total, pageNumber: paging.pageNumber, pageSize: paging.pageSize };
}

/** The hot board: rank and item. */
export function presentHotBoard(rows: ResourceRow[], ctx: ItemContext) {
  return { list: rows.map((row, i) => ({ rank: i + 1, item: presentResource(row, ctx) })) };
}
