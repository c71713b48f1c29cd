import type { ResourceRow } from './repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** One resource card. */
export function presentResource(row: ResourceRow) {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    coverUrl: row.coverUrl,
    zone: row.zone,
    enrolledCount: row.enrolledCount,
    viewCount: row.viewCount,
    createdAt: row.createdAt.toISOString(),
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
  };
}

/** A page of resources. */
export function presentResourcePage(rows: ResourceRow[], total: number, pageNumber: number, pageSize: number) {
  return { list: rows.map(presentResource), total, pageNumber, pageSize };
}
