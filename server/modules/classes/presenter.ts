import { ENROLLMENT } from '../../../schemas/enums';
import type { ResourceRow } from '../resources/repository';
import type { EnrollmentResult } from './service';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const enrollment = (enrolled: boolean) => (enrolled ? ENROLLMENT.enrolled : ENROLLMENT.unenrolled);

/** A class for the class view. */
export function presentClassInfo(row: ResourceRow, enrolled: boolean) {
  return {
    id: row.id,
    name: row.title,
    summary: row.summary,
    coverUrl: row.coverUrl,
    teacherName: row.teacherName,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    schedule: row.schedule.map((s) => ({ title: s.title, startsAt: s.startsAt, endsAt: s.endsAt })),
    enrollment: enrollment(enrolled),
    enrolledCount: row.enrolledCount,
    capacity: row.capacity,
  };
}

/** The answer to enrol / unenrol. */
export function presentEnrollment(classId: string, result: EnrollmentResult) {
  return { classId, enrollment: enrollment(result.enrolled), enrolledCount: result.enrolledCount };
}
